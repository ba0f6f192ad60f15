import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

/** A drizzle handle: the few statements the Local API cannot say (`sql` of @payloadcms/db-postgres). */
export type Executor = { execute: <T = Record<string, unknown>>(query: unknown) => Promise<{ rows: T[] }> }

type Adapter = { drizzle: Executor; sessions?: Record<string, { db: Executor }> }
type AfterCommit = () => Promise<void>

/**
 * Runs `fn` in one database transaction (every Local API call given `req` joins it). Once it has
 * committed, what was asked for with `afterCommit` runs, in order; an error there fails the call.
 *
 * A new context object on every call: Payload's createLocalReq adopts the context object it is given as
 * the request's own when the request has none yet, so a shared one would collect every request's
 * after-commit work (and the job queue's ids, src/jobs/queue.ts).
 */
export async function inTransaction<T>(payload: Payload, fn: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({ context: { system: true, skipRevalidate: true } }, payload)
  const own = await initTransaction(req)
  try {
    const result = await fn(req)
    if (own) await commitTransaction(req)
    for (const work of (req.context.afterCommit as AfterCommit[] | undefined) ?? []) await work()
    return result
  } catch (error) {
    if (own) await killTransaction(req)
    throw error
  }
}

/** Work for after the commit of the `inTransaction` that `req` belongs to (e.g. checking that it really committed). */
export function afterCommit(req: PayloadRequest, work: AfterCommit) {
  ;((req.context.afterCommit as AfterCommit[] | undefined) ??= []).push(work)
}

/** The drizzle handle of the transaction `req` runs in, for the few statements the Local API cannot say. */
export async function transactionDb(payload: Payload, req: PayloadRequest): Promise<Executor> {
  const db = await sessionDb(payload, req)
  if (!db) throw new Error('this statement must run inside a transaction')
  return db
}

/** The drizzle handle of `req`'s transaction, or the adapter's own (outside any transaction) when there is none. */
export async function currentDb(payload: Payload, req?: Partial<PayloadRequest>): Promise<Executor> {
  return (await sessionDb(payload, req)) ?? (payload.db as unknown as Adapter).drizzle
}

async function sessionDb(payload: Payload, req?: Partial<PayloadRequest>): Promise<Executor | undefined> {
  const id = req?.transactionID ? await req.transactionID : undefined
  return (id && (payload.db as unknown as Adapter).sessions?.[String(id)]?.db) || undefined
}
