'use client'

import { useId, useState, type FormEvent } from 'react'

import type { WithdrawalView } from '@/commerce/withdrawal-request'
import { requestJson } from '@/components/http'
import { Button } from '@/components/ui/Button'
import { Field, inputClass } from '@/components/ui/Field'
import { Notice } from '@/components/ui/Notice'

/**
 * "Derecho de desistimiento" on the dashboard and the guest page: each purchase with where its right
 * of withdrawal stands. While it applies, "Desistir del contrato" opens the second step (the purchase,
 * the address for the acknowledgement, an optional name) and "Confirmar el desistimiento" sends it
 * (POST /api/withdrawal). Once use has started, the text says why the right no longer applies.
 */
export function WithdrawalPanel({ orders, token }: { orders: WithdrawalView[]; token?: string }) {
  if (!orders.length) return null
  return (
    <section
      aria-labelledby="desistimiento"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="withdrawal"
    >
      <h2 id="desistimiento" className="text-lg font-semibold text-slate-900">
        Derecho de desistimiento
      </h2>
      <ul className="mt-3 space-y-4">
        {orders.map((order) => (
          <WithdrawalItem key={order.orderId} order={order} token={token} />
        ))}
      </ul>
    </section>
  )
}

function WithdrawalItem({ order, token }: { order: WithdrawalView; token?: string }) {
  const ids = { name: useId(), status: useId(), heading: useId() }
  const [step, setStep] = useState<'idle' | 'confirm' | 'done'>('idle')
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const [failed, setFailed] = useState(false)

  async function confirm(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    const response = await requestJson<{ message?: string }>('POST', '/api/withdrawal', {
      orderId: order.orderId,
      ...(token ? { token } : {}),
      ...(name.trim() ? { name: name.trim() } : {}),
    })
    setBusy(false)
    setFailed(!response.ok)
    setMessage(response.ok ? (response.body?.message ?? '') : response.error)
    if (response.ok) setStep('done')
  }

  return (
    <li
      id={`desistir-${order.orderId}`}
      className="scroll-mt-24 rounded-lg border border-slate-200 p-4"
      data-testid={`withdrawal-order-${order.orderId}`}
      data-state={order.state}
    >
      <p className="font-semibold text-slate-900">{`Pedido ${order.orderId}: ${order.product}`}</p>
      <p className="text-sm text-slate-600">{`Comprado el ${order.purchasedAt} · ${order.amount}`}</p>
      {step !== 'done' && (
        <p className="mt-2 text-sm leading-relaxed text-slate-700" data-testid="withdrawal-explanation">
          {order.explanation}
        </p>
      )}
      {order.state === 'open' && step === 'idle' && (
        <Button onClick={() => setStep('confirm')} variant="danger-outline" size="sm" className="mt-3">
          Desistir del contrato
        </Button>
      )}
      {step === 'confirm' && (
        <form onSubmit={confirm} aria-labelledby={ids.heading} className="mt-4 space-y-3 rounded-lg bg-slate-50 p-4">
          <h3 id={ids.heading} className="font-semibold text-slate-900">
            Confirma que desistes del contrato
          </h3>
          <dl className="grid gap-x-3 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_minmax(0,1fr)]">
            <dt className="font-medium">Contrato</dt>
            <dd>{`Pedido ${order.orderId}, ${order.product}, del ${order.purchasedAt}`}</dd>
            <dt className="font-medium">Te devolvemos</dt>
            <dd>{`${order.amount}, con el mismo método de pago`}</dd>
            <dt className="font-medium">Acuse de recibo a</dt>
            <dd className="wrap-anywhere">{order.email}</dd>
          </dl>
          <p className="text-sm text-slate-700">Al confirmar pierdes el acceso a lo que incluye esta compra.</p>
          <Field id={ids.name} label="Tu nombre (opcional)">
            {(control) => (
              <input
                {...control}
                value={name}
                onChange={(e) => setName(e.target.value)}
                autoComplete="name"
                maxLength={120}
                className={inputClass()}
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={busy} variant="danger" size="sm">
              {busy ? 'Enviando…' : 'Confirmar el desistimiento'}
            </Button>
            <Button onClick={() => setStep('idle')} disabled={busy} variant="secondary" size="sm">
              Cancelar
            </Button>
          </div>
        </form>
      )}
      <div id={ids.status} aria-live="polite" className="mt-3" data-testid="withdrawal-status">
        {message && (
          <Notice tone={failed ? 'error' : 'success'} announce={false}>
            {message}
          </Notice>
        )}
      </div>
    </li>
  )
}
