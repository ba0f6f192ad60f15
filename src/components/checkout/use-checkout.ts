'use client'

import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react'

import {
  CHECKOUT_MESSAGES,
  checkoutBody,
  checkoutErrorToast,
  payDisabled,
  selectionIssue,
  type PlanChoice,
  type Purpose,
  type PurposeChoice,
  type SeatBody,
  type Selection,
} from '@/commerce/checkout-selection'
import { COMPANY_FIELDS, readCompany, type CompanyField, type CompanyIssues } from '@/commerce/company'
import { madridDay } from '@/content/dates'
import { giverNameIssue } from '@/teams/gifts'
import { CODE_REFUSED_TITLE } from '@/commerce/promotions'
import { requestJson } from '@/components/http'
import { useToast } from '@/components/ui/Toaster'

import type { PaymentMethodState } from './PaymentMethodChoice'
import { usePromotionCode } from './PromotionCodeField'
import type { CheckoutModuleView } from './types'

/** One consent box: ticked or not, and whether the pay button asked for it (focusing `box`). */
function useConsent(box: RefObject<HTMLInputElement | null>) {
  const [checked, setChecked] = useState(false)
  const [missing, setMissing] = useState(false)
  const change = (value: boolean) => {
    setChecked(value)
    if (value) setMissing(false)
  }
  const ask = () => {
    setMissing(true)
    box.current?.focus()
  }
  return { checked, missing, change, ask }
}
export type Consent = ReturnType<typeof useConsent>

/** The ids of the company's fields (PurposeChoice): the first wrong one takes the focus. */
export const COMPANY_FIELD_IDS: Record<CompanyField, string> = {
  name: 'empresa-razon-social',
  taxId: 'empresa-nif',
  address: 'empresa-direccion',
}
/** The id of the giver's name (PurposeChoice), focused when it is missing. */
export const GIFT_FROM_ID = 'regalo-de-parte-de'

/**
 * The checkout's state: the selection, the promotion code, the invoice choice, the two consents, and the
 * pay action (POST /api/checkout → Stripe, same tab). What is wrong with a selection is the commerce rule's
 * (`selectionIssue`); this only keeps the page in step with it.
 */
