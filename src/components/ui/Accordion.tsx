import type { ReactNode } from 'react'

export interface AccordionItem {
  id: string
  question: string
  answer: ReactNode
}

/**
 * FAQ accordion: native disclosures (no script) sharing one `name`, so the browser keeps one item open at a
 * time; the open one closes again on a second click or Enter. Each question stays a heading.
 */
export function Accordion({ items, name = 'faq' }: { items: AccordionItem[]; name?: string }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" data-testid="accordion">
      {items.map((item) => (
        <details key={item.id} name={name}>
          <summary className="faq-q">
            <h3>{item.question}</h3>
          </summary>
          <div className="px-5 pb-5 text-slate-700">{item.answer}</div>
        </details>
      ))}
    </div>
  )
}
