/**
 * Percentages and «Continuar» from the sections a learner has read: plain functions shared by the
 * server (src/learning/progress.ts) and the module page's tracker in the browser.
 */
import type { Module } from '@/payload-types'

/** A module as progress sees it: its sections' anchors in page order (public preview, then premium). */
export interface ModuleSections {
  id: number
  slug: string
  code: string
  title: string
  duration?: string | null
  /** free to everyone, or announced and not sold yet: neither is part of a «complete course» seat */
  free?: boolean | null
  comingSoon?: boolean | null
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
