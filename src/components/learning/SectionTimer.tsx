'use client'

import { useEffect } from 'react'

import { requestJson } from '@/components/http'
import { ActiveClock, TIME_RULE } from '@/learning/time-rule'

const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart', 'scroll'] as const

/** The section at the middle of the window (the last one whose top is above it), or null. */
function sectionInView(anchors: string[]): string | null {
  const middle = window.innerHeight / 2
  let current: string | null = null
  for (const anchor of anchors) {
    const el = document.getElementById(anchor)
    if (!el) continue
    const box = el.getBoundingClientRect()
    if (box.top <= middle) current = anchor
    if (box.top <= middle && box.bottom >= middle) return anchor
  }
  return current
}

/**
 * The owner's time on each section of this module (rule: src/learning/time-rule.ts): active time only
 * (visible tab, input or scroll within the last minute), reported every 15 s with the section at the
 * middle of the window, and once more with `keepalive` when the tab is hidden or closed. Renders nothing.
 */
export function SectionTimer({ moduleSlug, anchors }: { moduleSlug: string; anchors: string[] }) {
  useEffect(() => {
    const clock = new ActiveClock(performance.now(), document.visibilityState === 'visible')
    const send = (keepalive: boolean) => {
      const activeMs = Math.min(TIME_RULE.maxReportMs, clock.take(performance.now()))
      const section = sectionInView(anchors)
      if (activeMs < TIME_RULE.minReportMs || !section) return
      void requestJson('POST', '/api/learning/time', { module: moduleSlug, section, activeMs }, { keepalive })
    }
    const onActivity = () => clock.activity(performance.now())
    const onVisibility = () => {
      const visible = document.visibilityState === 'visible'
      // Hidden: the time up to now is counted, then reported at once; nothing counts until it is shown again.
      clock.visibility(visible, performance.now())
      if (!visible) send(true)
    }
    const onHide = () => send(true)
    const beat = window.setInterval(() => send(false), TIME_RULE.beatMs)
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true })
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('pagehide', onHide)
    return () => {
      window.clearInterval(beat)
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity)
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('pagehide', onHide)
    }
  }, [moduleSlug, anchors])
  return null
}
