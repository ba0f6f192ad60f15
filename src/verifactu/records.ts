import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest, Where } from 'payload'

import { transactionDb } from '@/database/transaction'
import { enqueue } from '@/jobs/queue'
import type { Taxability } from '@/tax/vat'
import type { Invoice, SiteSetting, VerifactuRecord } from '@/payload-types'

import { buildAlta, type ChainHead, type RecordData } from './alta'
import type { CorrectionChoice } from './correction-data'

/**
 * The one writer of VERI*FACTU records, called by the invoicing code inside the invoice's own
 * transaction (`req`): the invoice and its record commit together or not at all.
 *
 * The chain never forks: `lockChain` takes a transaction-level advisory lock (waits bounded by
 * `lock_timeout`) before the invoice takes its number, so issuers queue one behind the other across
 * every instance; the lock ends with the transaction. It also hands back the moment of issue, read
 * from the database's clock once the lock is held and never earlier than the last invoice issued:
 * dates never go down as numbers go up.
 */
const CHAIN_LOCK = 'verifactu-chain'
const LOCK_TIMEOUT = '15s'
const context = { system: true, skipRevalidate: true }

export async function lockChain(payload: Payload, req: PayloadRequest): Promise<Date> {
  const db = await transactionDb(payload, req)
  await db.execute(sql.raw(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`))
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${CHAIN_LOCK}))`)
  const { rows } = await db.execute(
    sql`SELECT GREATEST(clock_timestamp(), (SELECT max(issued_at) FROM invoices)) AS now`,
  )
  return new Date(rows[0].now as string | Date)
}

async function chainHead(payload: Payload, req: PayloadRequest): Promise<ChainHead> {
  const { docs } = await payload.find({
    collection: 'verifactu-records',
    sort: '-sequence',
    limit: 1,
    depth: 0,
    pagination: false,
    req,
    context,
  })
  return docs[0] ?? null
}

const site = async (payload: Payload, req: PayloadRequest) =>
  (await payload.findGlobal({ slug: 'site-settings', depth: 0, req, context })) as SiteSetting

async function store(payload: Payload, req: PayloadRequest, data: RecordData, correctionOf?: number) {
  const record = await payload.create({
    collection: 'verifactu-records',
    data: { ...data, status: 'pending', attempts: 0, correctionOf },
    req,
    context,
  })
  // Sent as it is issued (src/verifactu/tasks.ts), in the record's own transaction: the run exists if
  // and only if the record does (no dedupe key: a refused duplicate would abort that transaction).
  await enqueue(payload, { task: 'verifactu-send', input: {} }, req)
  return record
}

export interface AltaOptions {
  /** the tax Stripe applied to the order (decides the invoice type and breakdown) */
  taxability: Taxability | null
  /** a corrected resend (Subsanacion) of this record */
  correctionOf?: Pick<VerifactuRecord, 'id' | 'status'>
  /** the data a corrected resend corrects (src/verifactu/correction-data.ts) */
  choice?: CorrectionChoice | null
  /** when the record is generated: the time `lockChain` returned (for a new invoice, its time of issue) */
  at: Date
  /** for a complete invoice issued in place of simplified ones (F3): their invoice ids */
  substituted?: number[]
}

/** The first alta record of each of these invoices (a correction repeats the same identification). */
async function altaRecordsOf(payload: Payload, req: PayloadRequest, invoiceIds: number[]) {
  const where: Where = { and: [{ invoice: { in: invoiceIds } }, { kind: { equals: 'alta' } }] }
  const { docs } = await payload.find({
    collection: 'verifactu-records',
    where,
    sort: 'sequence',
    limit: 1000,
    depth: 0,
    pagination: false,
    req,
    context,
  })
  return invoiceIds
    .map((id) => docs.find((r) => (typeof r.invoice === 'object' ? r.invoice.id : r.invoice) === id))
    .filter((r) => !!r)
}

/** Writes the `RegistroAlta` of an invoice created in this transaction (after `lockChain`). */
export async function writeAltaRecord(
  payload: Payload,
  req: PayloadRequest,
  invoice: Invoice,
  options: AltaOptions,
): Promise<VerifactuRecord> {
  let original = null
  if (invoice.kind === 'rectifying') {
    const originalId = typeof invoice.rectifies === 'object' ? invoice.rectifies?.id : invoice.rectifies
    original = originalId ? ((await altaRecordsOf(payload, req, [originalId]))[0] ?? null) : null
  }
  const substituted = options.substituted?.length ? await altaRecordsOf(payload, req, options.substituted) : undefined
  const data = buildAlta({
    invoice,
    site: await site(payload, req),
    head: await chainHead(payload, req),
    taxability: options.taxability,
    original,
    substituted,
    correction: options.correctionOf
      ? { previouslyRejected: options.correctionOf.status === 'rejected', choice: options.choice }
      : undefined,
    at: options.at,
  })
  return store(payload, req, data, options.correctionOf?.id)
}
