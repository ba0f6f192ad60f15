/**
 * Load on a stack of its own (src/dev/stack.ts): purchases during a fault, readers during a change, and
 * purchases while instances are killed or rolled (tests/int/faults.test.ts, tests/int/scale.test.ts,
 * `npm run bench`).
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Stack } from './stack'

export interface PurchaseFigures {
  attempted: number
  paid: number
  granted: number
  emailed: number
  /**
   * a purchase granted twice, or e-mailed twice (two different messages). The same message delivered again
   * — a process killed between handing it to SMTP and recording its job done re-sends it with the same
   * Message-ID (src/jobs/email.ts) — is counted in `redelivered`, not here.
   */
  duplicated: number
  redelivered: number
  ms: number
}

/**
 * `n` guest purchases of one module each, paid on the local hosted page over ~n×100 ms while `fault`
 * runs (e.g. the database stopped for 5 s); then waits up to `settleMs` for every paid session to have
 * its access and its e-mail. Counts from the database and the SMTP listener's mailbox.
 */
export async function purchaseLoad(
  stack: Stack,
  n: number,
  fault: () => Promise<void>,
  settleMs = 90_000,
): Promise<PurchaseFigures> {
  const started = Date.now()
  const tag = Date.now().toString(36)
  const buyers: { email: string; sessionId: string }[] = []
  for (let i = 0; i < n; i++) {
    const response = await fetch(`${stack.appUrl}/api/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        productType: 'module',
        module: `f${(i % 5) + 1}`,
        acceptTerms: true,
        withdrawalConsent: true,
      }),
    })
    const { url } = (await response.json()) as { url: string }
    buyers.push({ email: `load-${tag}-${i}@example.com`, sessionId: new URL(url).pathname.split('/').pop()! })
  }
  const pay = async ({ email, sessionId }: (typeof buyers)[number], i: number) => {
    await new Promise((r) => setTimeout(r, i * 100))
    await fetch(`${stack.stripe.url}/pay/${sessionId}/complete`, {
      method: 'POST',
      body: new URLSearchParams({ email }),
      redirect: 'manual',
    })
  }
  await Promise.all([...buyers.map(pay), fault()])

  const count = async () => {
    const emails = buyers.map((b) => b.email)
    const q = (sql: string) =>
      stack.db
        .query<{ email: string; n: number }>(sql, [emails])
        .then((r) => r.rows)
        .catch(() => [])
    const paid = await q(
      `SELECT email, count(*)::int AS n FROM orders WHERE email = ANY($1) AND status = 'paid' GROUP BY email`,
    )
    const granted = await q(`SELECT email, count(*)::int AS n FROM entitlements WHERE email = ANY($1) GROUP BY email`)
    // each address's access-link messages, by Message-ID (a message delivered again keeps its ID)
    const mails = new Map<string, Map<string, number>>()
    for (const file of fs.existsSync(stack.mailDir) ? fs.readdirSync(stack.mailDir) : []) {
      const mail = JSON.parse(fs.readFileSync(path.join(stack.mailDir, file), 'utf8')) as {
        to: string[]
        text: string
        headers?: Record<string, string>
      }
      if (!/guest-access\?token=/.test(mail.text)) continue
      const id = mail.headers?.['message-id'] ?? file
      for (const to of mail.to) {
        if (!emails.includes(to)) continue
        const byId = mails.get(to) ?? new Map<string, number>()
        byId.set(id, (byId.get(id) ?? 0) + 1)
        mails.set(to, byId)
      }
    }
    return {
      attempted: n,
      paid: paid.length,
      granted: granted.length,
      emailed: mails.size,
      duplicated: granted.filter((g) => g.n > 1).length + [...mails.values()].filter((byId) => byId.size > 1).length,
      redelivered: [...mails.values()].filter((byId) => [...byId.values()].some((n) => n > 1)).length,
    }
  }
  const deadline = Date.now() + settleMs
  let figures = await count()
  while ((figures.granted < n || figures.emailed < n) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500))
    figures = await count()
  }
  // a duplicate would show up a moment later
  await new Promise((r) => setTimeout(r, 1_500))
  const final = await count()
  if (final.granted < n) {
    // what became of the purchases that did not make it, for the report
    const { rows } = await stack.db
      .query(
        `SELECT o.email, o.status, j.status AS job, j.attempts::int AS attempts, j.last_error FROM orders o
         LEFT JOIN outbox j ON j.task = 'stripe-event' AND j.input->'event'->'data'->'object'->>'id' = o.stripe_session_id
         WHERE o.email = ANY($1) OR o.stripe_session_id = ANY($2)`,
        [buyers.map((b) => b.email), buyers.map((b) => b.sessionId)],
      )
      .catch(() => ({ rows: [] }))
    const events = stack.stripe.events.filter((e) =>
      buyers.some((b) => (e.data.object as { id?: string }).id === b.sessionId),
    )
    console.warn('[stack] orders:', rows)
    console.warn(
      '[stack] webhook deliveries:',
      events.map((e) => stack.stripe.deliveries.get(e.id)),
    )
  }
  return { ...final, ms: Date.now() - started }
}

export interface ReaderFigures {
  requests: number
  /** responses with a 5xx status, and requests that got no response at all */
  failed: number
  statuses: Record<string, number>
}

/**
 * Readers: `concurrency` loops fetching public `paths` from `baseUrl` (through the proxy) until `until`
 * settles; counts every answer by status. A reader's request that errors (no answer) counts as failed.
 */
export async function readDuring(
  baseUrl: string,
  paths: string[],
  until: Promise<unknown>,
  concurrency = 6,
): Promise<ReaderFigures> {
  let done = false
  void until.finally(() => (done = true))
  const figures: ReaderFigures = { requests: 0, failed: 0, statuses: {} }
  const reader = async (r: number) => {
    for (let i = r; !done; i += concurrency) {
      // Bounded above nginx's own upstream bounds (proxy_read_timeout 60 s): a slow instance is nginx's to
      // judge (a 504 counts as failed); only a dropped connection or a hang past nginx is "no answer".
      let cause = ''
      const response = await fetch(`${baseUrl}${paths[i % paths.length]}`, {
        redirect: 'manual',
        signal: AbortSignal.timeout(90_000),
      }).catch((error: Error & { cause?: { code?: string } }) => ((cause = error.cause?.code ?? error.name), null))
      await response?.arrayBuffer().catch(() => null)
      const status = response ? String(response.status) : `no answer (${cause})`
      figures.requests += 1
      figures.statuses[status] = (figures.statuses[status] ?? 0) + 1
      if (!response || response.status >= 500) figures.failed += 1
    }
  }
  await Promise.all([until, ...Array.from({ length: concurrency }, (_, r) => reader(r))])
  return figures
}

export interface ScaleFigures {
  instances: number
  reads: ReaderFigures
  purchases: PurchaseFigures
  /** how long each instance stopped with SIGTERM took to exit, and its exit code */
  terminated: { ms: number; code: number | null }[]
}

/**
 * The multi-instance load (tests/int/scale.test.ts, `npm run bench`): readers hammer public pages
 * through nginx while `n` guest purchases are paid; meanwhile one instance is killed outright (SIGKILL)
 * and another is stopped cleanly (SIGTERM, as a rolling deploy does) and started again.
 */
export async function scaleLoad(stack: Stack, n: number, paths: string[]): Promise<ScaleFigures> {
  const [, killed, rolled] = stack.instances
  const terminated: ScaleFigures['terminated'] = []
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
  const purchases = purchaseLoad(stack, n, async () => {
    await sleep(Math.min(1_500, n * 30))
    await killed?.kill()
    await sleep(500)
    if (rolled) {
      const { ms, code } = await rolled.terminate()
      terminated.push({ ms, code })
      await rolled.start()
    }
  })
  const reads = await readDuring(stack.appUrl, paths, purchases)
  return { instances: stack.instances.length, reads, purchases: await purchases, terminated }
}
