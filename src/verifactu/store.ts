import type pg from 'pg'

import { INITIAL_WAIT_SECONDS, MAX_RECORDS_PER_MESSAGE } from './soap'

/**
 * What the sender reads and writes in PostgreSQL: the records (`verifactu-records`, whose state fields
 * only the sender updates) and the messages sent (`verifactu-submissions`, one row per message: its
 * request and answer, the wait the agency asked for and when the next message may go). Every step is
 * one short transaction on one connection; no network call happens inside any of them.
 */
export interface PendingRecord {
  id: number
  sequence: number
  kind: 'alta' | 'anulacion'
  issuerNif: string
  invoiceNumber: string
  issueDate: string
  xml: string
}

export type Claim =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'wait'; until: Date; pending: number }
  | { kind: 'held'; submissionId: number; pending: number }
  | { kind: 'batch'; submissionId: number; records: PendingRecord[]; incidence: boolean }

/**
 * Whether a technical incident affected the records generated from $1 on: the agency could not be reached
 * when they were generated (the last attempt before $1 failed or was abandoned) or an attempt failed since.
 * Such a message says `Incidencia` S in its Cabecera.
 */
const INCIDENCE = `SELECT EXISTS (SELECT 1 FROM verifactu_submissions WHERE status IN ('failed', 'abandoned') AND updated_at >= $1)
  OR COALESCE((SELECT status IN ('failed', 'abandoned') FROM verifactu_submissions WHERE updated_at < $1 AND status <> 'sending'
    ORDER BY updated_at DESC, id DESC LIMIT 1), false) AS incidence`

const LOCK = `SELECT pg_advisory_xact_lock(hashtext('verifactu-send'))`

/**
 * A message whose sender died (its lease ran out) is abandoned. It may have reached the agency at any
 * moment before now: the wait counts from now.
 */
const ABANDON = `UPDATE verifactu_submissions SET status = 'abandoned', updated_at = now(),
  next_send_after = now() + make_interval(secs => $1::float8), error = 'el proceso se detuvo durante el envío'
WHERE status = 'sending' AND lease_until < now()`

const LAST_WAIT = `SELECT wait_seconds::float AS wait FROM verifactu_submissions WHERE wait_seconds IS NOT NULL ORDER BY id DESC LIMIT 1`
const NEXT_SEND = `SELECT next_send_after AS until FROM verifactu_submissions WHERE next_send_after IS NOT NULL ORDER BY id DESC LIMIT 1`

export async function lastWaitSeconds(db: pg.ClientBase | pg.Pool) {
  const { rows } = await db.query<{ wait: number }>(LAST_WAIT)
  return rows[0]?.wait ?? INITIAL_WAIT_SECONDS
}

async function transaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  let broken: Error | undefined
  try {
    await client.query('BEGIN')
    await client.query(`SET LOCAL lock_timeout = '10s'; SET LOCAL statement_timeout = '30s'`)
    const result = await fn(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch((e: Error) => (broken = e))
    throw error
  } finally {
    client.release(broken)
  }
}

/** The message the agency refused whole that support has not resent yet: it holds every pending record back. */
const HELD = `SELECT id FROM verifactu_submissions WHERE status = 'refused' AND resent_at IS NULL ORDER BY id LIMIT 1`

/**
 * Takes the next message to send, if any may go now: the pending records in chain order (at most
 * 1,000, one issuer), unless a message is in flight, a refused message waits to be resent (nothing may
 * overtake its records: the agency takes the chain in order) or the agency's wait has not elapsed (it
 * may go earlier with 1,000 records, SWeb §6.4.4.1). Records the flow is waiting on stay `pending`.
 */
