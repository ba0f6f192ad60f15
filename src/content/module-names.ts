import type { Module } from '@/payload-types'

/**
 * How a module is named wherever it is mentioned (pages, e-mails, PDF guides). No imports beyond the types:
 * the PDF toolkit and entitlements use these names without reaching commerce.
 */

/** 'F3: Autoridad Generativa' */
export const moduleName = (module: Pick<Module, 'code' | 'title'>) => `${module.code}: ${module.title}`

/** 'Guía completa del módulo F3: Autoridad Generativa': a guide is named after its module, never typed apart. */
export const guideTitle = (module: Pick<Module, 'code' | 'title'>) => `Guía completa del módulo ${moduleName(module)}`
