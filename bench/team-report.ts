/**
 * The team report (src/teams/report.ts, what /equipo reads) for a team of 200 people, each with a
 * complete-course seat claimed and a year of reading progress (sections read on days spread over the
 * last 365 days; some modules finished, some not) and a certificate for a quarter of them. Prints the
 * report's time p50/p99 over 30 runs (the report sends the same few queries whatever the team's size: no query
 * per person).
 *
 * Part of `npm run bench` (bench/run.ts hands it its Payload); alone: `npx tsx bench/team-report.ts`
 * against the database of `DATABASE_URL` (a development database with the seed).
 */
import { performance } from 'node:perf_hooks'

import type { Payload } from 'payload'

import { statementPool } from '../src/database/statement-pool'
import { moduleSections } from '../src/learning/progress'
import { claimSeat, newInviteToken } from '../src/teams/claim'
import { teamReport } from '../src/teams/report'

const PEOPLE = 200
const RUNS = 30
const context = { system: true, skipRevalidate: true }

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

export async function benchTeamReport(payload: Payload) {
  const stamp = Date.now().toString(36)
  const db = statementPool(payload)
  const buyer = `bench-equipo-${stamp}@empresa.es`
  const order = await payload.create({
    collection: 'orders',
    data: {
      email: buyer,
      productType: 'complete',
      purpose: 'team',
      seats: { quantity: PEOPLE, unitAmount: 20000, tierFrom: 100, before: 0 },
      withdrawalExemption: 'business',
      buyer: { businessName: 'Banco de pruebas S.L.' },
      amountTotal: 20000 * PEOPLE,
      currency: 'eur',
      status: 'paid',
      paidAt: new Date().toISOString(),
    },
    context,
  })
  // 200 invited seats (one statement) and their people (accounts), then 200 real claims
  const links = Array.from({ length: PEOPLE }, (_, i) => ({
    ...newInviteToken(),
    email: `bench-${stamp}-${i}@empresa.es`,
  }))
  await db.query(
    `INSERT INTO seats (team_id, order_id, product_type, status, invited_email, invited_at, invite_token_hash)
     SELECT $1, $1, 'complete', 'invited', email, now(), hash FROM unnest($2::text[], $3::text[]) AS t(email, hash)`,
    [order.id, links.map((l) => l.email), links.map((l) => l.hash)],
  )
  const users: number[] = []
  for (const link of links) {
    const user = await payload.create({
      collection: 'users',
      data: { email: link.email, password: 'bench-password-123', name: 'Persona', role: 'customer' },
      context,
      disableVerificationEmail: true,
    })
    users.push(user.id)
  }
  for (let i = 0; i < PEOPLE; i += 10) {
    await Promise.all(
      links
        .slice(i, i + 10)
        .map((link, j) => claimSeat(payload, link.token, { userId: users[i + j], email: link.email })),
    )
  }
  // claimed a year ago: the year of reading below happened on the seats (the report shows only that)
  await db.query(`UPDATE seats SET claimed_at = now() - interval '366 days' WHERE team_id = $1`, [order.id])
  // a year of reading: each person has read a share of every module's sections, on days across the year
  const modules = await moduleSections(payload)
  const rows: { user: number; module: number; section: string; at: Date }[] = []
  users.forEach((user, u) =>
    modules.forEach((m, k) => {
      const share = ((u * 7 + k * 13) % 100) / 100
      m.anchors.slice(0, Math.ceil(m.anchors.length * share)).forEach((section, s) =>
        rows.push({
          user,
          module: m.id,
          section,
          at: new Date(Date.now() - (((u + s * 11 + k * 29) % 365) + 1) * 86_400_000),
        }),
      )
    }),
  )
  await db.query(
    `INSERT INTO reading_progress (user_id, module_id, section, read, source, updated_at, created_at)
     SELECT u, m, s, true, 'online', t, t FROM unnest($1::int[], $2::int[], $3::text[], $4::timestamptz[]) AS r(u, m, s, t)
     ON CONFLICT DO NOTHING`,
    [rows.map((r) => r.user), rows.map((r) => r.module), rows.map((r) => r.section), rows.map((r) => r.at)],
  )
  await db.query(
    `INSERT INTO certificates (code, user_id, name, programme, hours, issued_at)
     SELECT 'BENCH-' || $2 || '-' || u, u, 'Persona', 'Curso GEO', 20, now() - interval '30 days' FROM unnest($1::int[]) AS u`,
    [users.filter((_, i) => i % 4 === 0), stamp],
  )

  const report = await teamReport(payload, order.id)
  if (report.counts.claimed !== PEOPLE) throw new Error(`bench team: ${report.counts.claimed} claimed of ${PEOPLE}`)
  const ms: number[] = []
  for (let i = 0; i < RUNS; i += 1) {
    const t = performance.now()
    await teamReport(payload, order.id)
    ms.push(performance.now() - t)
  }
  console.log(
    `\nTeam report (src/teams/report.ts) for ${PEOPLE} people with a year of progress (${rows.length} sections read, ${modules.length} modules)`,
  )
  console.log(
    `  ${RUNS} runs: p50 ${percentile(ms, 50).toFixed(1)} ms  p99 ${percentile(ms, 99).toFixed(1)} ms  (a fixed number of queries per report, whatever the team's size)`,
  )
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config: (await import('../payload.config')).default })
  await benchTeamReport(payload)
  process.exit(0)
}
