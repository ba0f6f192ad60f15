/**
 * Seat claims under load (issue 28): a paid 200-seat team order, 200 invitations, and 200 claims sent
 * at once through `claimSeat` (src/teams/claim.ts: one conditional UPDATE and the grant per claim, in one
 * transaction), each by the invited person as a guest, on one Payload (one instance, its pool of
 * DB_POOL_MAX connections). Prints claims per second, p50 and p99 latency (a claim that found the pool
 * busy — a 503 over HTTP — is retried after a second, and counted), and checks that exactly
 * 200 seats were claimed and 200 accesses granted (exit code 1 otherwise).
 *
 * Part of `npm run bench` (run after the bench database is migrated and seeded); alone:
 * `DATABASE_URL=postgres://… npx tsx bench/seat-claims.ts` on a migrated, seeded database.
 * It uses the function, not HTTP: the claim route (`/equipo/unirse`) is another branch's.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { isDatabaseUnavailable } from '../src/database/limits'
import { claimSeat, newInviteToken } from '../src/teams/claim'

const SEATS = Number(process.env.BENCH_SEATS || 200)
const context = { skipRevalidate: true, system: true }

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

const payload = await getPayload({ config })
const stamp = Date.now().toString(36)
const module = (await payload.find({ collection: 'modules', where: { code: { equals: 'F3' } }, depth: 0, limit: 1 }))
  .docs[0]
if (!module) throw new Error('seat-claims bench: no module F3 (is the database seeded?)')
const order = await payload.create({
  collection: 'orders',
  data: {
    email: `bench-equipo-${stamp}@example.com`,
    productType: 'module',
    modules: [module.id],
    purpose: 'team',
    seats: { quantity: SEATS, unitAmount: 9000, tierFrom: 100, before: 0 },
    withdrawalExemption: 'business',
    amountTotal: 9000 * SEATS,
    currency: 'eur',
    status: 'paid',
    paidAt: new Date().toISOString(),
  },
  context,
})
const invitations: { token: string; email: string }[] = []
for (let i = 0; i < SEATS; i += 1) {
  const { token, hash } = newInviteToken()
  const email = `bench-plaza-${i}-${stamp}@example.com`
  await payload.create({
    collection: 'seats',
    data: {
      team: order.id,
      order: order.id,
      productType: 'module',
      module: module.id,
      status: 'invited',
      invitedEmail: email,
      invitedAt: new Date().toISOString(),
      inviteTokenHash: hash,
    },
    context,
  })
  invitations.push({ token, email })
}

// A claim that waited longer than DB_POOL_TIMEOUT_MS for a connection is what a browser gets as 503 +
// Retry-After: it is counted and tried again after a second, as the claim page would.
const latencies: number[] = []
let busy = 0
const claim = async (token: string, email: string) => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await claimSeat(payload, token, { userId: null, email })
    } catch (error) {
      if (!isDatabaseUnavailable(error) || attempt === 5) throw error
      busy += 1
      await new Promise((r) => setTimeout(r, 1000))
    }
  }
}
const started = performance.now()
const results = await Promise.all(
  invitations.map(async ({ token, email }) => {
    const t = performance.now()
    try {
      return await claim(token, email)
    } finally {
      latencies.push(performance.now() - t)
    }
  }),
)
const seconds = (performance.now() - started) / 1000

const claimed = (
  await payload.count({
    collection: 'seats',
    where: { and: [{ order: { equals: order.id } }, { status: { equals: 'claimed' } }] },
  })
).totalDocs
const granted = (
  await payload.count({
    collection: 'entitlements',
    where: { and: [{ order: { equals: order.id } }, { revokedAt: { exists: false } }] },
  })
).totalDocs
const refused = results.filter((r) => r.status !== 'claimed')
console.log(`\nSeat claims — ${SEATS} seats, ${SEATS} claims at once through claimSeat (one instance)`)
console.log(
  `  ${(SEATS / seconds).toFixed(1)} claims/s  p50 ${percentile(latencies, 50).toFixed(1)} ms  p99 ${percentile(latencies, 99).toFixed(1)} ms` +
    `  | seats claimed ${claimed}/${SEATS}, accesses granted ${granted}, refused ${refused.length}, busy (503, retried) ${busy}`,
)
const ok = claimed === SEATS && granted === SEATS && refused.length === 0
if (!ok)
  console.error(
    `  ! expected exactly ${SEATS} seats claimed and granted${refused[0] ? `; first refusal: ${JSON.stringify(refused[0])}` : ''}`,
  )
process.exit(ok ? 0 : 1)
