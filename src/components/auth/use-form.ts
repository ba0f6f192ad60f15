'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useState } from 'react'

import { notifyAccountChanged } from './account-events'

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
