/**
 * VERI*FACTU records under concurrent purchases (issue 34): BENCH_PURCHASE_ROUNDS rounds (default 5) of
 * BENCH_PURCHASES purchases at once (default 20), each a paid order and its invoice issued as the
 * fulfilment issues it (`issueInvoice`: the invoice, its number and its chained record in one
 * transaction, the chain's head locked), the way tests/int/verifactu.test.ts's «50 concurrent sales»
 * does, on one Payload (one instance, its pool of DB_POOL_MAX connections). Prints records written per
 * second (all rounds, and each round), the per-purchase p50/p99, and whether the whole chain is
 * intact afterwards (sequences 1…N, every fingerprint recomputed, every link followed); exit code 1 if
 * not every purchase got its record or the chain is broken.
 *
 * Part of `npm run bench` (run after the bench database is migrated and seeded); alone:
 * `DATABASE_URL=postgres://… npx tsx bench/verifactu-purchases.ts` on a migrated, seeded database.
 */
import os from 'node:os'

import config from '@payload-config'
import pg from 'pg'
import { getPayload } from 'payload'

import { isDatabaseUnavailable } from '../src/database/limits'
import { issueInvoice } from '../src/invoicing/invoices'
import { chainIntact } from '../src/verifactu/chain'

const PURCHASES = Number(process.env.BENCH_PURCHASES || 20)
const ROUNDS = Number(process.env.BENCH_PURCHASE_ROUNDS || 5)
const context = { skipRevalidate: true, system: true }

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

const payload = await getPayload({ config })
const stamp = Date.now().toString(36)

// A purchase that waited longer than DB_POOL_TIMEOUT_MS for a connection is what a buyer's success page
// gets as 503 + Retry-After (the webhook is retried too): counted and tried again after a second.
let busy = 0
const retried = async <T>(fn: () => Promise<T>) => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn()
    } catch (error) {
      if (!isDatabaseUnavailable(error) || attempt === 5) throw error
      busy += 1
      await new Promise((r) => setTimeout(r, 1000))
    }
  }
}

async function purchase(round: number, i: number) {
  const order = await retried(() =>
    payload.create({
      collection: 'orders',
      data: {
        productType: 'module',
        amountTotal: 1000,
        currency: 'eur',
        email: `bench-factura-${round}-${i}-${stamp}@example.com`,
        status: 'paid',
        paidAt: new Date().toISOString(),
        tax: { country: 'ES', rate: 21, net: 826, amount: 174, taxability: 'standard_rated' },
      },
      context,
    }),
  )
  return retried(() => issueInvoice(payload, order.id))
}

// One purchase first, not counted: the instance's first queries and transactions warm up.
await purchase(0, 0)
const latencies: number[] = []
const rounds: number[] = []
let written = 0
let seconds = 0
for (let round = 1; round <= ROUNDS; round += 1) {
  const started = performance.now()
  const invoices = await Promise.all(
    Array.from({ length: PURCHASES }, async (_, i) => {
      const t = performance.now()
      try {
        return await purchase(round, i)
      } finally {
        latencies.push(performance.now() - t)
      }
    }),
  )
  const s = (performance.now() - started) / 1000
  seconds += s
  written += invoices.filter(Boolean).length
  rounds.push(invoices.filter(Boolean).length / s)
}

// The whole chain as the database holds it, read straight from the table (what /api/health checks the tail of).
const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
await db.connect()
const { rows } = await db.query<{
  sequence: number
  kind: string
  huella: string
  previous_huella: string
  xml: string
}>(
  `SELECT sequence::int AS sequence, kind::text AS kind, huella, coalesce(previous_huella, '') AS previous_huella, xml FROM verifactu_records ORDER BY sequence`,
)
await db.end()
const intact = rows.length === PURCHASES * ROUNDS + 1 && rows[0].sequence === 1 && chainIntact(rows)

console.log(
  `\nVERI*FACTU records under ${PURCHASES} concurrent purchases (${ROUNDS} rounds; each a paid order and its invoice with its chained record, one instance; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs)`,
)
console.log(
  `  ${written} records written in ${seconds.toFixed(1)} s: ${(written / seconds).toFixed(1)} records/s (rounds ${rounds.map((r) => r.toFixed(1)).join(', ')})` +
    `  purchase p50 ${percentile(latencies, 50).toFixed(0)} ms  p99 ${percentile(latencies, 99).toFixed(0)} ms  busy (503, retried) ${busy}` +
    `  | chain of ${rows.length} records intact ${intact}`,
)
const ok = written === PURCHASES * ROUNDS && intact
if (!ok) console.error(`  ! expected ${PURCHASES * ROUNDS} records written and one intact chain`)
process.exit(ok ? 0 : 1)
