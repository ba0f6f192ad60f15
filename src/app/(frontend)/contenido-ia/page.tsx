import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { glossaryMap } from '@/content/labels'
import { PageHeader } from '@/components/ui/PageHeader'
import { JsonLd } from '@/components/ui/JsonLd'
import { CmsSection } from '@/components/ui/CmsSection'
import { Section } from '@/components/ui/Section'
import { AI_FILES, GEO_FILES, formatKb, renderAiFile } from '@/readers/ai-files'
import { loadAiSources } from '@/readers/ai-sources'
import { isoDay, longDate } from '@/content/dates'
import { dataset, graph } from '@/content/jsonld'
import { getGlossaryTerms, getPage, getSiteSettings } from '@/readers/queries'
import { pageMetadata } from '@/content/seo'
import { buttonClass } from '@/components/ui/Button'

const PATH = '/contenido-ia'

export async function generateMetadata(): Promise<Metadata> {
  const [page, site] = await Promise.all([getPage('contenido-ia'), getSiteSettings()])
  if (!page) return {}
  return pageMetadata({ title: page.title, description: page.description, meta: page.meta, path: PATH }, site)
}

export default async function AiContentPage() {
  const [page, sources, terms] = await Promise.all([getPage('contenido-ia'), loadAiSources(), getGlossaryTerms()])
  if (!page) notFound()
  const glossary = glossaryMap(terms)
  const files = GEO_FILES.map((file) => ({ file, ...renderAiFile(file, sources) }))
  const indexes = AI_FILES.filter((file) => !GEO_FILES.includes(file))
  const onward = [
    {
      href: '/curso',
      label: 'El curso',
      text: 'Todos los módulos, del diagnóstico gratuito a los estándares técnicos.',
    },
    { href: '/metodologia', label: 'La metodología', text: 'Cómo funciona el método y en qué se diferencia del SEO.' },
    {
      href: '/glosario',
      label: 'El glosario',
      text: 'Los términos del GEO explicados en una frase, para citarlos con precisión.',
    },
  ]
  return (
    <div>
      <PageHeader
        crumbs={[{ label: 'Inicio', href: '/' }, { label: 'Contenido para IA' }]}
        title={page.title}
        intro={page.intro}
      />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:py-16">
        <Section id="archivos" title="Archivos disponibles">
          <ul className="grid gap-6 md:grid-cols-2" data-testid="ai-files">
            {files.map(({ file, bytes, updatedAt }) => (
              <li key={file.path}>
                <article
                  aria-labelledby={`archivo-${file.path.slice(1)}`}
                  className="quote-card"
                  data-testid="ai-file"
                  data-path={file.path}
                >
                  <p className="text-xs font-semibold tracking-wide text-blue-800 uppercase">{file.category}</p>
                  <h3 id={`archivo-${file.path.slice(1)}`} className="mt-1 text-lg font-semibold text-slate-900">
                    {file.title}
                  </h3>
                  <p className="font-mono text-sm text-slate-600">{file.path.slice(1)}</p>
                  <p className="mt-3 text-slate-700">{file.description}</p>
                  <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
                    <div>
                      <dt className="text-slate-600">Tamaño</dt>
                      <dd className="font-medium text-slate-900">
                        <data value={bytes} data-testid="file-size">
                          {formatKb(bytes)}
                        </data>
                      </dd>
                    </div>
                    {updatedAt && (
                      <div>
                        <dt className="text-slate-600">Actualizado</dt>
                        <dd className="font-medium text-slate-900">
                          <time dateTime={isoDay(updatedAt)}>{longDate(updatedAt)}</time>
                        </dd>
                      </div>
                    )}
                  </dl>
                  <div className="mt-auto flex gap-3 pt-6">
                    <a href={file.path} className={buttonClass({ size: 'sm' })}>
                      Ver<span className="sr-only"> {file.path.slice(1)}</span>
                    </a>
                    <a
                      href={file.path}
                      download={file.path.slice(1)}
                      className={buttonClass({ variant: 'secondary', size: 'sm' })}
                    >
                      Descargar<span className="sr-only"> {file.path.slice(1)}</span>
                    </a>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <h3 className="mt-10 text-lg font-semibold text-slate-900">Índices para modelos de lenguaje</h3>
          <ul className="mt-3 space-y-2">
            {indexes.map((file) => (
              <li key={file.path} className="text-slate-700">
                <a href={file.path} className="font-mono font-medium text-blue-800 underline underline-offset-2">
                  {file.path.slice(1)}
                </a>
                : {file.description}
              </li>
            ))}
          </ul>
        </Section>

        {(page.sections ?? []).map((section) => (
          <CmsSection key={section.anchor} section={section} glossary={glossary} className="max-w-3xl" />
        ))}

        <Section id="sigue-explorando" title="Sigue explorando">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {onward.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className="group block h-full rounded-xl border border-slate-200 p-5 hover:border-blue-300 hover:bg-blue-50/40"
                >
                  <span className="font-semibold text-blue-800 group-hover:underline">{item.label}</span>
                  <span className="mt-2 block text-sm text-slate-700">{item.text}</span>
                </Link>
              </li>
            ))}
            <li>
              <a
                href={`mailto:${sources.site.supportEmail}`}
                className="group block h-full rounded-xl border border-slate-200 p-5 hover:border-blue-300 hover:bg-blue-50/40"
              >
                <span className="font-semibold text-blue-800 group-hover:underline">Contacto</span>
                <span className="mt-2 block text-sm break-words text-slate-700">{sources.site.supportEmail}</span>
              </a>
            </li>
          </ul>
        </Section>
      </div>
      <JsonLd
        data={graph(
          dataset({
            name: page.title,
            description: page.intro ?? page.description,
            path: PATH,
            site: sources.site,
            files: files.map(({ file, bytes, updatedAt }) => ({
              name: file.title,
              url: file.path,
              size: bytes,
              updatedAt: updatedAt ?? '',
            })),
          }),
        )}
      />
    </div>
  )
}
