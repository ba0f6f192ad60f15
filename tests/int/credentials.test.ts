/**
 * A credential opens only what it proves (issue 33; the rule: src/entitlements/credentials.ts, the table in
 * the README). Stripe does not check the e-mail typed on its page, so a stranger can pay for a module
 * typing someone else's address: the browser that started that checkout proves that order, nothing else.
 *
 * First the three attacks of the issue, then the whole matrix: every credential kind × every capability,
 * allowed and refused, each in its own world — a victim who bought F5 as a guest (and a team, as a guest),
 * and an attacker's browser that paid for F2 typing the victim's address. Every assertion is an HTTP answer.
 */
import { describe, expect, it } from 'vitest'

import { api, appUrl, cookiesFrom, login, ownAddress } from '../support/api'
import { confirmAddress } from '../support/confirm-email'
import { mailbox, waitForMail } from '../support/mail'
import { testPayload } from '../support/payload'
import { waitFor } from '../support/stripe'
import { PASSWORD, stamp, teamOrder } from '../support/teams'
import { buyThroughStripe } from '../support/purchase'

const context = { system: true, skipRevalidate: true }

/** Starts a checkout of one module from a fresh browser and pays it typing `email`; answers the browser's cookie and the order. */
const buyAsGuest = (module: string, email: string) => buyThroughStripe({ productType: 'module', module }, { email })

const invoiceOf = (orderId: number) =>
  waitFor(async () => {
    const { docs } = await (
      await testPayload()
    ).find({ collection: 'invoices', where: { order: { equals: orderId } }, depth: 0 })
    return docs[0]
  }, 30_000)

/** The token of a link e-mailed to `email` (the purchase e-mail's «Acceder a mis guías»). */
async function emailedLink(email: string) {
  const mail = await waitForMail(email, (m) => /guest-access\?token=/.test(m.text))
  return /guest-access\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]
}

async function signUp(email: string) {
  const signup = await api('POST', '/api/account/signup', {
    headers: ownAddress(),
    body: { name: 'Alguien', email, password: PASSWORD },
  })
  expect(signup.status, JSON.stringify(signup.body)).toBe(201)
  return login(email, PASSWORD)
}

/**
 * The victim's world: they bought F5 as a guest (order V, its invoice, the purchase e-mail with their link)
 * and a team as a guest (its manager row names only their address); then an attacker's fresh browser paid
 * for F2 typing the victim's address (order A) and opened the success page.
 */
async function world() {
  const payload = await testPayload()
  const victim = `victima-${stamp()}@example.com`
  const bought = await buyAsGuest('f5', victim)
  const link = await emailedLink(victim)
  const invoice = await invoiceOf(bought.order.id)
  const team = await teamOrder({ free: 2 })
  await payload.update({ collection: 'orders', id: team.order.id, data: { user: null, email: victim }, context })
  const { docs: managers } = await payload.find({
    collection: 'team-managers',
    where: { team: { equals: team.order.id } },
    depth: 0,
  })
  await payload.update({
    collection: 'team-managers',
    id: managers[0].id,
    data: { user: null, email: victim, activeKey: `team:${team.order.id}:email:${victim}` },
    context,
  })

  const attack = await buyAsGuest('f2', victim)
  const verified = await api('POST', '/api/checkout/verify', {
    body: { sessionId: attack.sessionId },
    headers: { cookie: attack.browser },
  })
  expect(verified.body, JSON.stringify(verified.body)).toMatchObject({ success: true, buyer: true, moduleIds: ['f2'] })
  expect(typeof verified.body.accessToken).toBe('string')
  return {
    victim,
    link,
    order: bought.order,
    invoice,
    team: team.order.id,
    managerRow: managers[0].id,
    orderA: attack.order,
    checkout: { token: verified.body.accessToken as string, cookie: cookiesFrom(verified.headers) },
  }
}
type World = Awaited<ReturnType<typeof world>>

/** Whether the victim's purchases and team are still theirs: their F5 row a guest row, their manager row on the address. */
async function victimStillHolds(w: World) {
  const payload = await testPayload()
  const { docs: rows } = await payload.find({
    collection: 'entitlements',
    where: { and: [{ order: { equals: w.order.id } }, { revokedAt: { exists: false } }] },
    depth: 0,
  })
  const manager = await payload.findByID({
    collection: 'team-managers',
    id: w.managerRow,
    depth: 0,
    disableErrors: true,
  })
  const order = await payload.findByID({ collection: 'orders', id: w.order.id, depth: 0 })
  return (
    rows.length === 1 &&
    !rows[0].user &&
    !!manager &&
    !manager.user &&
    !manager.removedAt &&
    !order.withdrawal?.requestedAt &&
    order.status === 'paid'
  )
}

