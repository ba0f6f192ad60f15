'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import { requestJson } from '@/components/http'
import { Button } from '@/components/ui/Button'

const input = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-200'

/**
 * «Pedir factura completa» under a simplified invoice: the buyer's legal name, NIF or EU VAT number and
 * fiscal address, sent to POST /api/invoice-full/:id (a guest's `token` goes along).
 */
export function FullInvoiceForm({ invoiceId, invoiceNumber, token }: { invoiceId: number; invoiceNumber: string; token?: string }) {
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
          Emitiremos una factura completa a tu nombre que sustituye a la simplificada {invoiceNumber}. Solo se puede pedir una vez.
        </p>
        <label className="block text-sm font-medium text-slate-800" htmlFor={`${id}-name`}>
          Nombre o razón social
          <input id={`${id}-name`} name="name" required minLength={2} maxLength={120} autoComplete="organization" className={input} />
        </label>
        <label className="block text-sm font-medium text-slate-800" htmlFor={`${id}-tax`}>
          NIF o NIF-IVA intracomunitario
          <input id={`${id}-tax`} name="taxId" required maxLength={20} autoComplete="off" placeholder="B12345674 o DE123456789" className={input} />
        </label>
        <label className="block text-sm font-medium text-slate-800" htmlFor={`${id}-address`}>
          Dirección fiscal
          <input id={`${id}-address`} name="address" required minLength={5} maxLength={300} autoComplete="street-address" className={input} />
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" busy={busy} size="sm">
            {busy ? 'Emitiendo…' : 'Emitir factura completa'}
          </Button>
        </div>
        {result && (
          <p role={result.ok ? 'status' : 'alert'} className={`text-sm ${result.ok ? 'text-green-800' : 'text-red-700'}`}>
            {result.message}
          </p>
        )}
      </form>
    </details>
  )
}
