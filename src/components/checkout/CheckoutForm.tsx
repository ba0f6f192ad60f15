'use client'

import Link from 'next/link'
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'

import {
  CHECKOUT_MESSAGES,
  checkoutBody,
  checkoutErrorToast,
  checkoutPath,
  payDisabled,
  selectionIssue,
  type PlanChoice,
  type Selection,
} from '@/commerce/checkout-selection'
import { CODE_REFUSED_TITLE } from '@/commerce/promotions'
import { WITHDRAWAL_CONSENT } from '@/commerce/withdrawal'
import { CheckIcon } from '@/components/ui/CheckIcon'
import { useToast } from '@/components/ui/Toaster'
import { requestJson } from '@/components/http'

import { AccountCard } from './AccountCard'
import { PromotionCodeField, usePromotionCode } from './PromotionCodeField'
import type { CheckoutAccountView, CheckoutGuestView, CheckoutModuleView, CheckoutPlanView } from './types'

const TERMS_TEXT_BEFORE = 'Acepto las '
const TERMS_LINK_TEXT = 'condiciones de compra'
const TERMS_TEXT_AFTER = '.'

export interface CheckoutFormProps {
  complete: CheckoutPlanView | null
  single: (CheckoutPlanView & { from: boolean }) | null
  /** every paid module, on sale or coming soon, in course order */
  modules: CheckoutModuleView[]
  initial: Selection
  account: CheckoutAccountView | null
  guest?: CheckoutGuestView | null
}

