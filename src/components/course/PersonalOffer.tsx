'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'

import { requestJson } from '@/components/http'
import { Notice } from '@/components/ui/Notice'
import { GUEST_MARKER, isMarked, SESSION_MARKER } from '@/security/presence'

type Offer = { ownsAll: true } | { amount: string; credit: string }

/**
 * The complete course's price for this visitor, on the prerendered pricing section: a buyer who owns some
 * modules pays the difference (GET /api/checkout/offer, src/commerce/upgrade-credit.ts); owners of every
 * module are told so instead of being offered it. Strangers see nothing more, and send nothing: only a
 * browser whose markers say it holds a session or a guest link asks (src/security/presence.ts).
 */
export function PersonalOffer() {
  const [offer, setOffer] = useState<Offer | null>(null)
  useEffect(() => {
    if (!isMarked(document.cookie, SESSION_MARKER) && !isMarked(document.cookie, GUEST_MARKER)) return
    let live = true
    void requestJson<{ offer?: Offer | null }>('GET', '/api/checkout/offer').then((r) => {
      if (live && r.ok && r.body?.offer) setOffer(r.body.offer)
    })
    return () => {
      live = false
    }
  }, [])
  if (!offer) return null
  if ('ownsAll' in offer) {
    return (
      <Notice tone="success" announce={false} className="mt-3 font-medium" data-testid="personal-offer">
        Ya tienes todos los módulos disponibles.{' '}
        <Link href="/dashboard" className="underline underline-offset-2">
          Ir a mi panel
        </Link>
      </Notice>
    )
  }
  return (
    <Notice tone="success" announce={false} className="mt-3" data-testid="personal-offer">
      <strong className="font-semibold">{`Para ti: ${offer.amount}.`}</strong>{' '}
      {`Te descontamos los ${offer.credit} que ya pagaste por tus módulos. `}
      <Link href="/checkout?plan=complete" className="font-medium underline underline-offset-2">
        {`Completa el curso por ${offer.amount}`}
      </Link>
    </Notice>
  )
}