export async function claimBatch(
  pool: pg.Pool,
  o: { leaseMs: number; envelope: (records: PendingRecord[], incidence: boolean) => string },
): Promise<Claim> {
  return transaction(pool, async (client) => {
    await client.query(LOCK)
    await client.query(ABANDON, [await lastWaitSeconds(client)])
    const busy = await client.query(`SELECT 1 FROM verifactu_submissions WHERE status = 'sending' LIMIT 1`)
    if (busy.rowCount) return { kind: 'busy' }
    const { rows: counted } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM verifactu_records WHERE status = 'pending'`,
    )
    const pending = counted[0].n
    if (!pending) return { kind: 'idle' }
    const { rows: held } = await client.query<{ id: number }>(HELD)
    if (held.length) return { kind: 'held', submissionId: held[0].id, pending }
    const { rows: flow } = await client.query<{ until: Date }>(NEXT_SEND)
    const until = flow[0]?.until
    if (until && until.getTime() > Date.now() && pending < MAX_RECORDS_PER_MESSAGE)
      return { kind: 'wait', until, pending }
    const { rows: found } = await client.query<PendingRecord & { createdAt: Date }>(
      `SELECT id, sequence::int AS sequence, kind, issuer_nif AS "issuerNif", invoice_number AS "invoiceNumber", issue_date AS "issueDate", xml,
         created_at AS "createdAt"
       FROM verifactu_records WHERE status = 'pending' ORDER BY sequence LIMIT $1`,
      [MAX_RECORDS_PER_MESSAGE],
    )
    const sameIssuer = found.findIndex((r) => r.issuerNif !== found[0].issuerNif)
    const batch = sameIssuer < 0 ? found : found.slice(0, sameIssuer)
    const oldest = new Date(Math.min(...batch.map((r) => r.createdAt.getTime())))
    const records: PendingRecord[] = batch.map((r) => ({
      id: r.id,
      sequence: r.sequence,
      kind: r.kind,
      issuerNif: r.issuerNif,
      invoiceNumber: r.invoiceNumber,
      issueDate: r.issueDate,
      xml: r.xml,
    }))
    const { rows: incident } = await client.query<{ incidence: boolean }>(INCIDENCE, [oldest])
    const incidence = incident[0].incidence
    const { rows: inserted } = await client.query<{ id: number }>(
      `INSERT INTO verifactu_submissions (status, first_sequence, last_sequence, record_count, request, sent_at, lease_until, updated_at, created_at)
       VALUES ('sending', $1, $2, $3, $4, now(), now() + $5::float8 * interval '1 millisecond', now(), now()) RETURNING id`,
      [
        records[0].sequence,
        records[records.length - 1].sequence,
        records.length,
        o.envelope(records, incidence),
        o.leaseMs,
      ],
    )
    return { kind: 'batch', submissionId: inserted[0].id, records, incidence }
  })
}

export interface RecordOutcome {
  id: number
  status: 'accepted' | 'accepted_with_errors' | 'rejected'
  code: string
  description: string
}

/** The agency answered: each record's state, the message's CSV, state and the wait it asked for. */
export async function recordAnswer(
  pool: pg.Pool,
  a: {
    submissionId: number
    response: string
    httpStatus: number
    state: string
    csv: string
    waitSeconds: number
    outcomes: RecordOutcome[]
  },
) {
  await transaction(pool, async (client) => {
    await client.query(
      `UPDATE verifactu_submissions SET status = 'answered', response = $2, http_status = $3, estado_envio = $4, csv = $5,
         wait_seconds = $6::float8, answered_at = now(), next_send_after = now() + make_interval(secs => $6::float8), lease_until = NULL,
         error = NULL, updated_at = now()
       WHERE id = $1`,
      [a.submissionId, a.response, a.httpStatus, a.state || null, a.csv || null, a.waitSeconds],
    )
    const clean = a.outcomes.filter((o) => o.status === 'accepted' && !o.code)
    if (clean.length) {
      await client.query(
        `UPDATE verifactu_records SET status = 'accepted', agency_csv = $2, agency_error_code = NULL, agency_error_description = NULL,
           sent_at = now(), attempts = COALESCE(attempts, 0) + 1, updated_at = now()
         WHERE id = ANY($1::int[]) AND status = 'pending'`,
        [clean.map((o) => o.id), a.csv || null],
      )
    }
    for (const o of a.outcomes.filter((x) => !clean.includes(x))) {
      await client.query(
        `UPDATE verifactu_records SET status = $2, agency_csv = $3, agency_error_code = $4, agency_error_description = $5,
           sent_at = now(), attempts = COALESCE(attempts, 0) + 1, updated_at = now()
         WHERE id = $1 AND status = 'pending'`,
        [
          o.id,
          o.status,
          o.status === 'rejected' ? null : a.csv || null,
          o.code || null,
          o.description.slice(0, 500) || null,
        ],
      )
    }
  })
}

/**
 * No usable answer (network error, timeout, server fault): the records stay pending for the next run.
 * When the agency may have received the message (it may have, until now), the next one waits the last
 * known wait from now.
 */
export async function recordFailure(
  pool: pg.Pool,
  a: { submissionId: number; error: string; response?: string; httpStatus?: number; maybeDelivered: boolean },
) {
  const wait = await lastWaitSeconds(pool)
  await pool.query(
    `UPDATE verifactu_submissions SET status = 'failed', error = $2, response = $3, http_status = $4, lease_until = NULL, updated_at = now(),
       next_send_after = CASE WHEN $5::boolean THEN now() + make_interval(secs => $6::float8) ELSE NULL END
     WHERE id = $1`,
    [a.submissionId, a.error.slice(0, 2000), a.response ?? null, a.httpStatus ?? null, a.maybeDelivered, wait],
  )
}

/**
 * The agency refused the whole message (SOAP Fault Client: its header, its certificate; SWeb §5.1): the
 * cause is the message, not its records, which stay `pending` — not rejected, and held back (claimBatch)
 * until the cause is fixed and support resends it (`releaseRefused`). A refused message was not taken in,
 * so the wait stays that of the last answer.
 */
export async function recordRefusal(
  pool: pg.Pool,
  a: { submissionId: number; error: string; response: string; httpStatus: number },
) {
  await pool.query(
    `UPDATE verifactu_submissions SET status = 'refused', error = $2, response = $3, http_status = $4, answered_at = now(), lease_until = NULL,
       next_send_after = NULL, updated_at = now()
     WHERE id = $1`,
    [a.submissionId, a.error.slice(0, 2000), a.response, a.httpStatus],
  )
}

export type Release =
  { kind: 'released'; records: number } | { kind: 'missing' } | { kind: 'not_refused' } | { kind: 'already'; at: Date }

/**
 * Support resends a refused message: it stops holding its records back, and the next run sends them
 * again — the same records, in chain order, in a message built with the header as configured now.
 */
export async function releaseRefused(pool: pg.Pool, submissionId: number): Promise<Release> {
  return transaction(pool, async (client) => {
    await client.query(LOCK)
    const { rows } = await client.query<{ status: string; resent_at: Date | null; records: number }>(
      `SELECT status, resent_at, record_count::int AS records FROM verifactu_submissions WHERE id = $1 FOR UPDATE`,
      [submissionId],
    )
    const found = rows[0]
    if (!found) return { kind: 'missing' }
    if (found.status !== 'refused') return { kind: 'not_refused' }
    if (found.resent_at) return { kind: 'already', at: found.resent_at }
    await client.query(`UPDATE verifactu_submissions SET resent_at = now(), updated_at = now() WHERE id = $1`, [
      submissionId,
    ])
    return { kind: 'released', records: found.records }
  })
}
