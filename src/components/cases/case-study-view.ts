import type { CaseStudy } from '@/payload-types'

import type { ModuleRef } from './ModuleBadge'

/** What a case card shows: the study's words and the modules applied (code, title, slug). */
export type CaseStudyView = Pick<
  CaseStudy,
  'slug' | 'company' | 'industry' | 'title' | 'challenge' | 'solution' | 'timeframe' | 'metrics'
> & { implementedModules: ModuleRef[] }

/** The fields of a study its card shows (no populated module documents, no editorial fields). */
export const caseStudyView = (study: CaseStudy): CaseStudyView => ({
  slug: study.slug,
  company: study.company,
  industry: study.industry,
  title: study.title,
  challenge: study.challenge,
  solution: study.solution,
  timeframe: study.timeframe,
  metrics: study.metrics,
  implementedModules: (study.implementedModules ?? []).flatMap((m) =>
    typeof m === 'number' ? [] : [{ id: m.id, slug: m.slug, code: m.code, title: m.title }],
  ),
})
