import { describe, expect, it } from 'vitest'

import { buyerAccountPlan, type BuyerCredential, type BuyerSituation } from '@/accounts/buyer-account-rule'
import { seatsPaidEmail } from '@/commerce/emails'

const link = (proof: 'address' | 'order' = 'address'): BuyerCredential => ({
  kind: 'link',
  email: 'ana@empresa.es',
  proof: proof === 'address' ? { kind: 'address' } : { kind: 'order', orderId: 7 },
})
const checkout = (guestTeam = true) => ({ kind: 'checkout', email: 'ana@empresa.es', orderId: 7, guestTeam }) as const
const situation = (over: Partial<BuyerSituation>): BuyerSituation => ({
  credential: link(),
  guestTeams: 1,
  accountExists: false,
  signedInEmail: null,
  ...over,
})

describe('who may create a team buyer’s account from which credential', () => {
  it('an e-mailed link proves the address: a confirmed account with everything of the address', () => {
    expect(buyerAccountPlan(situation({}))).toEqual({ ok: true, confirmed: true, attach: 'address' })
  })

  it('the browser that paid proves its order: an unconfirmed account with that order’s team only', () => {
    expect(buyerAccountPlan(situation({ credential: checkout(), guestTeams: 3 }))).toEqual({
      ok: true,
      confirmed: false,
      attach: { team: 7 },
    })
  })

  it('refuses what the credential does not prove, with a Spanish 4xx', () => {
    const refused = (s: Partial<BuyerSituation>) => {
      const plan = buyerAccountPlan(situation(s))
      if (plan.ok) throw new Error('allowed')
      return [plan.status, plan.reason, plan.message] as const
    }
    expect(refused({ credential: null })).toEqual([
      403,
      'no-credential',
      expect.stringMatching(/no es válido o ha caducado/),
    ])
    expect(refused({ credential: link('order') })).toEqual([
      403,
      'order-only',
      expect.stringMatching(/solo abre la compra/),
    ])
    expect(refused({ guestTeams: 0 })).toEqual([404, 'no-team', expect.stringMatching(/ningún equipo/)])
    expect(refused({ credential: checkout(false) })).toEqual([404, 'no-team', expect.any(String)])
    expect(refused({ accountExists: true })).toEqual([
      409,
      'account-exists',
      expect.stringMatching(/Ya existe una cuenta con ana@empresa\.es/),
    ])
    // once the account exists its teams are in it: asking again from either credential says so
    expect(refused({ credential: checkout(false), accountExists: true })[1]).toBe('account-exists')
    expect(refused({ guestTeams: 0, accountExists: true })[1]).toBe('account-exists')
    expect(refused({ signedInEmail: 'otra@empresa.es' })).toEqual([
      409,
      'signed-in',
      expect.stringMatching(/otra@empresa\.es/),
    ])
    // a signed-in visitor is refused before anything about the address is said
    expect(refused({ signedInEmail: 'otra@empresa.es', accountExists: true })[1]).toBe('signed-in')
  })
})

describe('the seats e-mail says what its link does', () => {
  const base = {
    siteName: 'Academia GEO',
    supportEmail: 'ayuda@academiageo.es',
    purpose: 'team' as const,
    quantity: 3,
    teamUrl: 'https://a.es/equipo',
    recipientEmail: null,
    deliverAt: null,
  }
  it('a guest buyer creates the account from the link in one step, no confirmation round trip', () => {
    const mail = seatsPaidEmail({ ...base, guestLink: 'https://a.es/guest-access?token=abc' })
    expect(mail.text).toMatch(/crea tu cuenta en un solo paso/)
    expect(mail.text).not.toMatch(/confírmala/)
    expect(mail.text).toContain('Crear mi cuenta e invitar a mi equipo: https://a.es/guest-access?token=abc')
  })
  it('the buyer of a gift is given the way to see it, change its day or withdraw: their link as a guest, their dashboard with an account', () => {
    const gift = {
      ...base,
      purpose: 'gift' as const,
      quantity: 1,
      teamUrl: 'https://a.es/dashboard#regalos',
      recipientEmail: 'marta@correo.es',
      deliverAt: '2026-12-24T08:00:00.000Z',
    }
    const guest = seatsPaidEmail({ ...gift, guestLink: 'https://a.es/guest-access?token=abc' })
    expect(guest.text).toContain('Ver el regalo, cambiar la fecha o desistir: https://a.es/guest-access?token=abc')
    expect(guest.html).toContain('href="https://a.es/guest-access?token=abc"')
    expect(seatsPaidEmail({ ...gift, guestLink: null }).text).toContain(
      'Ver el regalo, cambiar la fecha o desistir: https://a.es/dashboard#regalos',
    )
  })
  it('a buyer with an account goes to the team page', () => {
    const mail = seatsPaidEmail({ ...base, guestLink: null })
    expect(mail.text).toContain('Invita a tu equipo: https://a.es/equipo')
    expect(mail.text).not.toMatch(/sin cuenta/)
  })
})