describe('the three attacks of issue 33: a stranger who typed the victim address at checkout', () => {
  it('the success page’s token opens the order it paid for, and nothing else of the address', async () => {
    const w = await world()
    const { token } = w.checkout
    // what the attacker paid for: theirs on the success page
    expect((await api('GET', `/api/guides/f2?token=${token}`)).status).toBe(200)
    // the victim's F5, their orders, their invoice, their refund: refused
    expect((await api('GET', `/api/guides/f5?token=${token}`)).status).toBe(403)
    const page = await (await fetch(`${appUrl()}/guest-access?token=${token}`)).text()
    expect(page).toContain('data-testid="invalid-link"')
    expect(page).not.toContain(w.victim)
    expect((await api('GET', `/api/invoice-pdf/${w.invoice.id}?token=${token}`)).status).toBe(403)
    const withdrawal = await api('POST', '/api/withdrawal', { body: { orderId: w.order.id, token } })
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(403)
    // …nor its own order's withdrawal: that is an address-wide action (the refund goes to the address's owner)
    expect((await api('POST', '/api/withdrawal', { body: { orderId: w.orderA.id, token } })).status).toBe(403)
    // the attacker's download counted as first use of their order only, never of the victim's
    const payload = await testPayload()
    expect((await payload.findByID({ collection: 'orders', id: w.order.id, depth: 0 })).firstUse?.at ?? null).toBeNull()
    expect(await victimStillHolds(w)).toBe(true)
  }, 120_000)

  it('an account signed up with the victim address cannot attach their purchases or team with that token', async () => {
    const w = await world()
    const jwt = await signUp(w.victim)
    const attach = await api('POST', '/api/guest-access/attach', { token: jwt, body: { token: w.checkout.token } })
    expect(attach.status, JSON.stringify(attach.body)).toBe(403)
    expect((await api('POST', '/api/teams/report', { token: jwt, body: { team: w.team } })).status).toBe(404)
    expect(
      (
        await api('POST', '/api/teams/invite', {
          token: jwt,
          body: { team: w.team, email: `intrusa-${stamp()}@example.com` },
        })
      ).status,
    ).toBe(404)
    // erasing that account leaves the victim's access and their manager row
    const start = await api('POST', '/api/account/erase/start', { token: jwt, body: { password: PASSWORD } })
    expect(start.status).toBe(200)
    expect(
      (
        await api('POST', '/api/account/erase/confirm', {
          token: jwt,
          body: { token: start.body.token, confirm: 'ELIMINAR' },
        })
      ).status,
    ).toBe(200)
    expect(await victimStillHolds(w)).toBe(true)
  }, 120_000)

  it('the token cannot re-invoice the victim sale to another company; the victim still can', async () => {
    const w = await world()
    const details = { name: 'Empresa Ajena, S.L.', taxId: 'B12345674', address: 'Calle Falsa 1, 28001 Madrid' }
    const forged = await api('POST', `/api/invoice-full/${w.invoice.id}`, {
      body: { ...details, token: w.checkout.token },
    })
    expect(forged.status, JSON.stringify(forged.body)).toBe(403)
    const payload = await testPayload()
    expect(
      (await payload.count({ collection: 'invoices', where: { substitutes: { equals: w.invoice.id } } })).totalDocs,
    ).toBe(0)
    // the victim's own link (e-mailed to the address) asks for it
    const own = await api('POST', `/api/invoice-full/${w.invoice.id}`, {
      body: { name: 'Víctima Real', taxId: '12345678Z', address: 'Calle Mayor 2, 28013 Madrid', token: w.link },
    })
    expect(own.status, JSON.stringify(own.body)).toBe(201)
  }, 120_000)
})

type Cell = 'open' | 'refused' | 'n/a'
const CAPABILITIES = [
  'order A',
  'other orders',
  'listing',
  'invoice PDF',
  'full invoice',
  'withdrawal',
  'attach',
  'guest-bought team',
  'export',
  'erasure',
] as const
type Capability = (typeof CAPABILITIES)[number]
type Row = Record<Capability, Cell>

/**
 * What each credential opens. «order A»: the modules the attacker's order granted, read online and as
 * guides; «other orders»: the victim's F5, the same two ways; «listing»: the address's orders (the guest
 * page; an account's data export); «attach» and «guest-bought team»: with an account of the address signed
 * in; «export» and «erasure»: of the address's guest purchases, through an account.
 */
