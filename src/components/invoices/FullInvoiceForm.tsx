'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import { requestJson } from '@/components/http'
import { Button } from '@/components/ui/Button'
import { Field, inputClass } from '@/components/ui/Field'
import { Notice } from '@/components/ui/Notice'

/**
 * «Pedir factura completa» under a simplified invoice: the buyer's legal name, NIF or EU VAT number and
 * fiscal address, sent to POST /api/invoice-full/:id (a guest's `token` goes along).
 */
export function FullInvoiceForm({
  invoiceId,
  invoiceNumber,
  token,
}: {
  invoiceId: number
  invoiceNumber: string
  token?: string
}) {
  const router = useRouter()
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setResult(null)
    const res = await requestJson<{ message: string }>('POST', `/api/invoice-full/${invoiceId}`, {
      name: form.get('name'),
      taxId: form.get('taxId'),
      address: form.get('address'),
      ...(token ? { token } : {}),
    })
    setBusy(false)
    setResult({ ok: res.ok, message: res.ok ? (res.body?.message ?? '') : res.error })
    if (res.ok) router.refresh()
  }

  return (
    <details className="mt-2 basis-full" data-testid="full-invoice">
      <summary className="cursor-pointer text-sm font-medium text-blue-800 underline underline-offset-2">
        Pedir factura completa<span className="sr-only"> en lugar de la simplificada {invoiceNumber}</span>
      </summary>
      <form onSubmit={submit} className="mt-3 grid gap-3 rounded-lg bg-slate-50 p-4" noValidate>
        <p className="text-xs text-slate-600">
          Emitiremos una factura completa a tu nombre que sustituye a la simplificada {invoiceNumber}. Solo se puede
          pedir una vez.
        </p>
        <Field id={`${id}-name`} label="Nombre o razón social">
          {(control) => (
            <input
              {...control}
              name="name"
              required
              minLength={2}
              maxLength={120}
              autoComplete="organization"
              className={inputClass()}
            />
          )}
        </Field>
        <Field id={`${id}-tax`} label="NIF o NIF-IVA intracomunitario">
          {(control) => (
            <input
              {...control}
              name="taxId"
              required
              maxLength={20}
              autoComplete="off"
              placeholder="B12345674 o DE123456789"
              className={inputClass()}
            />
          )}
        </Field>
        <Field id={`${id}-address`} label="Dirección fiscal">
          {(control) => (
            <input
              {...control}
              name="address"
              required
              minLength={5}
              maxLength={300}
              autoComplete="street-address"
              className={inputClass()}
            />
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" busy={busy} size="sm">
            {busy ? 'Emitiendo…' : 'Emitir factura completa'}
          </Button>
        </div>
        {result && <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice>}
      </form>
    </details>
  )
}