/** Plan choice, module choice, summary, consent and the pay button (POST /api/checkout → Stripe, same tab). */
export function CheckoutForm({ complete, single, modules, initial, account, guest = null }: CheckoutFormProps) {
  const toast = useToast()
  const [selection, setSelection] = useState<Selection>(initial)
  const [accepted, setAccepted] = useState(false)
  const [business, setBusiness] = useState(false)
  const [termsError, setTermsError] = useState(false)
  const [consented, setConsented] = useState(false)
  const [consentError, setConsentError] = useState(false)
  const consentRef = useRef<HTMLInputElement>(null)
  const [processing, setProcessing] = useState(false)
  const code = usePromotionCode()
  const applied = code.applied
  const termsRef = useRef<HTMLInputElement>(null)
  const ids = { notice: useId(), terms: useId(), termsError: useId(), newTab: useId(), business: useId(), businessHint: useId(), consent: useId(), consentError: useId() }

  const selectable = useMemo(() => modules.filter((m) => !m.comingSoon), [modules])
  const comingSoon = modules.filter((m) => m.comingSoon)
  const owned = account?.owned ?? guest?.owned ?? null
  const issue = selectionIssue(selection, { selectable, owned })
  const disabled = payDisabled(issue, processing)
  const chosenModule = selection.plan === 'module' ? selectable.find((m) => m.slug === selection.module) ?? null : null

  // Coming back from Stripe with the browser's back button restores the page as it was: processing.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setProcessing(false)
    }
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [])

  // Another plan or module: an applied code is checked again for it (it may not apply to the new choice).
  const select = (next: Selection) => {
    setSelection(next)
    if (applied && (next.plan === 'complete' || next.module)) void code.apply(next, applied.code)
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
    if (!accepted) {
      setTermsError(true)
      termsRef.current?.focus()
      return
    }
    if (!consented) {
      setConsentError(true)
      consentRef.current?.focus()
      return
    }
    setProcessing(true)
    const response = await requestJson<{ url?: unknown }>('POST', '/api/checkout', checkoutBody(selection, business, applied?.code ?? null))
    const body = response.body
    if (response.ok && typeof body?.url === 'string' && body.url) {
      window.location.assign(body.url)
      return
    }
    if (response.status === 0) {
      toast({ title: CHECKOUT_MESSAGES.paymentError, description: CHECKOUT_MESSAGES.unexpected, variant: 'destructive' })
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

  const summary = summaryOf(selection, { complete, single, chosenModule, selectable, comingSoon })
  const total = applied?.total ?? summary?.price ?? ''

  return (
    <form onSubmit={pay} noValidate className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]" data-testid="checkout-form">
      <div className="space-y-8">
        <fieldset>
          <legend className="text-xl font-semibold text-slate-900">1. Elige tu plan</legend>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {complete && (
              <RadioCard name="plan" value="complete" checked={selection.plan === 'complete'} onChange={() => choosePlan('complete')} testId="plan-complete">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="text-lg font-semibold text-slate-900">{complete.name}</span>
                  {complete.popular && (
                    <span className="rounded-full bg-blue-700 px-2.5 py-0.5 text-xs font-semibold text-white">Recomendado</span>
                  )}
                </span>
                <span className="mt-2 flex flex-wrap items-baseline gap-x-2 gap-y-1">
                  <span className="text-3xl font-bold text-slate-900">{complete.price}</span>
                  {complete.referencePrice && (
                    <s className="text-base text-slate-600">
                      <span className="sr-only">Precio de referencia: </span>
                      {complete.referencePrice}
                    </s>
                  )}
                  {complete.savings && (
                    <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-semibold text-emerald-800">Ahorra {complete.savings}</span>
                  )}
                </span>
                {complete.upgrade && (
                  <span className="mt-2 block text-sm font-medium text-emerald-800" data-testid="upgrade-credit">
                    Precio del curso <s>{complete.upgrade.listPrice}</s>, menos {complete.upgrade.credit} que ya pagaste por tus módulos
                  </span>
                )}
                <span className="mt-2 block text-sm leading-relaxed text-slate-700">{complete.description}</span>
              </RadioCard>
            )}
            {single && (
              <RadioCard name="plan" value="module" checked={selection.plan === 'module'} onChange={() => choosePlan('module')} testId="plan-module">
                <span className="text-lg font-semibold text-slate-900">{single.name}</span>
                <span className="mt-2 flex items-baseline gap-1.5">
                  {single.from && <span className="text-base font-medium text-slate-700">desde</span>}
                  <span className="text-3xl font-bold text-slate-900">{single.price}</span>
                </span>
                <span className="mt-2 block text-sm leading-relaxed text-slate-700">{single.description}</span>
              </RadioCard>
            )}
          </div>
        </fieldset>

        {selection.plan === 'module' && (
          <fieldset>
            <legend className="text-xl font-semibold text-slate-900">2. Elige el módulo</legend>
            <div className="mt-4 grid gap-3 sm:grid-cols-2">
              {modules.map((m) => {
                const isOwned = owned?.includes(m.slug) ?? false
                return (
                  <RadioCard
                    key={m.slug}
                    name="module"
                    value={m.slug}
                    checked={selection.module === m.slug && !m.comingSoon}
                    disabled={m.comingSoon}
                    onChange={() => chooseModule(m.slug)}
                    testId={`module-${m.slug}`}
                    compact
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="rounded-md bg-blue-50 px-2 py-0.5 text-sm font-bold text-blue-800">{m.code}</span>
                      {m.comingSoon ? (
                        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">Próximamente</span>
                      ) : (
                        <span className="text-sm font-semibold text-slate-900">{m.price}</span>
                      )}
                      {isOwned && (
                        <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">Ya lo tienes</span>
                      )}
                    </span>
                    <span className="mt-1.5 block font-semibold text-slate-900">{m.title}</span>
                    <span className="mt-1 line-clamp-3 text-sm text-slate-600">{m.description}</span>
                  </RadioCard>
                )
              })}
            </div>
          </fieldset>
        )}
      </div>

      <div className="space-y-6 lg:sticky lg:top-6">
        <section aria-labelledby="resumen" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="checkout-summary">
          <h2 id="resumen" className="text-lg font-semibold text-slate-900">
            Resumen de tu compra
          </h2>
          {summary ? (
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
                <dl className="mt-4 space-y-1 border-t border-slate-200 pt-4 text-sm text-slate-700" data-testid="summary-breakdown">
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
          ) : (
            <p className="mt-3 text-sm text-slate-600">
              {selection.plan === 'module' ? 'Elige un módulo para ver el resumen.' : 'Elige un plan para ver el resumen.'}
            </p>
          )}

          {summary && (
            <PromotionCodeField selection={selection} code={code} />
          )}

          <div className="mt-5 flex items-start gap-3">
            <input
              id={ids.business}
              type="checkbox"
              checked={business}
              onChange={(e) => setBusiness(e.target.checked)}
              aria-describedby={ids.businessHint}
              className="mt-1 h-4 w-4 shrink-0 accent-blue-700"
              data-testid="business-invoice"
            />
            <div>
              <label htmlFor={ids.business} className="text-sm font-medium text-slate-800">
                Necesito factura a nombre de empresa
              </label>
              <p id={ids.businessHint} className="text-xs text-slate-600">
                En el pago te pediremos la razón social y el NIF o número de IVA intracomunitario.
              </p>
            </div>
          </div>

          <div className="mt-5">
            <div className="flex items-start gap-3">
              <input
                ref={termsRef}
                id={ids.terms}
                type="checkbox"
                checked={accepted}
                onChange={(e) => {
                  setAccepted(e.target.checked)
                  if (e.target.checked) setTermsError(false)
                }}
                required
                aria-invalid={termsError || undefined}
                aria-describedby={termsError ? ids.termsError : undefined}
                className="mt-1 h-4 w-4 shrink-0 accent-blue-700"
              />
              <label htmlFor={ids.terms} className="text-sm leading-relaxed text-slate-700">
                {TERMS_TEXT_BEFORE}
                <Link
                  href="/terminos"
                  target="_blank"
                  rel="noopener"
                  aria-describedby={ids.newTab}
                  className="font-medium text-blue-800 underline underline-offset-2 hover:text-blue-900"
                >
                  {TERMS_LINK_TEXT}
                </Link>
                {TERMS_TEXT_AFTER}
              </label>
            </div>
            <span id={ids.newTab} hidden>
              Se abre en una pestaña nueva
            </span>
            <p id={ids.termsError} aria-live="polite" className="mt-2 text-sm font-medium text-red-700">
              {termsError ? CHECKOUT_MESSAGES.terms : ''}
            </p>
          </div>

          <div className="mt-3">
            <div className="flex items-start gap-3">
              <input
                ref={consentRef}
                id={ids.consent}
                type="checkbox"
                checked={consented}
                onChange={(e) => {
                  setConsented(e.target.checked)
                  if (e.target.checked) setConsentError(false)
                }}
                required
                aria-invalid={consentError || undefined}
                aria-describedby={consentError ? ids.consentError : undefined}
                className="mt-1 h-4 w-4 shrink-0 accent-blue-700"
                data-testid="withdrawal-consent"
              />
              <label htmlFor={ids.consent} className="text-sm leading-relaxed text-slate-700">
                {WITHDRAWAL_CONSENT.text}
              </label>
            </div>
            <p id={ids.consentError} aria-live="polite" className="mt-2 text-sm font-medium text-red-700">
              {consentError ? CHECKOUT_MESSAGES.withdrawal : ''}
            </p>
          </div>

          <div id={ids.notice} aria-live="polite" data-testid="checkout-notice">
            {issue && (
              <div
                className={`mt-3 rounded-lg border px-4 py-3 text-sm ${
                  issue.kind === 'owned' ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-slate-200 bg-slate-50 text-slate-800'
                }`}
              >
                <p className="font-semibold">{issue.title}</p>
                <p className="mt-0.5">{issue.message}</p>
                {issue.kind === 'owned' && (
                  <p className="mt-1">
                    {account || !chosenModule ? (
                      <Link href="/dashboard" className="font-medium text-blue-800 underline underline-offset-2">
                        Ir a mi panel
                      </Link>
                    ) : (
                      <Link href={`/curso/${chosenModule.slug}`} className="font-medium text-blue-800 underline underline-offset-2">
                        Leer {chosenModule.code} online
                      </Link>
                    )}
                  </p>
                )}
              </div>
            )}
          </div>

          <button
            type="submit"
            disabled={disabled}
            aria-describedby={issue ? ids.notice : undefined}
            aria-busy={processing || undefined}
            className="mt-4 w-full rounded-lg bg-blue-700 px-5 py-3 text-center font-semibold text-white shadow-sm hover:bg-blue-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700"
          >
            {processing ? 'Procesando...' : summary ? `Pagar ${total}` : 'Pagar'}
          </button>
          <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-slate-600">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5 fill-slate-500">
              <path d="M10 1a4 4 0 0 0-4 4v3H5a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7a2 2 0 0 0-2-2h-1V5a4 4 0 0 0-4-4Zm-2 7V5a2 2 0 1 1 4 0v3H8Z" />
            </svg>
            Pago seguro con Stripe. Te llevaremos a su página de pago.
          </p>
        </section>

        <AccountCard account={account} guest={guest} modules={modules} signInHref={`/auth?redirect=${encodeURIComponent(checkoutPath(selection))}`} />
      </div>
    </form>
  )
}

function summaryOf(
  selection: Selection,
  ctx: {
    complete: CheckoutPlanView | null
    single: CheckoutPlanView | null
    chosenModule: CheckoutModuleView | null
    selectable: CheckoutModuleView[]
    comingSoon: CheckoutModuleView[]
  },
) {
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

function RadioCard({
  name,
  value,
  checked,
  disabled = false,
  onChange,
  testId,
  compact = false,
  children,
}: {
  name: string
  value: string
  checked: boolean
  disabled?: boolean
  onChange: () => void
  testId: string
  compact?: boolean
  children: ReactNode
}) {
  return (
    <label
      data-testid={testId}
      className={`flex h-full gap-3 rounded-xl border bg-white shadow-sm transition-colors ${compact ? 'p-4' : 'p-5'} ${
        disabled
          ? 'cursor-not-allowed border-slate-200 bg-slate-50 opacity-75'
          : checked
            ? 'cursor-pointer border-blue-700 ring-1 ring-blue-700'
            : 'cursor-pointer border-slate-200 hover:border-slate-400'
      }`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="mt-1.5 h-4 w-4 shrink-0 accent-blue-700"
      />
      <span className="flex min-w-0 flex-1 flex-col">{children}</span>
    </label>
  )
}
