import type { Metadata } from 'next'

import { LegalIdentity } from '@/components/legal/LegalIdentity'
import { PageHeader } from '@/components/ui/PageHeader'
import { getSiteSettings } from '@/readers/queries'
import { pageMetadata } from '@/content/seo'
import { declarationText, systemIdentification } from '@/verifactu/settings'

/**
 * /declaracion-responsable: the invoicing system's identification and its producer's «declaración
 * responsable» (art. 13 RD 1007/2023, art. 15 Orden HAC/1177/2024), from the legal identity settings;
 * linked from the footer of every page.
 */
const PATH = '/declaracion-responsable'
const TITLE = 'Declaración responsable del sistema de facturación'

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteSettings()
  return pageMetadata(
    {
      title: TITLE,
      description:
        'Sistema informático de facturación VERI*FACTU: identificación y declaración responsable del productor.',
      path: PATH,
      noindex: true,
    },
    site,
  )
}

export default async function DeclarationPage() {
  const site = await getSiteSettings()
  const system = systemIdentification(site)
  const yes = (flag: 'S' | 'N') => (flag === 'S' ? 'Sí' : 'No')
  const rows: Array<[string, string]> = [
    ['Productor', `${system.NombreRazon} (NIF ${system.NIF})`],
    ['Nombre del sistema', system.NombreSistemaInformatico],
    ['Código del sistema', system.IdSistemaInformatico],
    ['Versión', system.Version],
    ['Número de instalación', system.NumeroInstalacion],
    ['Solo puede funcionar como VERI*FACTU', yes(system.TipoUsoPosibleSoloVerifactu)],
    ['Puede usarse por varios obligados tributarios', yes(system.TipoUsoPosibleMultiOT)],
    ['Se usa por varios obligados tributarios', yes(system.IndicadorMultiplesOT)],
  ]
  return (
    <div>
      <PageHeader
        crumbs={[{ label: 'Inicio', href: '/' }, { label: 'Declaración responsable' }]}
        title={TITLE}
        intro="Las facturas de este sitio las expide un sistema VERI*FACTU: cada una lleva un código QR para verificarla en la sede electrónica de la AEAT."
      />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 sm:py-16">
        <section
          aria-labelledby="sistema"
          className="rounded-lg border border-slate-200 bg-slate-50 p-6"
          data-testid="verifactu-system"
        >
          <h2 id="sistema" className="text-lg font-semibold text-slate-900">
            Sistema informático de facturación
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-slate-700">{label}</dt>
                <dd className="text-slate-600">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="declaracion" data-testid="verifactu-declaration">
          <h2 id="declaracion" className="text-xl font-semibold text-slate-900">
            Declaración responsable
          </h2>
          <div className="mt-4 space-y-4 text-slate-800">
            {declarationText(site)
              .split(/\n\s*\n/)
              .map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
          </div>
        </section>
        <LegalIdentity site={site} />
      </div>
    </div>
  )
}
