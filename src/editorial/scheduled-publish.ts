import type { CollectionAfterChangeHook, CollectionSlug, GlobalSlug, Payload } from 'payload'

import { enqueue } from '@/jobs/queue'

/**
 * Scheduled publish and unpublish («Programar publicación» in the admin, Madrid time).
 *
 * Why not Payload's own jobs runner: Payload 3.89 claims jobs with a read-then-update and no row lock, so
 * two instances polling `payload-jobs` run the same job twice, and a job whose process died stays
 * `processing` for good (field-notes). This project already has a durable queue that every instance runs
 * exactly once per job (src/jobs: `FOR UPDATE SKIP LOCKED`, leases, retries). So Payload keeps only what
 * its admin needs — the drawer writes, lists and cancels `schedulePublish` rows of `payload-jobs` — and
 * nothing runs them there (no `autoRun`, `/api/payload-jobs/run` closed). Each new row is mirrored, in the
 * same transaction, into the project's queue as a `scheduled-publish` job due at the row's `waitUntil`
 * (one per row: its dedupe key names the row). That job reads the row again when it runs: cancelled
 * (deleted) or already done → nothing happens; otherwise it publishes (or unpublishes) the document as
 * the editor who scheduled it, which expires the cache tags on every instance (collections/hooks/
 * revalidate.ts → cache-tags), and marks the row completed.
 */

export const SCHEDULE_TASK = 'schedulePublish'

interface ScheduleRow {
  id: number | string
  taskSlug?: string | null
  waitUntil?: string | null
  completedAt?: string | null
  input?: {
    type?: string
    doc?: { relationTo?: string; value?: string | number }
    global?: string | null
    user?: number | string | { relationTo?: string; value?: number | string } | null
  } | null
}

/** afterChange of `payload-jobs` (added in collections/access/system.ts): a new schedule joins the queue. */
export const queueScheduledPublish: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  const row = doc as ScheduleRow
  if (operation !== 'create' || row.taskSlug !== SCHEDULE_TASK) return doc
  const delayMs = Math.max(0, new Date(row.waitUntil ?? Date.now()).getTime() - Date.now())
  await enqueue(
    req.payload,
    { task: 'scheduled-publish', input: { scheduleId: row.id }, dedupeKey: `scheduled-publish:${row.id}`, delayMs },
    req,
  )
  return doc
}

/** Who scheduled it: an id, or (Payload 3.90) `{ relationTo: 'users', value: id }`; null when unknown. */
export function schedulerId(
  user: number | string | { relationTo?: string; value?: number | string } | null | undefined,
): number | null {
  const raw = user && typeof user === 'object' ? user.value : user
  const id = Number(raw)
  return raw !== null && raw !== undefined && raw !== '' && Number.isInteger(id) ? id : null
}

/** Runs one schedule (the `scheduled-publish` task). Safe to run twice: a completed row is skipped. */
export async function runScheduledPublish(payload: Payload, scheduleId: number, now = new Date()) {
  const row = (await payload.findByID({
    collection: 'payload-jobs',
    id: scheduleId,
    depth: 0,
    disableErrors: true,
  })) as ScheduleRow | null
  if (!row || row.completedAt || row.taskSlug !== SCHEDULE_TASK) return { skipped: true }
  const due = new Date(row.waitUntil ?? 0)
  // Moved later since it was queued: not yet (the queue retries with backoff; the new time is kept).
  if (due.getTime() > now.getTime() + 1_000) throw new Error(`schedule ${scheduleId} is due at ${due.toISOString()}`)
  const target = row.input?.doc
  const userId = schedulerId(row.input?.user)
  const user = userId
    ? await payload.findByID({ collection: 'users', id: userId, depth: 0, disableErrors: true })
    : null
  const change = {
    data: { _status: row.input?.type === 'unpublish' ? ('draft' as const) : ('published' as const) },
    depth: 0,
    // As the editor who scheduled it (their rights today); without one, as the system.
    ...(user ? { user: { ...user, collection: 'users' as const }, overrideAccess: false } : { overrideAccess: true }),
  }
  if (target?.relationTo && target.value !== undefined) {
    await payload.update({ collection: target.relationTo as CollectionSlug, id: Number(target.value), ...change })
  } else if (row.input?.global) {
    await payload.updateGlobal({ slug: row.input.global as GlobalSlug, ...change })
  }
  await payload.update({
    collection: 'payload-jobs',
    id: scheduleId,
    data: { completedAt: new Date().toISOString(), processing: false, hasError: false },
    depth: 0,
    overrideAccess: true,
  })
  return { skipped: false }
}

export interface ScheduledItem {
  id: number | string
  type: 'publish' | 'unpublish'
  /** a collection's document, or a global (`global` set, `collection` and `docId` empty) */
  collection: string
  docId: string
  global: string | null
  at: string
  /** the editor who scheduled it */
  userId: number | null
}

/** Schedules not run yet, soonest first (the editors' dashboard). */
export async function upcomingSchedules(payload: Payload, limit = 20): Promise<ScheduledItem[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: SCHEDULE_TASK } }, { completedAt: { exists: false } }] },
    sort: 'waitUntil',
    limit,
    depth: 0,
    overrideAccess: true,
  })
  return (docs as unknown as ScheduleRow[]).map((row) => ({
    id: row.id,
    type: row.input?.type === 'unpublish' ? 'unpublish' : 'publish',
    collection: String(row.input?.doc?.relationTo ?? ''),
    docId: String(row.input?.doc?.value ?? ''),
    global: row.input?.global ?? null,
    userId: schedulerId(row.input?.user),
    at: String(row.waitUntil ?? ''),
  }))
}
