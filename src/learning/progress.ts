import type { Payload } from 'payload'

import { statementPool } from '@/database/statement-pool'
import { ownedRows, rowsOf, type OwnedRow } from '@/entitlements/ownership'
import type { Module } from '@/payload-types'

import { learnerColumn, type Learner } from './learner'
import { progressOf, sectionAnchors, type ModuleProgress, type ModuleSections } from './percent'

/**
 * Reading progress: what a learner has read of the modules they own, per section (rule:
 * src/learning/read-rule.ts). One row per learner (an account, or an address reading without one:
 * src/learning/learner.ts), module and section (`reading-progress`, unique
 * on the three): every write is one idempotent upsert, so tabs and devices posting the same or
 * different sections at once neither duplicate nor lose a mark. Only owners' progress is stored.
 */

export type ReadSource = 'online' | 'download' | 'manual'

export { progressOf, resumeTarget, sectionAnchors, type ModuleProgress, type ModuleSections } from './percent'

/** Every published module (or the one of `slug`) with its section anchors (premium ones included), in the catalogue's order. */
export async function moduleSections(payload: Payload, slug?: string): Promise<ModuleSections[]> {
  const { docs } = await payload.find({
    collection: 'modules',
    where: { and: [{ _status: { equals: 'published' } }, ...(slug ? [{ slug: { equals: slug } }] : [])] },
    sort: 'order',
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
    select: {
      slug: true,
      code: true,
      title: true,
      duration: true,
      free: true,
      comingSoon: true,
      previewSections: { anchor: true },
      premiumSections: { anchor: true },
    },
  })
  return docs.map((m) => ({
    id: m.id,
    slug: m.slug,
    code: m.code,
    title: m.title,
    duration: m.duration,
    free: m.free,
    comingSoon: m.comingSoon,
    anchors: sectionAnchors(m as Module),
  }))
}

const db = (payload: Payload) => statementPool(payload)

/** The sections a learner has read, by module id. */
export async function readSections(payload: Payload, userId: number): Promise<Map<number, Set<string>>> {
  const { rows } = await db(payload).query<{ module_id: number; section: string }>(
    'SELECT module_id, section FROM reading_progress WHERE user_id = $1 AND read',
    [userId],
  )
  const byModule = new Map<number, Set<string>>()
  for (const row of rows) {
    const set = byModule.get(row.module_id) ?? new Set<string>()
    set.add(row.section)
    byModule.set(row.module_id, set)
  }
  return byModule
}

/**
 * Sections read automatically (online or by downloading the guide): inserted once, and never over a
 * row that exists — a mark made by hand (read or unread) stays as the learner left it.
 */
export async function recordReading(
  payload: Payload,
  args: { learner: Learner; moduleId: number; anchors: string[]; source: Exclude<ReadSource, 'manual'> },
) {
  if (!args.anchors.length) return 0
  const { column, value } = learnerColumn(args.learner)
  const { rowCount } = await db(payload).query(
    `INSERT INTO reading_progress (${column}, module_id, section, read, source, updated_at, created_at)
     SELECT $1, $2, section, true, $4, now(), now() FROM unnest($3::text[]) AS section
     ON CONFLICT (${column}, module_id, section) DO NOTHING`,
    [value, args.moduleId, [...new Set(args.anchors)], args.source],
  )
  return rowCount ?? 0
}

/** A section marked or unmarked by hand: the learner's choice wins, whatever was stored before. */
export async function markSection(
  payload: Payload,
  args: { learner: Learner; moduleId: number; anchor: string; read: boolean },
) {
  const { column, value } = learnerColumn(args.learner)
  await db(payload).query(
    `INSERT INTO reading_progress (${column}, module_id, section, read, source, updated_at, created_at)
     VALUES ($1, $2, $3, $4, 'manual', now(), now())
     ON CONFLICT (${column}, module_id, section) DO UPDATE SET read = EXCLUDED.read, source = 'manual', updated_at = now()`,
    [value, args.moduleId, args.anchor, args.read],
  )
}

/**
 * Progress of every module the account owns, in the catalogue's order. `held`: the entitlements a page's
 * viewer already read (the account's are taken from them), else they are read here.
 */
export async function learnerProgress(payload: Payload, userId: number, held?: OwnedRow[]): Promise<ModuleProgress[]> {
  const [modules, rows, read] = await Promise.all([
    moduleSections(payload),
    held ? rowsOf(held, { userId }) : ownedRows(payload, { userId }),
    readSections(payload, userId),
  ])
  const owned = new Set(rows.map((row) => row.module))
  return modules.filter((m) => owned.has(m.id)).map((m) => progressOf(m, read.get(m.id) ?? new Set()))
}

/** A download of a module's guide counts its sections as read (for the learner who owns it). */
export async function readByDownload(
  payload: Payload,
  learner: Learner,
  module: Pick<Module, 'id' | 'previewSections' | 'premiumSections'>,
) {
  return recordReading(payload, { learner, moduleId: module.id, anchors: sectionAnchors(module), source: 'download' })
}

/** What the module page needs of one module: the sections read, and those unmarked by hand. */
export async function readingOf(payload: Payload, learner: Learner, moduleId: number) {
  const { column, value } = learnerColumn(learner)
  const { rows } = await db(payload).query<{ section: string; read: boolean }>(
    `SELECT section, read FROM reading_progress WHERE ${column} = $1 AND module_id = $2`,
    [value, moduleId],
  )
  return {
    read: rows.filter((r) => r.read).map((r) => r.section),
    unmarked: rows.filter((r) => !r.read).map((r) => r.section),
  }
}
