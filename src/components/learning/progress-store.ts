'use client'

import { requestJson } from '@/components/http'
import type { ModuleProgress } from '@/learning/percent'

/**
 * The signed-in account's reading progress in the browser (GET /api/learning/progress), read once per
 * page and shared by the islands that show it: the account menu's «Continuar» and the course
 * page's module cards. Asked only once the account menu knows somebody is signed in, so anonymous
 * visitors never send it.
 */
export interface ProgressAnswer {
  modules: ModuleProgress[]
  resume: { href: string; code: string; title: string; percent: number } | null
}

const SIGNED_IN_EVENT = 'academia:signed-in'
let pending: Promise<ProgressAnswer | null> | null = null
let askedAt = 0
let signedIn = false
/** Islands of one page share one answer; a later page (client-side navigation) asks again. */
const FRESH_MS = 3_000

export function loadProgress(): Promise<ProgressAnswer | null> {
  if (!pending || performance.now() - askedAt > FRESH_MS) {
    askedAt = performance.now()
    pending = requestJson<ProgressAnswer>('GET', '/api/learning/progress').then((r) => (r.ok ? r.body : null))
  }
  return pending
}

/** Called by the account menu with what /api/account/me said. */
export function announceAccount(isSignedIn: boolean) {
  pending = null
  signedIn = isSignedIn
  if (isSignedIn) window.dispatchEvent(new Event(SIGNED_IN_EVENT))
}

/** Runs `fn` with the progress once somebody is known to be signed in; returns the cleanup. */
export function whenSignedIn(fn: (progress: ProgressAnswer | null) => void): () => void {
  let live = true
  const run = () => void loadProgress().then((p) => live && fn(p))
  if (signedIn) run()
  window.addEventListener(SIGNED_IN_EVENT, run)
  return () => {
    live = false
    window.removeEventListener(SIGNED_IN_EVENT, run)
  }
}
