import type { Module } from '@/payload-types'

/** The change list of a module's last revision, as the editor wrote it (empty lines dropped). */
export const changesOf = (module: Pick<Module, 'changeNote'>) => (module.changeNote ?? []).map((c) => c.change?.trim()).filter((c): c is string => Boolean(c))
