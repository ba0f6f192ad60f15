'use client'

import { useRef, useState } from 'react'

import { Field, inputClass } from '@/components/ui/Field'

export type PaymentMethod = 'card' | 'transfer'

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const EMAIL_MISSING = 'Indica tu email para recibir los datos de la transferencia.'

/**
 * How the buyer pays: at once on Stripe's page, or «Pagar por transferencia» (src/commerce/bank-transfer.ts).
 * A buyer with no account or guest link gives the address the transfer's instructions go to.
 */
export function usePaymentMethod({ knownEmail }: { knownEmail: boolean }) {
  const [method, setMethod] = useState<PaymentMethod>('card')
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const needsEmail = method === 'transfer' && !knownEmail
  return {
    method,
    setMethod,
    email,
    setEmail: (value: string) => {
      setEmail(value)
      if (error && EMAIL_RE.test(value.trim())) setError(null)
    },
    needsEmail,
    error,
    emailRef,
    /** false (and the field says why, focused) while a transfer still lacks its e-mail */
    ready() {
      if (!needsEmail || EMAIL_RE.test(email.trim())) return true
      setError(EMAIL_MISSING)
      emailRef.current?.focus()
      return false
    },
    /** what POST /api/checkout adds: nothing for a card payment */
    body(): { paymentMethod?: 'transfer'; email?: string } {
      if (method !== 'transfer') return {}
      return { paymentMethod: 'transfer', ...(needsEmail ? { email: email.trim() } : {}) }
    },
  }
}
export type PaymentMethodState = ReturnType<typeof usePaymentMethod>

const OPTIONS: Array<{ value: PaymentMethod; title: string; hint: string }> = [
  {
    value: 'card',
    title: 'Pagar ahora',
    hint: 'Con tarjeta u otro método inmediato en la página segura de Stripe. Acceso al momento.',
  },
  {
    value: 'transfer',
    title: 'Pagar por transferencia',
    hint: 'Te damos un IBAN, una referencia y un plazo. Tendrás acceso cuando recibamos el importe; hasta entonces no se cobra nada.',
  },
]

/** «¿Cómo quieres pagar?»: two radios, and the e-mail a transfer needs when the buyer has none yet. */
export function PaymentMethodChoice({ payment }: { payment: PaymentMethodState }) {
  return (
    <fieldset className="mt-5" data-testid="payment-method">
      <legend className="text-sm font-semibold text-slate-900">¿Cómo quieres pagar?</legend>
      <div className="mt-2 space-y-2">
        {OPTIONS.map((o) => (
          <label
            key={o.value}
            htmlFor={`payment-${o.value}-radio`}
            data-testid={`payment-${o.value}`}
            className={`flex cursor-pointer gap-3 rounded-lg border p-3 ${payment.method === o.value ? 'border-blue-700 ring-1 ring-blue-700' : 'border-slate-200 hover:border-slate-400'}`}
          >
            <input
              id={`payment-${o.value}-radio`}
              type="radio"
              name="payment-method"
              value={o.value}
              checked={payment.method === o.value}
              onChange={() => payment.setMethod(o.value)}
              aria-describedby={`payment-${o.value}-hint`}
              className="mt-1 h-4 w-4 shrink-0 accent-blue-700"
            />
            <span className="min-w-0 font-medium text-slate-900">
              {o.title}
              <span id={`payment-${o.value}-hint`} className="block text-sm font-normal leading-relaxed text-slate-700">
                {o.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      {payment.needsEmail && (
        <Field
          className="mt-3"
          label="Tu email"
          hint="Te enviaremos los datos de la transferencia y, al recibirla, tu acceso."
          error={payment.error}
        >
          {(control) => (
            <input
              {...control}
              ref={payment.emailRef}
              type="email"
              autoComplete="email"
              required
              value={payment.email}
              onChange={(e) => payment.setEmail(e.target.value)}
              className={inputClass(Boolean(payment.error))}
              data-testid="transfer-email"
            />
          )}
        </Field>
      )}
    </fieldset>
  )
}
