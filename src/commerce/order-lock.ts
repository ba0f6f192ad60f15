import type { Payload } from 'payload'

import { settings as env } from '@/env'
import { withLock } from '@/jobs/lock'

/** The lock of one order's grants and refunds (src/jobs/lock.ts). */
export const orderLockKey = (orderId: number) => `order:${orderId}`

/**
 * The order's lock, shared with the refund handling, waited for about as long as a request may wait for
 * the database (a row lock, then a connection): fulfilment runs in requests too (`/api/checkout/verify`),
 * where an order held elsewhere is a Spanish 503 within that time (LockBusy counts as the database being
 * busy) rather than a queue of requests each waiting its turn for the job queue's longer limit; a job
 * meeting it is simply retried.
 */
export const underOrderLock = <T>(payload: Payload, orderId: number, fn: () => Promise<T>) =>
  withLock(payload, orderLockKey(orderId), fn, env.database.lockTimeoutMs + env.database.poolTimeoutMs)
