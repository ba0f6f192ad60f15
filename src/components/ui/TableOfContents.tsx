'use client'

import { useEffect, useState, type MouseEvent } from 'react'

export interface TocItem {
  /** id of the anchorable element (a section or a heading) */
  id: string
  title: string
}

/** The heading inside an anchored section, or the element itself when it is a heading. */
function headingOf(id: string): HTMLElement | null {
  const target = document.getElementById(id)
  if (!target) return null
  return target.matches('h1, h2, h3, h4') ? target : (target.querySelector<HTMLElement>('h2, h3') ?? target)
}

/**
 * "En esta página": a side column on wide screens (≥ lg) that marks the heading being read (visible at a
 * 0.5 threshold) and scrolls smoothly to a section when one of its links is followed.
 */
export function TableOfContents({ items }: { items: TocItem[] }) {
  const [active, setActive] = useState<string | null>(items[0]?.id ?? null)

  useEffect(() => {
    const visible = new Map<string, boolean>()
    const idOf = new Map<Element, string>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          visible.set(idOf.get(entry.target) ?? '', entry.isIntersecting && entry.intersectionRatio >= 0.5)
        const first = items.find((item) => visible.get(item.id))
        if (first) setActive(first.id)
      },
      { threshold: 0.5 },
    )
    for (const item of items) {
      const heading = headingOf(item.id)
      if (!heading) continue
      idOf.set(heading, item.id)
      observer.observe(heading)
    }
    return () => observer.disconnect()
  }, [items])

  function go(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const target = document.getElementById(id)
    if (!target) return
    event.preventDefault()
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
    history.replaceState(null, '', `#${id}`)
    const heading = headingOf(id)
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      heading.focus({ preventScroll: true })
    }
    setActive(id)
  }

  if (!items.length) return null
  return (
    <nav
      aria-label="En esta página"
      className="hidden lg:sticky lg:top-24 lg:block lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
      data-testid="toc"
    >
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">En esta página</p>
      <ol className="mt-3 space-y-1 border-l border-slate-200 text-sm">
        {items.map((item) => {
          const current = item.id === active
          return (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                onClick={(event) => go(event, item.id)}
                aria-current={current ? 'location' : undefined}
                data-active={current || undefined}
                className="toc-link"
              >
                {item.title}
              </a>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
