'use client'

import { checkoutPath, type PurposeChoice as PurposeParams, type Selection } from '@/commerce/checkout-selection'
import type { SeatPricing } from '@/teams/pricing'

import { AccountCard } from './AccountCard'
import { CheckoutConsents } from './CheckoutConsents'
import { CheckoutSummary, summaryOf } from './CheckoutSummary'
import { PaymentMethodChoice, usePaymentMethod } from './PaymentMethodChoice'
import { PayButton } from './PayButton'
import { PlanChoice } from './PlanChoice'
import { PromotionCodeField } from './PromotionCodeField'
import { PurposeChoice, seatQuoteLine } from './PurposeChoice'
import type { CheckoutAccountView, CheckoutGuestView, CheckoutModuleView, CheckoutPlanView } from './types'
import { useCheckout } from './use-checkout'

export interface CheckoutFormProps {
  complete: CheckoutPlanView | null
  single: (CheckoutPlanView & { from: boolean }) | null
  /** every paid module, on sale or coming soon, in course order */
  modules: CheckoutModuleView[]
  initial: Selection
  account: CheckoutAccountView | null
  guest?: CheckoutGuestView | null
  /** «Para mi equipo» / «Es un regalo» chosen in the link (`para`, `plazas`, `equipo`) */
  initialPurpose?: PurposeParams
  /** «Precio para equipos» of each product (the live tier quote) */
  seatPricing?: { complete: SeatPricing | null; modules: Record<string, SeatPricing> }
  /** «más plazas»: the team, the seats it holds and the company it is invoiced to */
  team?: { id: number; before: number; company: { name: string; taxId: string; address: string } | null } | null
}

/** Plan choice, module choice, summary, code, consents and the pay button (state and payment: `useCheckout`). */
export function CheckoutForm({
  complete,
  single,
  modules,
  initial,
  account,
  guest = null,
  initialPurpose,
  seatPricing,
  team = null,
}: CheckoutFormProps) {
  const owned = account?.owned ?? guest?.owned ?? null
  const payment = usePaymentMethod({ knownEmail: Boolean(account || guest) })
  const checkout = useCheckout({ initial, modules, owned, initialPurpose, payment, company: team?.company ?? null })
  const { selection, selectable, chosenModule, code, purpose } = checkout
  const applied = code.applied
  const comingSoon = modules.filter((m) => m.comingSoon)
  const pricing =
    selection.plan === 'complete'
      ? (seatPricing?.complete ?? null)
      : chosenModule
        ? (seatPricing?.modules[chosenModule.slug] ?? null)
        : null
  const seatQuote =
    purpose === 'self'
      ? null
      : seatQuoteLine(
          pricing,
          purpose === 'gift' ? '1' : checkout.quantity,
          purpose === 'team' ? (team?.before ?? 0) : 0,
        )
  const summary = summaryOf(selection, { complete, chosenModule, selectable, comingSoon, purpose, seatQuote })
  const total = applied?.total ?? (seatQuote?.ok ? seatQuote.total : summary?.price) ?? ''

  return (
    <form
      onSubmit={checkout.pay}
      noValidate
      className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]"
      data-testid="checkout-form"
    >
      <div className="min-w-0 space-y-8">
        <PlanChoice
          complete={complete}
          single={single}
          modules={modules}
          owned={purpose === 'self' ? owned : null}
          selection={selection}
          choosePlan={checkout.choosePlan}
          chooseModule={checkout.chooseModule}
        />
        <PurposeChoice checkout={checkout} quote={seatQuote} team={team} />
      </div>

      <div className="space-y-6 lg:sticky lg:top-6">
        <section
          aria-labelledby="resumen"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          data-testid="checkout-summary"
        >
          <h2 id="resumen" className="text-lg font-semibold text-slate-900">
            Resumen de tu compra
          </h2>
          <CheckoutSummary summary={summary} applied={applied} total={total} plan={selection.plan} />
          {summary && <PromotionCodeField selection={selection} code={code} seats={checkout.seats} />}
          <PaymentMethodChoice payment={payment} />
          <CheckoutConsents
            purpose={purpose}
            giftConsent={checkout.giftConsent}
            giftConsentRef={checkout.giftConsentRef}
            business={checkout.business}
            setBusiness={checkout.setBusiness}
            terms={checkout.terms}
            withdrawal={checkout.withdrawal}
            termsRef={checkout.termsRef}
            withdrawalRef={checkout.withdrawalRef}
          />
          <PayButton
            issue={checkout.issue}
            disabled={checkout.disabled}
            processing={checkout.processing}
            label={`${summary ? `Pagar ${total}` : 'Pagar'}${payment.method === 'transfer' ? ' por transferencia' : ''}`}
            signedIn={Boolean(account)}
            chosenModule={chosenModule}
          />
        </section>

        <AccountCard
          account={account}
          guest={guest}
          modules={modules}
          signInHref={`/auth?redirect=${encodeURIComponent(checkoutPath(selection))}`}
        />
      </div>
    </form>
  )
}
