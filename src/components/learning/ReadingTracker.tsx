'use client'

import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { requestJson } from '@/components/http'
import { Checkbox } from '@/components/ui/Checkbox'
import { Notice } from '@/components/ui/Notice'
import { progressOf } from '@/learning/percent'
import { ReadClock, countWords, inView, requiredVisibleMs } from '@/learning/read-rule'

interface SectionRef {
  anchor: string
  title: string
}

const FLUSH_MS = 5_000
const TICK_MS = 1_000
const THRESHOLDS = Array.from({ length: 21 }, (_, i) => i / 20)

/**
 * The owner's progress in this module, and the reader that keeps it: sections in view long enough
 * count as read (src/learning/read-rule.ts), timed with one IntersectionObserver; what became read is
 * sent in one small request every few seconds (and when the tab is hidden or closed, `keepalive`),
 * never while the page renders. The learner marks or unmarks any section by hand. Rendered on the
 * server with the stored state: nothing moves when it starts.
 */
export function ReadingTracker({
  moduleSlug,
  moduleId,
  sections,
  initialRead,
  unmarked,
}: {
  moduleSlug: string
  moduleId: number
  sections: SectionRef[]
  initialRead: string[]
  unmarked: string[]
}) {
  const [read, setRead] = useState(() => new Set(initialRead))
  const [error, setError] = useState('')
  const pending = useRef(new Set<string>())
  const skipped = useRef(new Set([...initialRead, ...unmarked]))
  const progress = useMemo(
    () =>
      progressOf({ id: moduleId, slug: moduleSlug, code: '', title: '', anchors: sections.map((s) => s.anchor) }, read),
    [moduleId, moduleSlug, sections, read],
  )

  const flush = useCallback(
    (keepalive = false) => {
      if (!pending.current.size) return
      const seen = [...pending.current]
      pending.current.clear()
      void requestJson('POST', '/api/learning/progress', { module: moduleSlug, seen }, { keepalive }).then((r) => {
        // A failed report is sent again with the next one.
        if (!r.ok && r.status !== 403 && r.status !== 401) seen.forEach((a) => pending.current.add(a))
      })
    },
    [moduleSlug],
  )

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    const elements = sections
      .map((s) => document.getElementById(s.anchor))
      .filter((el): el is HTMLElement => Boolean(el))
    const clock = new ReadClock(
      new Map(elements.map((el) => [el.id, requiredVisibleMs(countWords(el.textContent ?? ''))])),
    )
    for (const anchor of skipped.current) clock.skip(anchor)
    const observer = new IntersectionObserver(
      (entries) => {
        const now = performance.now()
        for (const entry of entries) {
          const visible =
            document.visibilityState === 'visible' &&
            inView({
              visibleHeight: entry.intersectionRect.height,
              sectionHeight: entry.boundingClientRect.height,
              windowHeight: entry.rootBounds?.height ?? window.innerHeight,
            })
          clock.observe(entry.target.id, visible, now)
        }
      },
      { threshold: THRESHOLDS },
    )
    elements.forEach((el) => observer.observe(el))
    const tick = window.setInterval(() => {
      const now = performance.now()
      const due = clock.due(now).filter((a) => !skipped.current.has(a))
      if (!due.length) return
      due.forEach((a) => pending.current.add(a))
      setRead((prev) => new Set([...prev, ...due]))
    }, TICK_MS)
    const send = window.setInterval(() => flush(), FLUSH_MS)
    const onVisibility = () => {
      const now = performance.now()
      if (document.visibilityState === 'hidden') {
        clock.pauseAll(now)
        flush(true)
      } else {
        // Fresh entries for the sections in view now.
        elements.forEach((el) => {
          observer.unobserve(el)
          observer.observe(el)
        })
      }
    }
    const onHide = () => flush(true)
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('pagehide', onHide)
    return () => {
      observer.disconnect()
      window.clearInterval(tick)
      window.clearInterval(send)
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('pagehide', onHide)
      flush(true)
    }
  }, [sections, flush])

  const toggle = async (anchor: string, value: boolean) => {
    setError('')
    skipped.current.add(anchor)
    pending.current.delete(anchor)
    setRead((prev) => {
      const next = new Set(prev)
      if (value) next.add(anchor)
      else next.delete(anchor)
      return next
    })
    const result = await requestJson('POST', '/api/learning/progress', {
      module: moduleSlug,
      mark: { section: anchor, read: value },
    })
    if (!result.ok) setError(result.error)
  }

  const nextTitle = sections.find((s) => s.anchor === progress.next)?.title
  return (
    <section
      aria-labelledby="tu-progreso-title"
      className="mt-8 max-w-3xl rounded-xl border border-blue-100 bg-blue-50/60 p-5"
      data-testid="reading-progress"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="tu-progreso-title" className="text-lg font-semibold text-slate-900">
          Tu progreso en este módulo
        </h2>
        <p className="text-sm text-slate-700" data-testid="reading-percent" aria-live="polite">
          <span className="text-xl font-bold text-slate-900">{progress.percent} %</span> · {progress.read} de{' '}
          {progress.total} secciones leídas
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Secciones leídas de este módulo"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        className="mt-3 h-2 overflow-hidden rounded-full bg-white ring-1 ring-blue-100"
      >
        <div
          className="h-full rounded-full bg-blue-700 transition-[width] duration-500"
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      <p className="mt-3 min-h-6 text-sm">
        {progress.next ? (
          <a
            href={`#${progress.next}`}
            className="font-semibold text-blue-800 underline-offset-2 hover:underline"
            data-testid="reading-continue"
          >
            Continuar: {nextTitle}
          </a>
        ) : (
          <span className="font-semibold text-emerald-800">Has leído todo el módulo.</span>
        )}
      </p>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-slate-800">
          Marcar secciones como leídas o no leídas
        </summary>
        <ul className="mt-3 space-y-1.5">
          {sections.map((s) => (
            <li key={s.anchor}>
              <Checkbox
                label={s.title}
                checked={read.has(s.anchor)}
                onChange={(e) => void toggle(s.anchor, e.target.checked)}
                data-testid={`mark-${s.anchor}`}
              />
            </li>
          ))}
        </ul>
        <p className="mt-3 text-slate-600">
          Una sección cuenta como leída cuando la tienes a la vista el tiempo suficiente para recorrerla, o cuando
          descargas la guía en PDF del módulo. Lo que marques o desmarques a mano se queda así.
        </p>
      </details>
      {error && (
        <Notice tone="error" className="mt-2">
          {error}
        </Notice>
      )}
    </section>
  )
}
