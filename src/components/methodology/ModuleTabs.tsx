'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

const ALL = 'todos'

export interface ModuleTab {
  value: string
  label: string
}

/**
 * Filters module cards by difficulty, «Todos» first (ARIA tabs: arrow keys, Home and End move between tabs).
 * Every card stays in the page, hidden when filtered out, so its #anchor always exists.
 */
export function ModuleTabs({
  levels,
  cards,
}: {
  levels: ModuleTab[]
  cards: { key: string; difficulty: string; card: ReactNode }[]
}) {
  const tabs = [{ value: ALL, label: 'Todos' }, ...levels]
  const [active, setActive] = useState(ALL)
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const base = useId()

  const select = (index: number) => {
    const wrapped = (index + tabs.length) % tabs.length
    setActive(tabs[wrapped].value)
    refs.current[wrapped]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }
    if (!(event.key in moves)) return
    event.preventDefault()
    select(moves[event.key])
  }
  const visible = (difficulty: string) => active === ALL || active === difficulty

  return (
    <div>
      <div role="tablist" aria-label="Filtrar módulos por nivel" className="flex flex-wrap gap-2">
        {tabs.map((tab, index) => {
          const selected = tab.value === active
          return (
            <button
              key={tab.value}
              ref={(el) => {
                refs.current[index] = el
              }}
              id={`${base}-tab-${tab.value}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
                selected ? 'bg-blue-700 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
              }`}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-tab-${active}`} className="mt-6">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="module-cards">
          {cards.map((item) => (
            <li key={item.key} hidden={!visible(item.difficulty)} data-difficulty={item.difficulty}>
              {item.card}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
