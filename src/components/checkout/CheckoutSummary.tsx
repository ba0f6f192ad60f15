import type { Purpose, Selection } from '@/commerce/checkout-selection'
import { CheckIcon } from '@/components/ui/CheckIcon'

import type { AppliedCode } from './PromotionCodeField'
import type { SeatQuoteLine } from './PurposeChoice'
import type { CheckoutModuleView, CheckoutPlanView } from './types'

export type Summary = NonNullable<ReturnType<typeof summaryOf>>

/** What the selection buys: product, what it includes, its price and any credit taken off. */
export function summaryOf(
  selection: Selection,
  ctx: {
    complete: CheckoutPlanView | null
    chosenModule: CheckoutModuleView | null
    selectable: CheckoutModuleView[]
    comingSoon: CheckoutModuleView[]
    purpose?: Purpose
    seatQuote?: SeatQuoteLine | null
  },
) {
  const own = ownSummary(selection, ctx)
  if (!own || !ctx.purpose || ctx.purpose === 'self') return own
  // Seats: no upgrade credit; the price is per seat, at the tier the quantity reaches.
  const q = ctx.seatQuote?.ok ? ctx.seatQuote : null
  const product =
    ctx.purpose === 'gift'
      ? `Regalo: ${lower(own.product)}`
      : q
        ? `${q.quantity} ${q.quantity === 1 ? 'plaza' : 'plazas'}: ${lower(own.product)}`
        : own.product
  return {
    product,
    price: q?.total ?? own.price,
    upgrade: null,
    included: [
      ...(ctx.purpose === 'gift'
        ? ['Una plaza para la persona que lo recibe, con tu mensaje']
        : [
            `Precio por plaza: ${q?.unit ?? own.price}${q?.tier ? ` (${q.tier})` : ''}`,
            'Invitas a cada persona por email desde la página de tu equipo',
          ]),
      ...own.included,
    ],
  }
}

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

function ownSummary(selection: Selection, ctx: Parameters<typeof summaryOf>[1]) {
  if (selection.plan === 'complete' && ctx.complete) {
    const codes = ctx.selectable.map((m) => m.code)
    const range = codes.length > 1 ? `${codes[0]} a ${codes[codes.length - 1]}` : (codes[0] ?? '')
    const n = ctx.selectable.length
    return {
      product: ctx.complete.name,
      price: ctx.complete.price,
      upgrade: ctx.complete.upgrade ?? null,
      included: [
        `Acceso online a los módulos ${range}`,
        `${n} ${n === 1 ? 'guía' : 'guías'} en PDF, una por módulo`,
        ...ctx.comingSoon.map((m) => `${m.code} ${m.title}, incluido cuando se publique`),
      ],
    }
  }
  if (selection.plan === 'module' && ctx.chosenModule) {
    const m = ctx.chosenModule
    return {
      product: `Módulo ${m.code}: ${m.title}`,
      price: m.price,
      upgrade: null,
      included: [`Acceso online completo al módulo ${m.code}`, `Guía en PDF del módulo ${m.code}`],
    }
  }
  return null
}

/** The summary's lines: product, what it includes, the price breakdown and the total; or what to choose first. */
export function CheckoutSummary({
  summary,
  applied,
  total,
  plan,
}: {
  summary: Summary | null
  applied: AppliedCode | null
  total: string
  plan: Selection['plan']
}) {
  if (!summary) {
    return (
      <p className="mt-3 text-sm text-slate-600">
        {plan === 'module' ? 'Elige un módulo para ver el resumen.' : 'Elige un plan para ver el resumen.'}
      </p>
    )
  }
  return (
    <>
      <p className="mt-3 font-semibold text-slate-900" data-testid="summary-product">
        {summary.product}
      </p>
      <ul className="mt-3 space-y-2 text-sm text-slate-700">
        {summary.included.map((line) => (
          <li key={line} className="flex gap-2">
            <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 fill-blue-700" />
            {line}
          </li>
        ))}
      </ul>
      {(summary.upgrade || applied) && (
        <dl
          className="mt-4 space-y-1 border-t border-slate-200 pt-4 text-sm text-slate-700"
          data-testid="summary-breakdown"
        >
          <div className="flex justify-between gap-3">
            <dt>Precio</dt>
            <dd>{summary.upgrade?.listPrice ?? summary.price}</dd>
          </div>
          {summary.upgrade && (
            <div className="flex justify-between gap-3">
              <dt>Descuento por los módulos que ya tienes</dt>
              <dd className="whitespace-nowrap">−{summary.upgrade.credit}</dd>
            </div>
          )}
          {applied?.discount && (
            <div className="flex justify-between gap-3 text-emerald-800" data-testid="summary-code">
              <dt>
                Código {applied.code} ({applied.discountLabel})
              </dt>
              <dd className="whitespace-nowrap">−{applied.discount}</dd>
            </div>
          )}
        </dl>
      )}
      <p className="mt-4 flex items-baseline justify-between border-t border-slate-200 pt-4">
        <span className="font-semibold text-slate-900">Total</span>
        <span className="text-2xl font-bold text-slate-900" data-testid="summary-total">
          {total}
        </span>
      </p>
      <p className="text-right text-xs text-slate-600" data-testid="summary-vat">
        Pago único · IVA incluido
      </p>
    </>
  )
}