const EXPECTED: Record<string, Row> = {
  none: {
    'order A': 'refused',
    'other orders': 'refused',
    listing: 'refused',
    'invoice PDF': 'refused',
    'full invoice': 'refused',
    withdrawal: 'refused',
    attach: 'refused',
    'guest-bought team': 'refused',
    export: 'n/a',
    erasure: 'n/a',
  },
  'checkout browser of order A': {
    'order A': 'open',
    'other orders': 'refused',
    listing: 'refused',
    'invoice PDF': 'refused',
    'full invoice': 'refused',
    withdrawal: 'refused',
    attach: 'refused',
    'guest-bought team': 'refused',
    export: 'n/a',
    erasure: 'n/a',
  },
  'link e-mailed to the address': {
    'order A': 'open',
    'other orders': 'open',
    listing: 'open',
    'invoice PDF': 'open',
    'full invoice': 'open',
    withdrawal: 'open',
    attach: 'open',
    'guest-bought team': 'open',
    export: 'n/a',
    erasure: 'n/a',
  },
  'unconfirmed account': {
    'order A': 'refused',
    'other orders': 'refused',
    listing: 'refused',
    'invoice PDF': 'refused',
    'full invoice': 'refused',
    withdrawal: 'refused',
    attach: 'n/a',
    'guest-bought team': 'refused',
    export: 'refused',
    erasure: 'refused',
  },
  'confirmed account': {
    'order A': 'open',
    'other orders': 'open',
    listing: 'open',
    'invoice PDF': 'open',
    'full invoice': 'open',
    withdrawal: 'open',
    attach: 'n/a',
    'guest-bought team': 'open',
    export: 'open',
    erasure: 'open',
  },
  'account after an unconfirmed e-mail change': {
    'order A': 'refused',
    'other orders': 'refused',
    listing: 'refused',
    'invoice PDF': 'refused',
    'full invoice': 'refused',
    withdrawal: 'refused',
    attach: 'n/a',
    'guest-bought team': 'refused',
    export: 'refused',
    erasure: 'refused',
  },
}

/** How a credential is presented: a guest token (and the browser cookie it leaves), or an account's session. */
interface Presented {
  token?: string
  cookie?: string
  jwt?: string
}

const opened = (ok: boolean): Cell => (ok ? 'open' : 'refused')
const both = (a: boolean, b: boolean, what: string): Cell => {
  if (a !== b) throw new Error(`${what}: the guide and the page disagree (${a} / ${b})`)
  return opened(a)
}

/** A module read online (premium sections shown) and its guide downloaded, with this credential. */
async function reads(slug: string, as: Presented) {
  const cookie = [as.cookie, as.jwt ? `payload-token=${as.jwt}` : ''].filter(Boolean).join('; ')
  const page = await fetch(`${appUrl()}/curso/${slug}`, {
    headers: { 'Sec-Fetch-Site': 'same-origin', ...(cookie ? { Cookie: cookie } : {}) },
  })
  const html = await page.text()
  const online = page.status === 200 && !html.includes('data-testid="locked-teaser"')
  const guide = await api('GET', `/api/guides/${slug}${as.token ? `?token=${as.token}` : ''}`, { token: as.jwt })
  expect([200, 401, 403]).toContain(guide.status)
  return both(guide.status === 200, online, slug)
}

/** Refused: 401, 403, 404 (not among yours). Anything else got past the credential (a 400 about the details, a 409 about the rule). */
const past = (status: number) => {
  expect(status).toBeLessThan(500)
  return ![401, 403, 404].includes(status)
}

