import type { Payload, PayloadRequest } from 'payload'

type Executor = { execute: (query: unknown) => Promise<{ rows: Array<Record<string, unknown>> }> }

/** The drizzle handle of the transaction `req` runs in, for the few statements the Local API cannot say. */
export async function transactionDb(payload: Payload, req: PayloadRequest): Promise<Executor> {
  const db = payload.db as unknown as { sessions: Record<string, { db: Executor }> }
  const session = req.transactionID ? db.sessions[String(await req.transactionID)] : undefined
  if (!session) throw new Error('this statement must run inside a transaction')
  return session.db
}
