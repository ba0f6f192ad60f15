'use client'

import { useId, useState } from 'react'

import { quoteBody, type SeatBody, type Selection } from '@/commerce/checkout-selection'
import type { QuoteView } from '@/commerce/checkout-quote'
import { requestJson } from '@/components/http'
import { Button } from '@/components/ui/Button'
import { Field, inputClass } from '@/components/ui/Field'
import { Notice } from '@/components/ui/Notice'

/** A code the server accepted for the current selection, with what it takes off. */
export type AppliedCode = QuoteView & { code: string }

/**
 * The code the buyer applied, checked by the server for a selection (POST /api/checkout/quote): the
 * discount, or the Spanish reason it cannot be used. The pay button then sends it, and the server checks
 * it again and reserves its use. `apply` again with a new selection when the plan or module changes.
 */
export function usePromotionCode() {
  const [applied, setApplied] = useState<AppliedCode | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function apply(selection: Selection, code: string, seats: SeatBody | null = null) {
    if (!code.trim()) {
      setRefusal('Escribe el código antes de aplicarlo.')
      return
    }
    setBusy(true)
    const response = await requestJson<{ quote?: QuoteView }>(
      'POST',
      '/api/checkout/quote',
      quoteBody(selection, code.trim(), seats),
    )
    setBusy(false)
    const quote = response.body?.quote
    if (response.ok && quote?.code) {
      setApplied({ ...quote, code: quote.code })
      setRefusal(null)
    } else {
      setApplied(null)
      setRefusal(response.error)
    }
  }
  const refuse = (message: string) => {
    setApplied(null)
    setRefusal(message)
  }
  return { applied, refusal, busy, apply, refuse, clear: () => setApplied(null) }
}

/** «¿Tienes un código?» with its button and the server's answer. */
export function PromotionCodeField({
  selection,
  code,
  seats = null,
}: {
  selection: Selection
  code: ReturnType<typeof usePromotionCode>
  seats?: SeatBody | null
}) {
  const ids = { input: useId(), message: useId() }
  const [value, setValue] = useState('')
  const { applied, refusal, busy } = code
  const apply = (text: string) => code.apply(selection, text, seats)

  return (
    <div className="mt-5 border-t border-slate-200 pt-4" data-testid="promotion-code">
      <Field id={ids.input} label="¿Tienes un código?">
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              type="text"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault()
                  void apply(value)
                }
              }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              aria-invalid={refusal ? true : undefined}
              aria-describedby={ids.message}
              className={`${inputClass(Boolean(refusal))} min-w-0 flex-1 uppercase placeholder:normal-case`}
              placeholder="Código promocional"
              data-testid="promotion-code-input"
            />
            <Button
              variant="outline"
              size="sm"
              onClick={() => void apply(value)}
              busy={busy}
              data-testid="promotion-code-apply"
            >
              {busy ? 'Comprobando…' : 'Aplicar'}
            </Button>
          </div>
        )}
      </Field>
      <div id={ids.message} aria-live="polite" className="mt-2" data-testid="promotion-code-message">
        {refusal ? (
          <Notice tone="error" announce={false}>
            {refusal}
          </Notice>
        ) : applied ? (
          <Notice tone="success" announce={false} className="flex flex-wrap items-center gap-x-2">
            <span>
              Código {applied.code} aplicado: −{applied.discount}.
            </span>
            <Button
              variant="link"
              onClick={() => {
                code.clear()
                setValue('')
              }}
            >
              Quitar
            </Button>
          </Notice>
        ) : null}
      </div>
    </div>
  )
}
