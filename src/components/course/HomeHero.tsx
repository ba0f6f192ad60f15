import type { Module } from '@/payload-types'
import { LinkButton } from '@/components/ui/Button'

/** Home hero: the promise and the two ways in (free diagnosis, prices). */
export function HomeHero({ title, intro, freeModule }: { title: string; intro?: string | null; freeModule?: Module }) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        {freeModule && (
          <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-medium text-blue-800 ring-1 ring-blue-200">
            {freeModule.code}: {freeModule.title} · Gratis y sin tarjeta de crédito
          </p>
        )}
        <h1 className="mt-5 max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {title}
        </h1>
        {intro && <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-700">{intro}</p>}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {freeModule && (
            <LinkButton href={`/curso/${freeModule.slug}`} size="lg">
              Haz el diagnóstico {freeModule.code} gratis
            </LinkButton>
          )}
          <LinkButton href="#precios" variant="secondary" size="lg">
            Ver precios
          </LinkButton>
        </div>
      </div>
    </div>
  )
}
