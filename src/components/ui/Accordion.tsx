'use client'

import { useId, useState, type ReactNode } from 'react'

export interface AccordionItem {
  id: string
  question: string
  answer: ReactNode
}

/** FAQ accordion: one item open at a time; the open one closes again on a second click. */
export function Accordion({ items, defaultOpen = null }: { items: AccordionItem[]; defaultOpen?: string | null }) {
  const [open, setOpen] = useState<string | null>(defaultOpen)
  const base = useId()
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" data-testid="accordion">
      {items.map((item) => {
        const expanded = open === item.id
        const panelId = `${base}-${item.id}-panel`
        return (
          <div key={item.id}>
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700"
              >
                {item.question}
                <span
                  aria-hidden="true"
                  className={`text-slate-500 transition-transform ${expanded ? 'rotate-45' : ''}`}
                >
                  +
                </span>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-label={item.question}
              hidden={!expanded}
              className="px-5 pb-5 text-slate-700"
            >
              {item.answer}
            </div>
          </div>
        )
      })}
    </div>
  )
}
