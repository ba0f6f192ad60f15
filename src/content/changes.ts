import type { Module } from '@/payload-types'

/** The change list of a module's last revision, as the editor wrote it (empty lines dropped). */
export const changesOf = (module: Pick<Module, 'changeNote'>) =>
  (module.changeNote ?? []).map((c) => c.change?.trim()).filter((c): c is string => Boolean(c))

/**
 * A module's «Actualizado el …» (its page and its Markdown twin): the last revision with its change list,
 * or, for a module never revised, the date of its last published change.
 */
export const lastUpdate = (module: Pick<Module, 'revisedAt' | 'changeNote' | 'updatedAt'>) => ({
  date: module.revisedAt || module.updatedAt || null,
  changes: module.revisedAt ? changesOf(module) : [],
})
