'use client'

import { useId, useState, type FormEvent } from 'react'

import type { GivenGiftView } from '@/teams/gift-giver'
import { requestJson } from '@/components/http'
import { Button } from '@/components/ui/Button'
import { EmailText } from '@/components/ui/EmailText'
import { Field, inputClass } from '@/components/ui/Field'
import { Notice } from '@/components/ui/Notice'

/**
 * «Tus regalos» on the dashboard and the guest page: each gift the visitor gave, to whom, from what
 * name, and where it stands. Before its delivery, «Cambiar la fecha» moves it (POST /api/gifts/day, with
 * the guest link's `token` on the guest page); while the giver may withdraw, «Desistir del regalo» leads
 * to its line of «Derecho de desistimiento» (the withdrawal is that section's).
 */
export function GivenGifts({
  gifts,
  days,
  token,
}: {
  gifts: GivenGiftView[]
  days: { min: string; max: string }
  token?: string
}) {
  if (!gifts.length) return null
  return (
    <section
      id="regalos"
      aria-labelledby="regalos-title"
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="given-gifts"
    >
      <h2 id="regalos-title" className="text-lg font-semibold text-slate-900">
        Tus regalos
      </h2>
      <ul className="mt-3 space-y-4">
        {gifts.map((gift) => (
          <GivenGiftItem key={gift.orderId} gift={gift} days={days} token={token} />
        ))}
      </ul>
    </section>
  )
}

function GivenGiftItem({
  gift,
  days,
  token,
}: {
  gift: GivenGiftView
  days: { min: string; max: string }
  token?: string
}) {
  const ids = { day: useId(), heading: useId() }
  const [status, setStatus] = useState(gift.status)
  const [day, setDay] = useState(gift.day ?? '')
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null)

  async function change(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    const response = await requestJson<{ message?: string; status?: string }>('POST', '/api/gifts/day', {
      orderId: gift.orderId,
      day,
      ...(token ? { token } : {}),
    })
    setBusy(false)
    setAnswer({ ok: response.ok, text: response.ok ? (response.body?.message ?? '') : response.error })
    if (response.ok && response.body?.status) setStatus(response.body.status)
  }

  return (
    <li
      className="rounded-lg border border-slate-200 p-4"
      data-testid={`given-gift-${gift.orderId}`}
      data-state={gift.state}
    >
      <h3 id={ids.heading} className="font-semibold text-slate-900">
        {gift.product}
      </h3>
      <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_minmax(0,1fr)]">
        {gift.recipient && (
          <>
            <dt className="font-medium">Para</dt>
            <dd className="min-w-0" data-testid="given-gift-recipient">
              <EmailText email={gift.recipient} />
            </dd>
          </>
        )}
        {gift.fromName && (
          <>
            <dt className="font-medium">De parte de</dt>
            <dd className="min-w-0 wrap-anywhere">{gift.fromName}</dd>
          </>
        )}
        <dt className="font-medium">Estado</dt>
        <dd className="min-w-0" data-testid="given-gift-status">
          {status}
        </dd>
      </dl>
      {gift.day && (
        <form onSubmit={change} aria-labelledby={ids.heading} className="mt-4 space-y-3">
          <Field
            id={ids.day}
            label="Nueva fecha de entrega"
            hint="El email sale a las 9:00 (hora de Madrid) de ese día."
            className="min-w-0"
          >
            {(control) => (
              <input
                {...control}
                type="date"
                required
                min={days.min}
                max={days.max}
                value={day}
                onChange={(e) => setDay(e.target.value)}
                className={`${inputClass(answer?.ok === false)} max-w-52`}
                data-testid="given-gift-day"
              />
            )}
          </Field>
          <Button type="submit" busy={busy} variant="secondary" size="sm">
            {busy ? 'Guardando…' : 'Cambiar la fecha'}
          </Button>
        </form>
      )}
      <div aria-live="polite" className="mt-3 empty:hidden" data-testid="given-gift-answer">
        {answer && (
          <Notice tone={answer.ok ? 'success' : 'error'} announce={false}>
            {answer.text}
          </Notice>
        )}
      </div>
      {gift.withdrawable && (
        <p className="mt-3 text-sm">
          <a href={`#desistir-${gift.orderId}`} className="font-medium text-red-800 underline underline-offset-2">
            Desistir del regalo
          </a>{' '}
          <span className="text-slate-600">y recuperar lo que pagaste, mientras no empiece a usarlo.</span>
        </p>
      )}
    </li>
  )
}