export function useCheckout({
  initial,
  modules,
  owned,
  initialPurpose = { purpose: 'self', quantity: 1, team: null },
  payment,
  company: knownCompany = null,
}: {
  /** the company a team already buys as («más plazas»): the fields start filled */
  company?: { name: string; taxId: string; address: string } | null
  initial: Selection
  modules: CheckoutModuleView[]
  owned: string[] | null
  initialPurpose?: PurposeChoice
  payment?: PaymentMethodState
}) {
  const toast = useToast()
  const [selection, setSelection] = useState<Selection>(initial)
  const [business, setBusiness] = useState(false)
  const termsRef = useRef<HTMLInputElement>(null)
  const withdrawalRef = useRef<HTMLInputElement>(null)
  const giftConsentRef = useRef<HTMLInputElement>(null)
  const terms = useConsent(termsRef)
  const withdrawal = useConsent(withdrawalRef)
  const giftConsent = useConsent(giftConsentRef)
  const [processing, setProcessing] = useState(false)
  const code = usePromotionCode()
  const applied = code.applied
  const [purpose, setPurposeState] = useState<Purpose>(initialPurpose.purpose)
  const [quantity, setQuantityState] = useState(String(initialPurpose.quantity))
  const team = initialPurpose.team
  const [company, setCompanyState] = useState(knownCompany ?? { name: '', taxId: '', address: '' })
  // What is wrong with each company field, shown at the field once «Pagar» was pressed; a field's message
  // goes as soon as it is edited.
  const [companyIssues, setCompanyIssues] = useState<CompanyIssues>({})
  const [focusField, setFocusField] = useState<{ field: CompanyField } | null>(null)
  useEffect(() => {
    if (focusField) document.getElementById(COMPANY_FIELD_IDS[focusField.field])?.focus()
  }, [focusField])
  const setCompany = (next: typeof company) => {
    setCompanyIssues((shown) =>
      Object.fromEntries(Object.entries(shown).filter(([f]) => next[f as CompanyField] === company[f as CompanyField])),
    )
    setCompanyState(next)
  }
  const [gift, setGiftState] = useState({
    recipientEmail: '',
    fromName: '',
    message: '',
    deliverOn: madridDay(new Date()),
  })
  // What is wrong with the giver's name, shown at the field once «Pagar» was pressed, until it is edited.
  const [giftNameIssue, setGiftNameIssue] = useState<string | null>(null)
  const setGift = (next: typeof gift) => {
    if (next.fromName !== gift.fromName) setGiftNameIssue(null)
    setGiftState(next)
  }
  const seats: SeatBody = { purpose, quantity, team, company, gift: { ...gift, consent: giftConsent.checked } }

  const selectable = useMemo(() => modules.filter((m) => !m.comingSoon), [modules])
  // Owning the course never blocks buying it for a team or as a gift.
  const issue = selectionIssue(selection, { selectable, owned: purpose === 'self' ? owned : null })
  const disabled = payDisabled(issue, processing)
  const chosenModule =
    selection.plan === 'module' ? (selectable.find((m) => m.slug === selection.module) ?? null) : null

  // Coming back from Stripe with the browser's back button restores the page as it was: processing.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setProcessing(false)
    }
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [])

  // Another plan or module: an applied code is checked again for it (it may not apply to the new choice).
  const select = (next: Selection, nextSeats: SeatBody = seats) => {
    setSelection(next)
    if (applied && (next.plan === 'complete' || next.module)) void code.apply(next, applied.code, nextSeats)
  }
  // Another kind of purchase or number of seats: the code is quoted again (its discount is per seat).
  const setPurpose = (next: Purpose) => {
    setPurposeState(next)
    select(selection, { ...seats, purpose: next })
  }
  const setQuantity = (next: string) => {
    setQuantityState(next)
    if (/^\d{1,3}$/.test(next.trim())) select(selection, { ...seats, quantity: next.trim() })
    else if (applied) code.clear()
  }
  const choosePlan = (plan: PlanChoice) => select({ ...selection, plan })
  const chooseModule = (module: string) => select({ plan: 'module', module })

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (disabled) return
    if (issue) {
      toast({ title: issue.title, description: issue.message, variant: 'destructive' })
      return
    }
    if (purpose === 'team') {
      const read = readCompany(company)
      if (!read.ok) {
        setCompanyIssues(read.issues)
        setFocusField({ field: COMPANY_FIELDS.find((f) => read.issues[f]) ?? 'name' })
        return
      }
    }
    if (purpose === 'gift') {
      const nameIssue = giverNameIssue(gift.fromName)
      if (nameIssue) {
        setGiftNameIssue(nameIssue)
        document.getElementById(GIFT_FROM_ID)?.focus()
        return
      }
    }
    if (!terms.checked) return terms.ask()
    if (purpose === 'self' && !withdrawal.checked) return withdrawal.ask()
    if (purpose === 'gift' && !giftConsent.checked) return giftConsent.ask()
    if (payment && !payment.ready()) return
    setProcessing(true)
    const response = await requestJson<{ url?: unknown }>('POST', '/api/checkout', {
      ...checkoutBody(selection, business, applied?.code ?? null, seats),
      ...payment?.body(),
    })
    const body = response.body
    if (response.ok && typeof body?.url === 'string' && body.url) {
      window.location.assign(body.url)
      return
    }
    if (response.status === 0) {
      toast({
        title: CHECKOUT_MESSAGES.paymentError,
        description: CHECKOUT_MESSAGES.unexpected,
        variant: 'destructive',
      })
    } else {
      const { title, message } = checkoutErrorToast(body)
      if (title === CODE_REFUSED_TITLE) {
        // The code stopped being usable meanwhile (used up, switched off): said next to the code field.
        code.refuse(message)
      }
      toast({ title, description: message, variant: 'destructive' })
    }
    setProcessing(false)
  }

  return {
    selection,
    choosePlan,
    chooseModule,
    selectable,
    chosenModule,
    issue,
    disabled,
    processing,
    code,
    business,
    setBusiness,
    terms,
    withdrawal,
    termsRef,
    withdrawalRef,
    pay,
    purpose,
    setPurpose,
    quantity,
    setQuantity,
    team,
    company,
    setCompany,
    companyIssues,
    gift,
    setGift,
    giftNameIssue,
    giftConsent,
    giftConsentRef,
    seats,
  }
}
