import type { Payload } from 'payload'

import { statementPool } from '@/database/statement-pool'
import { ownedModuleIds } from '@/entitlements/ownership'
import type { Module } from '@/payload-types'

/**
 * Reading progress: what a learner has read of the modules they own, per section (rule:
 * src/learning/read-rule.ts). One row per account, module and section (`reading-progress`, unique
 * on the three): every write is one idempotent upsert, so tabs and devices posting the same or
 * different sections at once neither duplicate nor lose a mark. Only owners' progress is stored.
 */

export type ReadSource = 'online' | 'download' | 'manual'

/** A module as progress sees it: its sections' anchors in page order (public preview, then premium). */
export interface ModuleSections {
  id: number
  slug: string
  code: string
  title: string
  duration?: string | null
  anchors: string[]
}

export interface ModuleProgress {
  moduleId: number
  slug: string
  code: string
  title: string
  read: number
  total: number
  /** 0–100, rounded down: 100 only when every section is read */
  percent: number
  /** the first section not read yet, or null when the module is finished */
  next: string | null
  /** where «Continuar» goes: the first unread section's anchor (the module's top when finished) */
  resumeHref: string
}

export const sectionAnchors = (module: Pick<Module, 'previewSections' | 'premiumSections'>) =>
  [...(module.previewSections ?? []), ...(module.premiumSections ?? [])].map((s) => s.anchor)

/** Progress of one module from the anchors the learner has read (anchors no longer in it do not count). */
export function progressOf(module: ModuleSections, read: ReadonlySet<string>): ModuleProgress {
  const total = module.anchors.length
  const done = module.anchors.filter((a) => read.has(a)).length
  const next = module.anchors.find((a) => !read.has(a)) ?? null
  return {
    moduleId: module.id,
    slug: module.slug,
    code: module.code,
    title: module.title,
    read: done,
    total,
    percent: total ? Math.floor((done * 100) / total) : 0,
    next,
    resumeHref: next ? `/curso/${module.slug}#${next}` : `/curso/${module.slug}`,
  }
}

/**
 * The one module «Continuar» offers when only one link fits (the account menu): the first module, in
 * the catalogue's order, that is started and not finished; else the first not finished; else none.
 */
export function resumeTarget(modules: ModuleProgress[]): ModuleProgress | null {
  const open = modules.filter((m) => m.next !== null)
  return open.find((m) => m.read > 0) ?? open[0] ?? null
}

/** Every published module with its section anchors (premium ones included), in the catalogue's order. */
export async function moduleSections(payload: Payload): Promise<ModuleSections[]> {
  const { docs } = await payload.find({
    collection: 'modules',
    where: { _status: { equals: 'published' } },
    sort: 'order',
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
    select: { slug: true, code: true, title: true, duration: true, previewSections: { anchor: true }, premiumSections: { anchor: true } },
  })
  return docs.map((m) => ({ id: m.id, slug: m.slug, code: m.code, title: m.title, duration: m.duration, anchors: sectionAnchors(m as Module) }))
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
export async function recordReading(payload: Payload, args: { userId: number; moduleId: number; anchors: string[]; source: Exclude<ReadSource, 'manual'> }) {
  if (!args.anchors.length) return 0
  const { rowCount } = await db(payload).query(
    `INSERT INTO reading_progress (user_id, module_id, section, read, source, updated_at, created_at)
     SELECT $1, $2, section, true, $4, now(), now() FROM unnest($3::text[]) AS section
     ON CONFLICT (user_id, module_id, section) DO NOTHING`,
    [args.userId, args.moduleId, [...new Set(args.anchors)], args.source],
  )
  return rowCount ?? 0
}

/** A section marked or unmarked by hand: the learner's choice wins, whatever was stored before. */
export async function markSection(payload: Payload, args: { userId: number; moduleId: number; anchor: string; read: boolean }) {
  await db(payload).query(
    `INSERT INTO reading_progress (user_id, module_id, section, read, source, updated_at, created_at)
     VALUES ($1, $2, $3, $4, 'manual', now(), now())
     ON CONFLICT (user_id, module_id, section) DO UPDATE SET read = EXCLUDED.read, source = 'manual', updated_at = now()`,
    [args.userId, args.moduleId, args.anchor, args.read],
  )
}

/** Sections unmarked by hand in one module (the tracker does not time them). */
export async function unmarkedSections(payload: Payload, userId: number, moduleId: number): Promise<Set<string>> {
  const { rows } = await db(payload).query<{ section: string }>(
    'SELECT section FROM reading_progress WHERE user_id = $1 AND module_id = $2 AND NOT read',
    [userId, moduleId],
  )
  return new Set(rows.map((r) => r.section))
}

/** Progress of every module the account owns, in the catalogue's order. */
export async function learnerProgress(payload: Payload, userId: number): Promise<ModuleProgress[]> {
  const [modules, owned, read] = await Promise.all([moduleSections(payload), ownedModuleIds(payload, userId), readSections(payload, userId)])
  return modules.filter((m) => owned.has(String(m.id))).map((m) => progressOf(m, read.get(m.id) ?? new Set()))
}

/** A download of a module's guide counts its sections as read (for an account that owns it). */
export async function readByDownload(payload: Payload, userId: number, module: Pick<Module, 'id' | 'previewSections' | 'premiumSections'>) {
  return recordReading(payload, { userId, moduleId: module.id, anchors: sectionAnchors(module), source: 'download' })
}
