'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useState, type FormEvent } from 'react'
import type { z } from 'zod'

import { fieldErrors } from '@/accounts/validation'
import { safeRedirect } from '@/security/redirect'
import { useToast } from '@/components/ui/Toaster'

import { notifyAccountChanged } from './account-events'
import { requestJson } from '@/components/http'

/**
 * Values and per-field errors of a small form. Editing a field clears that field's error only.
 */
export function useFormFields<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({})
  const set = useCallback(
    (field: K) => (value: string) => {
      setValues((v) => ({ ...v, [field]: value }))
      setErrors((e) => {
        if (!e[field]) return e
        const next = { ...e }
        delete next[field]
        return next
      })
    },
    [],
  )
  return { values, setValues, errors, setErrors, set }
}

/** Moves focus to the first field with an error, in the order given. */
export function focusFirstError(prefix: string, order: readonly string[], errors: Partial<Record<string, string>>) {
  const first = order.find((field) => errors[field])
  if (first) document.getElementById(`${prefix}-${first}`)?.focus()
}

/** Keeps only the errors of known fields from a server answer ({ errors: { email: '…' } }). */
export function serverFieldErrors<K extends string>(fields: readonly K[], errors: unknown): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {}
  if (!errors || typeof errors !== 'object') return out
  for (const field of fields) {
    const message = (errors as Record<string, unknown>)[field]
    if (typeof message === 'string' && message) out[field] = message
  }
  return out
}

/**
 * After the session changed: tell the header, go to `target` (already made safe) and re-render the
 * server components with the new cookie. Client navigation keeps the toasts on screen.
 */
export function useSessionNavigation() {
  const router = useRouter()
  return useCallback(
    (target: string) => {
      notifyAccountChanged()
      router.replace(target)
      router.refresh()
    },
    [router],
  )
}

/**
 * A form that opens a session (sign-in, sign-up): validates with the schema the server uses too,
 * focuses the first field in error, posts to `endpoint`, and on success tells the header and goes to
 * `redirectTo`; on failure shows the server's field errors and a toast titled `errorTitle`.
 */
export function useSessionForm<K extends string>(opts: {
  id: string
  fields: readonly K[]
  initial: Record<K, string>
  schema: z.ZodType<Record<K, string>>
  endpoint: string
  redirectTo: string
  errorTitle: string
  onSuccess?: () => void
}) {
  const toast = useToast()
  const navigate = useSessionNavigation()
  const form = useFormFields(opts.initial)
  const [submitting, setSubmitting] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const parsed = opts.schema.safeParse(form.values)
    if (!parsed.success) {
      const found = fieldErrors(parsed.error) as Partial<Record<K, string>>
      form.setErrors(found)
      focusFirstError(opts.id, opts.fields, found)
      return
    }
    setSubmitting(true)
    const result = await requestJson('POST', opts.endpoint, parsed.data)
    if (result.ok) {
      opts.onSuccess?.()
      navigate(safeRedirect(opts.redirectTo))
      return
    }
    setSubmitting(false)
    const found = serverFieldErrors(opts.fields, result.body?.errors)
    if (Object.keys(found).length) {
      form.setErrors(found)
      focusFirstError(opts.id, opts.fields, found)
    }
    toast({ title: opts.errorTitle, description: result.error, variant: 'destructive' })
  }

  return { ...form, submitting, submit }
}
