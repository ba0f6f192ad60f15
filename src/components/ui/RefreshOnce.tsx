'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * Renders the page again once, through a same-origin request. A visitor arriving from another site
 * (an e-mail link, Stripe) carries the session cookie, but the server does not accept it on that first,
 * cross-site request.
 */
export function RefreshOnce() {
  const router = useRouter()
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    router.refresh()
  }, [router])
  return null
}
