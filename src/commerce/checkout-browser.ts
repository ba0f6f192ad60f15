/**
 * The browser that started a checkout. A Checkout Session id is no secret (it travels in the success URL,
 * browser history, screenshots, support tickets): on its own it must not hand out the purchase. So
 * `POST /api/checkout` leaves an HttpOnly cookie in the buyer's browser naming the order with a MAC made
 * with the server's secret; the success page's `POST /api/checkout/verify` shows the purchase (e-mail,
 * modules, the guest's access) only to a browser holding that cookie, or to the account the order belongs
 * to. Anyone else learns only whether the session was paid; the buyer's access link is in their e-mail.
 * Stateless: nothing is stored, and the last few checkouts of one browser are all remembered (two tabs).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const CHECKOUT_COOKIE = 'ag-checkout'
/** Checkouts one browser remembers (the newest win). */
const REMEMBERED = 5
/** Longer than a Checkout Session lives (24 h) plus a late return from Stripe's page. */
const MAX_AGE_S = 2 * 24 * 3600

const mac = (orderId: number, secret: string) =>
  createHmac('sha256', secret).update(`checkout-browser:${orderId}`).digest('base64url').slice(0, 32)

function entries(cookieValue: string | null | undefined): Array<{ orderId: number; mac: string }> {
  return (cookieValue ?? '')
    .split('~')
    .slice(0, REMEMBERED)
    .map((part) => part.split('.'))
    .filter(([id, m]) => /^\d{1,10}$/.test(id ?? '') && /^[\w-]{32}$/.test(m ?? ''))
    .map(([id, m]) => ({ orderId: Number(id), mac: m }))
}

/** The cookie's value once this browser started a checkout for `orderId` (earlier ones kept, up to a few). */
export function rememberCheckout(cookieValue: string | null | undefined, orderId: number, secret: string): string {
  const kept = entries(cookieValue).filter((e) => e.orderId !== orderId)
  return [{ orderId, mac: mac(orderId, secret) }, ...kept]
    .slice(0, REMEMBERED)
    .map((e) => `${e.orderId}.${e.mac}`)
    .join('~')
}

/** Whether this browser's cookie says it started the checkout of `orderId`. */
export function startedCheckout(cookieValue: string | null | undefined, orderId: number, secret: string): boolean {
  const expected = Buffer.from(mac(orderId, secret))
  return entries(cookieValue).some((e) => e.orderId === orderId && timingSafeEqual(Buffer.from(e.mac), expected))
}

/** The Set-Cookie header: sent back only to the checkout endpoints (the success page's verify call among them). */
export const checkoutCookie = (value: string, secure: boolean) =>
  `${CHECKOUT_COOKIE}=${value}; Path=/api/checkout; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
