/**
 * `npm run bench:capacity`: the figures docs/scaling.md is built from, on one instance of the current
 * build (a stack of its own: embedded PostgreSQL, local Stripe, s3rver; src/dev/stack.ts):
 * requests per second and p50/p99 of the request kinds a launch day is made of (a prerendered page, a
 * Markdown twin, the health route that touches the database, checkout-session creation, an owner's
 * dynamic module page, the success page's verification, a stamped guide download), the CPU time the instance spends per request (hence requests per second per core, a figure
 * that does not depend on what else the machine runs) and the database connections it holds at peak. autocannon, `BENCH_SECONDS`
 * (default 10) per kind, `BENCH_CONNECTIONS` (default 32). `SKIP_BUILD` is implied: build first.
 */
import fs from 'node:fs'
import os from 'node:os'

import autocannon from 'autocannon'

import { startStack } from '../src/dev/stack'

const SECONDS = Number(process.env.BENCH_SECONDS || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32)

/** CPU seconds (user + system) used so far by every process of the group `pgid` (Linux /proc). */
function cpuSeconds(pgid: number) {
  let ticks = 0
  for (const entry of fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      // after the name: state(0) ppid(1) pgrp(2) … utime(11) stime(12)
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / 100 // USER_HZ
}

const stack = await startStack('capacity', {}, { instances: 1, s3: true })
try {
  const base = stack.instances[0].url
  // a buyer with a guest link, for the download kind
  const checkout = await fetch(`${base}/api/checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ productType: 'module', module: 'f2', acceptTerms: true, withdrawalConsent: true }),
  })
  const sessionId = new URL(((await checkout.json()) as { url: string }).url).pathname.split('/').pop()!
  // the buyer's browser: the success page shows the purchase only to it (src/commerce/checkout-browser.ts)
  const buyerBrowser = checkout.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const email = `capacity-${Date.now()}@example.com`
  await fetch(`${stack.stripe.url}/pay/${sessionId}/complete`, {
    method: 'POST',
    body: new URLSearchParams({ email }),
    redirect: 'manual',
  })
  let token = ''
  for (let i = 0; i < 100 && !token; i++) {
    await new Promise((r) => setTimeout(r, 300))
    for (const file of fs.existsSync(stack.mailDir) ? fs.readdirSync(stack.mailDir) : []) {
      const text = fs.readFileSync(`${stack.mailDir}/${file}`, 'utf8')
      token ||= /guest-access\?token=([\w-]+)/.exec(text)?.[1] ?? ''
    }
  }

  // the buyer's browser grant (HttpOnly cookie): the module pages render for them, dynamically
  const grant = await fetch(`${base}/api/guest-access/browser`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  })
  const cookie = (grant.headers.get('set-cookie') ?? '').split(';')[0]

  const kinds: { name: string; opts: autocannon.Options }[] = [
    { name: 'prerendered page /', opts: { url: `${base}/` } },
    { name: 'Markdown twin /curso/f3.md', opts: { url: `${base}/curso/f3.md` } },
    { name: 'GET /api/health (database)', opts: { url: `${base}/api/health` } },
    {
      name: 'POST /api/checkout (Stripe session)',
      opts: {
        url: `${base}/api/checkout`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ productType: 'module', module: 'f3', acceptTerms: true, withdrawalConsent: true }),
        connections: 8,
      },
    },
    {
      name: "owner's module page /curso/f2 (dynamic)",
      opts: { url: `${base}/curso/f2`, headers: { cookie }, connections: 4, timeout: 30 },
    },
    {
      name: 'POST /api/checkout/verify (paid, success page)',
      opts: {
        url: `${base}/api/checkout/verify`,
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: buyerBrowser },
        body: JSON.stringify({ sessionId }),
        connections: 8,
      },
    },
    // one link downloads one PDF at a time (src/pdf/render-slots.ts): after the first, its kept stamped copy
    {
      name: 'GET /api/guides/f2 (one link, kept copy)',
      opts: { url: `${base}/api/guides/f2?token=${token}`, connections: 1 },
    },
  ]
  let peak = 0
  const sample = setInterval(() => {
    void stack.db
      .query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = 'academia' AND pid <> pg_backend_pid()`,
      )
      .then((r) => (peak = Math.max(peak, r.rows[0].n - (stack.db.totalCount - 1))))
      .catch(() => {})
  }, 200)
  console.log(`\nOne instance, autocannon ${CONNECTIONS} connections × ${SECONDS} s per kind (after a 3 s warm-up)`)
  // Wall-clock rates depend on whatever else the machine runs; the CPU time the instance itself spent per
  // request does not (much): 1 / that is what one fully available core serves.
  console.log('kind'.padEnd(40), '   req/s    p50    p99  non-2xx  CPU ms/req  req/s per core')
  const pid = stack.instances[0].pid()!
  for (const kind of kinds) {
    await autocannon({ connections: 4, duration: 3, ...kind.opts })
    const cpuBefore = cpuSeconds(pid)
    const r = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...kind.opts })
    const cpuMs = ((cpuSeconds(pid) - cpuBefore) * 1000) / Math.max(1, r.requests.total)
    console.log(
      kind.name.padEnd(40),
      String(Math.round(r.requests.average)).padStart(8),
      `${r.latency.p50} ms`.padStart(7),
      `${r.latency.p99} ms`.padStart(7),
      String(r.non2xx + r.errors).padStart(8),
      cpuMs.toFixed(1).padStart(11),
      String(Math.round(1000 / cpuMs)).padStart(14),
    )
  }
  clearInterval(sample)
  console.log(`\npeak database connections held by the instance (pg_stat_activity, less the bench's own): ${peak}`)
  const { rows } = await stack.db.query<{ max_connections: string }>('SHOW max_connections')
  console.log(`PostgreSQL max_connections here: ${rows[0].max_connections}`)
  // what else ran on the machine meanwhile (shared CI or development machines make every figure a lower bound)
  console.log(
    `machine: ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min)`,
  )
} finally {
  await stack.close()
}
