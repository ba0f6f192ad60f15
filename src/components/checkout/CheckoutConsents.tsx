import Link from 'next/link'
import { useId, type RefObject } from 'react'

import { CHECKOUT_MESSAGES } from '@/commerce/checkout-selection'
import { WITHDRAWAL_CONSENT } from '@/commerce/withdrawal'
import { GIFT_CONSENT } from '@/commerce/gift-consent'
import type { Purpose } from '@/commerce/checkout-selection'
import { Checkbox } from '@/components/ui/Checkbox'

import type { Consent } from './use-checkout'

const TERMS_TEXT_BEFORE = 'Acepto las '
const TERMS_LINK_TEXT = 'condiciones de compra'
const TERMS_TEXT_AFTER = '.'

/** The invoice to a company, the purchase terms and the consent that ends the right of withdrawal. */
export function CheckoutConsents({
  purpose = 'self',
  giftConsent,
  giftConsentRef,
  business,
  setBusiness,
  terms,
  withdrawal,
  termsRef,
  withdrawalRef,
}: {
  /** a team buys as a company (no withdrawal box); a gift's buyer consents to its own withdrawal rule */
  purpose?: Purpose
  giftConsent?: Consent
  giftConsentRef?: RefObject<HTMLInputElement | null>
  business: boolean
  setBusiness: (value: boolean) => void
  terms: Consent
  withdrawal: Consent
  termsRef: RefObject<HTMLInputElement | null>
  withdrawalRef: RefObject<HTMLInputElement | null>
}) {
  const newTab = useId()
  return (
    <>
      {purpose === 'self' && (
        <Checkbox
          className="mt-5"
          checked={business}
          onChange={(e) => setBusiness(e.target.checked)}
          label="Necesito factura a nombre de empresa"
          hint="En el pago te pediremos la razón social y el NIF o número de IVA intracomunitario."
          data-testid="business-invoice"
        />
      )}
      <Checkbox
        className="mt-5"
        ref={termsRef}
        checked={terms.checked}
        onChange={(e) => terms.change(e.target.checked)}
        required
        error={terms.missing ? CHECKOUT_MESSAGES.terms : ''}
        label={
          <>
            {TERMS_TEXT_BEFORE}
            <Link
              href="/terminos"
              target="_blank"
              rel="noopener"
              aria-describedby={newTab}
              className="font-medium text-blue-800 underline underline-offset-2 hover:text-blue-900"
            >
              {TERMS_LINK_TEXT}
            </Link>
            {TERMS_TEXT_AFTER}
          </>
        }
      />
      <span id={newTab} hidden>
        Se abre en una pestaña nueva
      </span>
      {purpose === 'self' && (
        <Checkbox
          className="mt-3"
          ref={withdrawalRef}
          checked={withdrawal.checked}
          onChange={(e) => withdrawal.change(e.target.checked)}
          required
          error={withdrawal.missing ? CHECKOUT_MESSAGES.withdrawal : ''}
          label={WITHDRAWAL_CONSENT.text}
          data-testid="withdrawal-consent"
        />
      )}
      {purpose === 'gift' && giftConsent && (
        <Checkbox
          className="mt-3"
          ref={giftConsentRef}
          checked={giftConsent.checked}
          onChange={(e) => giftConsent.change(e.target.checked)}
          required
          error={
            giftConsent.missing
              ? 'Marca la casilla del regalo para continuar: explica hasta cuándo puedes desistir.'
              : ''
          }
          label={GIFT_CONSENT.text}
          data-testid="gift-consent"
        />
      )}
    </>
  )
}