async function probe(w: World, as: Presented, kind: 'guest' | 'account'): Promise<Row> {
  const row = {} as Row
  row['order A'] = await reads('f2', as)
  row['other orders'] = await reads('f5', as)
  if (kind === 'guest') {
    const page = await (await fetch(`${appUrl()}/guest-access${as.token ? `?token=${as.token}` : ''}`)).text()
    row.listing = opened(
      page.includes('data-testid="guest-confirmed"') && page.includes(`/api/invoice-pdf/${w.invoice.id}`),
    )
  } else {
    const exported = await api('GET', '/api/account/export', { token: as.jwt })
    expect(exported.status).toBe(200)
    row.listing = opened((exported.body.orders as { id: number }[]).some((o) => o.id === w.order.id))
  }
  const pdf = await api('GET', `/api/invoice-pdf/${w.invoice.id}${as.token ? `?token=${as.token}` : ''}`, {
    token: as.jwt,
  })
  row['invoice PDF'] = opened(pdf.status === 200)
  // details missing: only a credential that got past the check hears about them (400)
  row['full invoice'] = opened(
    past(
      (
        await api('POST', `/api/invoice-full/${w.invoice.id}`, {
          token: as.jwt,
          body: as.token ? { token: as.token } : {},
        })
      ).status,
    ),
  )
  // F5 was used above (read, downloaded) by whoever could: they hear the rule (409), the others a refusal
  row.withdrawal = opened(
    past(
      (
        await api('POST', '/api/withdrawal', {
          token: as.jwt,
          body: { orderId: w.order.id, ...(as.token ? { token: as.token } : {}) },
        })
      ).status,
    ),
  )
  if (kind === 'guest') {
    // an account of the address (signed up, not confirmed) presents the guest credential
    const jwt = await signUp(w.victim)
    const attach = await api('POST', '/api/guest-access/attach', {
      token: jwt,
      body: as.token ? { token: as.token } : {},
    })
    expect(attach.status).toBeLessThan(500)
    row.attach = opened(attach.status === 200 && attach.body.attached > 0)
    row['guest-bought team'] = opened(
      (await api('POST', '/api/teams/report', { token: jwt, body: { team: w.team } })).status === 200,
    )
    row.export = 'n/a'
    row.erasure = 'n/a'
  } else {
    row.attach = 'n/a'
    row['guest-bought team'] = opened(
      (await api('POST', '/api/teams/report', { token: as.jwt, body: { team: w.team } })).status === 200,
    )
    const exported = await api('GET', '/api/account/export', { token: as.jwt })
    row.export = opened((exported.body.invoices as { id: number }[]).some((i) => i.id === w.invoice.id))
    const start = await api('POST', '/api/account/erase/start', { token: as.jwt, body: { password: PASSWORD } })
    expect(start.status).toBe(200)
    expect(
      (
        await api('POST', '/api/account/erase/confirm', {
          token: as.jwt,
          body: { token: start.body.token, confirm: 'ELIMINAR' },
        })
      ).status,
    ).toBe(200)
    const payload = await testPayload()
    const left = await payload.count({ collection: 'entitlements', where: { order: { equals: w.order.id } } })
    row.erasure = opened(left.totalDocs === 0)
  }
  return row
}

const credentials: Record<string, (w: World) => Promise<{ as: Presented; kind: 'guest' | 'account' }>> = {
  none: async () => ({ as: {}, kind: 'guest' }),
  'checkout browser of order A': async (w) => ({
    as: { token: w.checkout.token, cookie: w.checkout.cookie },
    kind: 'guest',
  }),
  'link e-mailed to the address': async (w) => {
    const opened = await api('POST', '/api/guest-access/browser', { body: { token: w.link } })
    expect(opened.status).toBe(200)
    return { as: { token: w.link, cookie: cookiesFrom(opened.headers) }, kind: 'guest' }
  },
  'unconfirmed account': async (w) => ({ as: { jwt: await signUp(w.victim) }, kind: 'account' }),
  'confirmed account': async (w) => {
    const inbox = mailbox(w.victim)
    const jwt = await signUp(w.victim)
    await confirmAddress(inbox)
    return { as: { jwt }, kind: 'account' }
  },
  'account after an unconfirmed e-mail change': async (w) => {
    const payload = await testPayload()
    const own = `propia-${stamp()}@example.com`
    const user = await payload.create({
      collection: 'users',
      data: {
        email: own,
        password: PASSWORD,
        name: 'Cambia',
        role: 'customer',
        emailConfirmedAt: new Date().toISOString(),
      } as never,
      context,
    })
    const changed = await api('PATCH', `/api/users/${user.id}`, {
      token: await login(own, PASSWORD),
      body: { email: w.victim },
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    return { as: { jwt: await login(w.victim, PASSWORD) }, kind: 'account' }
  },
}

describe('the credential matrix', () => {
  it('every credential × every capability: what it opens, and what it is refused', async () => {
    const table: Record<string, Row> = {}
    for (const [name, present] of Object.entries(credentials)) {
      const w = await world()
      const { as, kind } = await present(w)
      table[name] = await probe(w, as, kind)
      expect(Object.keys(table[name]).sort(), name).toEqual([...CAPABILITIES].sort())
    }
    // one comparison of the whole table: a failure shows every cell that differs
    expect(table).toEqual(EXPECTED)
  }, 900_000)
})
