'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { requestJson } from '../http'

/*
 * The support desk's requests (src/components/admin/SupportActions.tsx, SeatRefundForm.tsx): one at a time,
 * answered in the section's status line, the desk following what they set off.
 */

/** Sends one desk request; a refusal throws its Spanish message. */
export async function send(url: string, method: 'POST' | 'PATCH', body: unknown) {
  const result = await requestJson<{ message?: string }>(method, url, body)
  if (!result.ok) throw new Error(result.status === 0 || result.body ? result.error : 'No se pudo completar la acción.')
  return result.body ?? {}
}

/** How long, and how often, the desk follows what an action set off (Stripe's refund events, queued e-mails). */
const FOLLOW_MS = 20_000
const FOLLOW_EVERY_MS = 2_000

/** One follower for the whole desk: it outlives the button that started it (a refunded order loses its button). */
let following: ReturnType<typeof setInterval> | null = null

/**
 * Refreshes the desk at once and then every few seconds for a while: a refund is recorded when Stripe's
 * events arrive and an e-mail when the queue sends it, so the page follows them without a reload.
 */
function useFollow() {
  const router = useRouter()
  return () => {
    router.refresh()
    if (following) clearInterval(following)
    const until = Date.now() + FOLLOW_MS
    following = setInterval(() => {
      if (Date.now() <= until) return router.refresh()
      if (following) clearInterval(following)
      following = null
    }, FOLLOW_EVERY_MS)
  }
}

/**
 * One support action at a time: sends the request, shows the answer (or the error) in the section's
 * status line and keeps the desk up to date.
 */
export function useSupportAction() {
  const follow = useFollow()
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  async function perform(url: string, method: 'POST' | 'PATCH', body: unknown, done?: string, onSuccess?: () => void) {
    setBusy(true)
    setMessage('')
    try {
      const data = await send(url, method, body)
      setMessage(done ?? data.message ?? '')
      follow()
      onSuccess?.()
    } catch (error) {
      setMessage((error as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return { message, busy, perform }
}
