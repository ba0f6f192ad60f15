'use client'

import { useId, useState } from 'react'

import type { Purpose } from '@/commerce/checkout-selection'
import { readCompany } from '@/commerce/company'
import { Button } from '@/components/ui/Button'
import { Field, inputClass } from '@/components/ui/Field'
import { Notice } from '@/components/ui/Notice'
import { formatEuros } from '@/content/money'
import { QUOTED_NAME_MAX } from '@/email/buyer-words'
import { GIFT_MESSAGE_MAX } from '@/teams/gifts'
import { quoteSeats, type SeatPricing } from '@/teams/pricing'

import { COMPANY_FIELD_IDS, GIFT_FROM_ID, type useCheckout } from './use-checkout'

const PURPOSES: Array<{ value: Purpose; label: string; hint: string }> = [
  { value: 'self', label: 'Para mí', hint: 'Acceso inmediato para ti.' },
  { value: 'team', label: 'Para mi equipo', hint: 'De 1 a 200 plazas, factura a tu empresa.' },
  { value: 'gift', label: 'Es un regalo', hint: 'Una plaza para otra persona, el día que elijas.' },
]

/** The live quote of a team's seats: how many, at what price each (the tier the total reaches), and the total. */
export function seatQuoteLine(pricing: SeatPricing | null, quantity: string, before: number) {
  if (!pricing) return null
  const n = /^\s*\d{1,4}\s*$/.test(quantity) ? Number(quantity) : NaN
  const quote = quoteSeats(pricing, n, before)
  if (!quote.ok) return { ok: false as const, message: quote.message }
  return {
    ok: true as const,
    quantity: quote.quantity,
    unit: formatEuros(quote.unitAmount),
    total: formatEuros(quote.total),
    tier: quote.tierFrom > 1 ? `precio desde ${quote.tierFrom} plazas` : null,
  }
}
export type SeatQuoteLine = NonNullable<ReturnType<typeof seatQuoteLine>>

type Checkout = ReturnType<typeof useCheckout>

