import type { GlossaryTerm } from '@/payload-types'

/** The glossary's three sections over the four term categories. */
export const GLOSSARY_GROUPS: { id: string; title: string; categories: GlossaryTerm['category'][] }[] = [
  { id: 'fundamentos', title: 'Fundamentos', categories: ['Fundamental'] },
  { id: 'tecnica', title: 'Técnica', categories: ['Técnico'] },
  { id: 'estrategia-y-redaccion', title: 'Estrategia y redacción', categories: ['Estratégico', 'Redacción'] },
]

/** Terms of each group in the order editors set (the order they are shown and marked up in). */
export const groupTerms = (terms: GlossaryTerm[]) =>
  GLOSSARY_GROUPS.map((group) => ({
    ...group,
    terms: group.categories.flatMap((category) => terms.filter((t) => t.category === category)),
  })).filter((group) => group.terms.length > 0)
