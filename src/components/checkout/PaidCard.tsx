import type { ReactNode } from 'react'

import { LinkButton } from '@/components/ui/Button'
import { CheckIcon } from '@/components/ui/CheckIcon'
import { formatEuros } from '@/content/money'

/** A purchase as /success shows it once POST /api/checkout/verify said it is paid. */
export interface Verified {
  productType: 'complete' | 'module'
  modules: { slug: string; code: string; title: string }[]
  email: string
  /** cents actually paid (the Checkout Session's amount_total), shown as charged */
  amountPaid: number | null
  accessToken: string | null
  /** decided by the server on the page's own same-origin request (the page was reached from Stripe) */
  signedIn: boolean
  /** what came off the price (upgrade credit, promotion code), in words, or null */
  breakdown: string | null
  purpose: 'self' | 'team' | 'gift'
  /** a team's or a gift's seats */
  seats: SeatsBought | null
}

export interface SeatsBought {
  team: number
  quantity: number
  recipientEmail: string | null
  deliverAt: string | null
}

/**
 * Every paid purchase's card: the tick, «¡Pago completado!», what it gave, what was paid, then its own notes and
 * content, and its next step beside «Volver al inicio».
 */
export function PaidCard(props: {
  result: Verified
  message: string
  notes: ReactNode
  next: ReactNode
  children?: ReactNode
}) {
  const { result, message, notes, next, children } = props
  return (
    <section
      aria-labelledby="pago-ok"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      data-testid="payment-success"
    >
      <div className="flex flex-col items-center text-center">
        <span aria-hidden="true" className="flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50">
          <CheckIcon className="h-7 w-7 fill-emerald-600" />
        </span>
        <h1 id="pago-ok" className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
          ¡Pago completado!
        </h1>
        <p className="mt-3 max-w-xl text-lg leading-relaxed text-slate-700" data-testid="success-message">
          {message}
        </p>
        {result.amountPaid !== null && (
          <p className="mt-3 max-w-xl text-sm leading-relaxed text-slate-700" data-testid="success-paid">
            Has pagado <strong className="font-semibold text-slate-900">{formatEuros(result.amountPaid)}</strong> (IVA
            incluido).
            {result.breakdown && ` ${result.breakdown}.`}
          </p>
        )}
        {notes}
      </div>
      {children}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {next}
        <LinkButton href="/" variant="secondary">
          Volver al inicio
        </LinkButton>
      </div>
    </section>
  )
}
