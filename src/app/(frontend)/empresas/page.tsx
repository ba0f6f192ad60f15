import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { OnwardLinks } from '@/components/course/OnwardLinks'
import { StepGuide } from '@/components/course/StepGuide'
import { TocLayout } from '@/components/course/TocLayout'
import { LinkButton } from '@/components/ui/Button'
import { CmsSection } from '@/components/ui/CmsSection'
import { JsonLd } from '@/components/ui/JsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import { Section } from '@/components/ui/Section'
import { howTo, graph, organization, seatOffer, speakable } from '@/content/jsonld'
import { glossaryMap } from '@/content/labels'
import { formatEuros } from '@/content/money'
import { completePlan, purchasable } from '@/content/prices'
import { absoluteUrl, pageMetadata } from '@/content/seo'
import { getGlossaryTerms, getModules, getPage, getPricingPlans, getSiteSettings } from '@/readers/queries'
import { MAX_SEATS_PER_ORDER, seatBandLabel, seatPriceTable, seatPricing } from '@/teams/pricing'

const PATH = '/empresas'
const COMPANY_CHECKOUT = '/checkout?type=complete&para=equipo'

const blocks = {
  prices: { id: 'precios', title: 'Precio por plaza' },
  next: { id: 'siguientes-pasos', title: 'Siguientes pasos' },
}

export async function generateMetadata(): Promise<Metadata> {
  const [page, site] = await Promise.all([getPage('empresas'), getSiteSettings()])
  if (!page) return {}
  return pageMetadata({ title: page.title, description: page.description, meta: page.meta, path: PATH }, site)
}

/** «Para empresas»: seats for a team, their volume prices, how it works, FUNDAE, transfer and invoices. */
export default async function CompaniesPage() {
  const [page, site, modules, plans, terms] = await Promise.all([
    getPage('empresas'),
    getSiteSettings(),
    getModules(),
    getPricingPlans(),
    getGlossaryTerms(),
  ])
  if (!page) notFound()
  const glossary = glossaryMap(terms)
  const complete = completePlan(plans)
  const bands = complete ? seatPriceTable(seatPricing(complete.seatPricing, complete.price)) : []
  const paid = purchasable(modules)
  const steps = page.steps ?? []
  const stepsTitle = `Cómo funciona, en ${steps.length} pasos`
  const sections = page.sections ?? []
  const toc = [
    ...(bands.length ? [blocks.prices] : []),
    ...(steps.length ? [{ id: 'pasos', title: stepsTitle }] : []),
    ...sections.map((s) => ({ id: s.anchor, title: s.title })),
    blocks.next,
  ]
  const org = organization(site)
  return (
    <div>
      <JsonLd
        data={graph(
          org,
          {
            '@type': 'WebPage',
            name: page.title,
            url: absoluteUrl(PATH),
            inLanguage: 'es-ES',
            about: { '@id': org['@id'] },
            speakable: speakable(['#portada h1', '#portada p']),
          },
          ...(complete && bands.length
            ? [seatOffer({ name: complete.name, path: COMPANY_CHECKOUT, coursePath: '/curso', bands, site })]
            : []),
          ...(steps.length ? [howTo(stepsTitle, steps)] : []),
        )}
      />
      <div id="portada">
        <PageHeader
          crumbs={[{ label: 'Inicio', href: '/' }, { label: 'Empresas' }]}
          title={page.title}
          intro={page.intro}
        >
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            {complete && (
              <LinkButton href={COMPANY_CHECKOUT} size="lg" data-testid="companies-buy">
                Comprar plazas
              </LinkButton>
            )}
            <LinkButton href="/equipo" variant="secondary" size="lg">
              Ya tengo un equipo
            </LinkButton>
          </div>
        </PageHeader>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <TocLayout toc={toc}>
          <div className="space-y-16">
            {complete && bands.length > 0 && (
              <Section {...blocks.prices}>
                <p className="text-slate-700">
                  Cada plaza da a una persona el {complete.name.toLowerCase()}. El precio por plaza baja con el número
                  de plazas; si más adelante compras más, pagas solo las nuevas, al tramo que alcance el total del
                  equipo. Hasta {MAX_SEATS_PER_ORDER} plazas por compra.
                </p>
                <table className="mt-6 w-full max-w-xl border-collapse text-left" data-testid="seat-prices">
                  <caption className="sr-only">
                    Precio por plaza del {complete.name.toLowerCase()} según el número de plazas
                  </caption>
                  <thead>
                    <tr className="border-b border-slate-300 text-sm text-slate-600">
                      <th scope="col" className="py-2 pr-4 font-semibold">
                        Plazas
                      </th>
                      <th scope="col" className="py-2 font-semibold">
                        Precio por plaza
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {bands.map((band) => (
                      <tr key={band.fromSeats} className="border-b border-slate-200">
                        <td className="py-3 pr-4 text-slate-900">{seatBandLabel(band)}</td>
                        <td className="py-3 font-semibold text-slate-900">{formatEuros(band.pricePerSeat)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <p className="mt-4 text-sm text-slate-600">
                  Precios con IVA incluido. Con un NIF-IVA de otro país de la UE, la factura aplica la inversión del
                  sujeto pasivo.
                </p>
                {paid.length > 0 && (
                  <p className="mt-4 text-slate-700">
                    ¿Solo necesitáis un módulo? También se compran plazas de cada módulo, desde su página:{' '}
                    {paid.map((m, i) => (
                      <span key={m.slug}>
                        {i > 0 && ', '}
                        <a
                          href={`/checkout?type=module&module=${m.slug}&para=equipo`}
                          className="font-medium text-blue-800 underline underline-offset-2"
                        >
                          {m.code}
                        </a>
                      </span>
                    ))}
                    .
                  </p>
                )}
                <LinkButton href={COMPANY_CHECKOUT} className="mt-6">
                  Comprar plazas del {complete.name.toLowerCase()}
                </LinkButton>
              </Section>
            )}
            {steps.length > 0 && (
              <Section id="pasos" title={stepsTitle}>
                <StepGuide steps={steps} />
              </Section>
            )}
            {sections.map((section) => (
              <CmsSection key={section.anchor} section={section} glossary={glossary} />
            ))}
            <Section {...blocks.next}>
              <OnwardLinks
                links={[
                  {
                    href: COMPANY_CHECKOUT,
                    title: 'Compra las plazas',
                    text: 'Con tarjeta o por transferencia, con la factura a nombre de tu empresa.',
                  },
                  {
                    href: '/equipo',
                    title: 'Gestiona tu equipo',
                    text: 'Invita a cada persona, sigue su progreso y descarga la justificación FUNDAE.',
                  },
                  {
                    href: '/curso',
                    title: 'Revisa el temario',
                    text: 'Los módulos, su duración y lo que aprende cada persona.',
                  },
                ]}
              />
            </Section>
          </div>
        </TocLayout>
      </div>
    </div>
  )
}