/** «¿Para quién es?» and what a team or a gift needs: seats, the company's details, or the recipient and the day. */
export function PurposeChoice({
  checkout,
  quote,
  team,
}: {
  checkout: Checkout
  quote: SeatQuoteLine | null
  /** «más plazas»: the team, the seats it holds and the company it is invoiced to */
  team: { id: number; before: number; company?: { name: string; taxId: string; address: string } | null } | null
}) {
  const name = useId()
  // «más plazas» shows the team's company as a summary; «Cambiar» opens its fields
  const [editCompany, setEditCompany] = useState(!team?.company || !readCompany(team.company).ok)
  const { purpose, company, gift } = checkout
  const today = new Date().toISOString().slice(0, 10)
  return (
    <section
      aria-labelledby={`${name}-title`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="purpose-choice"
    >
      <h2 id={`${name}-title`} className="text-lg font-semibold text-slate-900">
        ¿Para quién es?
      </h2>
      {team ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="more-seats">
          Añades plazas a tu equipo, que ya tiene {team.before} {team.before === 1 ? 'plaza' : 'plazas'}: pagas solo las
          nuevas, al precio del tramo que alcanza el total.
        </p>
      ) : (
        <fieldset className="mt-3">
          <legend className="sr-only">¿Para quién es la compra?</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {PURPOSES.map((p) => (
              <div
                key={p.value}
                className={`flex gap-2 rounded-lg border p-3 text-sm ${purpose === p.value ? 'border-blue-700 bg-blue-50' : 'border-slate-300'}`}
              >
                <input
                  id={`${name}-${p.value}`}
                  type="radio"
                  name={name}
                  value={p.value}
                  checked={purpose === p.value}
                  onChange={() => checkout.setPurpose(p.value)}
                  aria-describedby={`${name}-${p.value}-hint`}
                  className="mt-1 accent-blue-700"
                  data-testid={`purpose-${p.value}`}
                />
                <div>
                  <label htmlFor={`${name}-${p.value}`} className="block cursor-pointer font-medium text-slate-900">
                    {p.label}
                  </label>
                  <p id={`${name}-${p.value}-hint`} className="text-slate-600">
                    {p.hint}
                  </p>
                </div>
              </div>
            ))}
          </div>
        </fieldset>
      )}

      {purpose === 'team' && (
        <div className="mt-5 space-y-4">
          <Field
            label="Número de plazas"
            hint="Cada plaza es para una persona: la invitas por email después de pagar."
            error={quote && !quote.ok ? quote.message : undefined}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={200}
                value={checkout.quantity}
                onChange={(e) => checkout.setQuantity(e.target.value)}
                className={`${inputClass(Boolean(quote && !quote.ok))} max-w-40`}
                data-testid="seat-quantity"
              />
            )}
          </Field>
          {quote?.ok && (
            <p className="text-sm text-slate-800" aria-live="polite" data-testid="seat-quote">
              {quote.quantity} {quote.quantity === 1 ? 'plaza' : 'plazas'} × {quote.unit} ={' '}
              <strong>{quote.total}</strong>
              {quote.tier ? ` (${quote.tier})` : ''}
            </p>
          )}
          {editCompany || Object.keys(checkout.companyIssues).length ? (
            <>
              <Field id={COMPANY_FIELD_IDS.name} error={checkout.companyIssues.name} label="Razón social de la empresa">
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    autoComplete="organization"
                    maxLength={120}
                    value={company.name}
                    onChange={(e) => checkout.setCompany({ ...company, name: e.target.value })}
                    className={inputClass(Boolean(checkout.companyIssues.name))}
                    data-testid="company-name"
                  />
                )}
              </Field>
              <Field
                id={COMPANY_FIELD_IDS.taxId}
                error={checkout.companyIssues.taxId}
                label="NIF o número de IVA intracomunitario"
                hint="Por ejemplo, B12345674 o DE123456789."
              >
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={20}
                    value={company.taxId}
                    onChange={(e) => checkout.setCompany({ ...company, taxId: e.target.value })}
                    className={`${inputClass(Boolean(checkout.companyIssues.taxId))} uppercase`}
                    data-testid="company-tax-id"
                  />
                )}
              </Field>
              <Field id={COMPANY_FIELD_IDS.address} error={checkout.companyIssues.address} label="Dirección fiscal">
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    autoComplete="street-address"
                    maxLength={300}
                    value={company.address}
                    onChange={(e) => checkout.setCompany({ ...company, address: e.target.value })}
                    className={inputClass(Boolean(checkout.companyIssues.address))}
                    data-testid="company-address"
                  />
                )}
              </Field>
            </>
          ) : (
            <div
              className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
              data-testid="company-summary"
            >
              <div className="min-w-0 text-sm text-slate-800">
                <p className="font-medium text-slate-900">Factura a nombre de {company.name}</p>
                <p className="mt-1 break-words">
                  {company.taxId} · {company.address}
                </p>
              </div>
              <Button size="sm" variant="outline" onClick={() => setEditCompany(true)}>
                Cambiar datos de facturación
              </Button>
            </div>
          )}
          <Notice tone="info" title="Compra de empresa">
            <p className="mt-1 text-sm">
              Recibirás una factura completa a nombre de la empresa por todas las plazas. Al ser una compra profesional
              no tiene el derecho de desistimiento de los consumidores. Tu compra no te da acceso a ti: invítate si
              también vas a hacer el curso.
            </p>
          </Notice>
        </div>
      )}

      {purpose === 'gift' && (
        <div className="mt-5 space-y-4">
          <Field label="Email de la persona que lo recibe">
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="off"
                maxLength={254}
                value={gift.recipientEmail}
                onChange={(e) => checkout.setGift({ ...gift, recipientEmail: e.target.value })}
                className={inputClass()}
                data-testid="gift-email"
              />
            )}
          </Field>
          <Field
            id={GIFT_FROM_ID}
            error={checkout.giftNameIssue}
            label="Tu nombre"
            hint="Así sabrá de parte de quién es: lo leerá en el email y en la página del regalo."
          >
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="name"
                maxLength={QUOTED_NAME_MAX}
                value={gift.fromName}
                onChange={(e) => checkout.setGift({ ...gift, fromName: e.target.value })}
                className={inputClass(Boolean(checkout.giftNameIssue))}
                data-testid="gift-from"
              />
            )}
          </Field>
          <Field label="Mensaje (opcional)" hint={`${gift.message.length} de ${GIFT_MESSAGE_MAX} caracteres.`}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={GIFT_MESSAGE_MAX}
                value={gift.message}
                onChange={(e) => checkout.setGift({ ...gift, message: e.target.value })}
                className={inputClass()}
                data-testid="gift-message"
              />
            )}
          </Field>
          <Field
            label="Día de entrega"
            hint="El email sale a las 9:00 (hora de Madrid) de ese día; si eliges hoy y ya han pasado, sale en cuanto pagues."
          >
            {(control) => (
              <input
                {...control}
                type="date"
                min={today}
                value={gift.deliverOn}
                onChange={(e) => checkout.setGift({ ...gift, deliverOn: e.target.value })}
                className={`${inputClass()} max-w-52`}
                data-testid="gift-day"
              />
            )}
          </Field>
        </div>
      )}
    </section>
  )
}
