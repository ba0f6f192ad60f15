import { ShareButton } from '@/components/ui/ShareButton'
import type { GlossaryTerm } from '@/payload-types'

/** One glossary entry; its id is the term's slug, the anchor every «/glosario#…» link points to. */
export function TermCard({ term }: { term: GlossaryTerm }) {
  return (
    <article id={term.slug} aria-labelledby={`${term.slug}-term`} className="term-card" data-testid="glossary-term">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={`${term.slug}-term`} className="text-lg font-semibold text-slate-900">
            <dfn className="not-italic">{term.term}</dfn>
          </h3>
          <p className="mt-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{term.category}</p>
        </div>
        <ShareButton anchor={term.slug} label={term.term} />
      </div>
      <p className="mt-3 leading-relaxed text-slate-700">{term.definition}</p>
    </article>
  )
}
