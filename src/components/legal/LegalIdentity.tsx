import type { SiteSetting } from '@/payload-types'
import { postalAddress } from '@/content/legal-identity'

/** "Datos del titular" (LSSI art. 10) at the top of every legal text, from the site settings. */
export function LegalIdentity({ site }: { site: Pick<SiteSetting, 'legal' | 'supportEmail'> }) {
  const legal = site.legal ?? {}
  const rows: Array<[string, string | null | undefined]> = [
    ['Titular', legal.companyName],
    ['NIF', legal.taxId],
    ['Domicilio', postalAddress(legal)],
    ['Datos registrales', legal.registry],
  ]
  return (
    <section
      aria-labelledby="titular"
      className="rounded-lg border border-slate-200 bg-slate-50 p-6"
      data-testid="legal-identity"
    >
      <h2 id="titular" className="text-lg font-semibold text-slate-900">
        Datos del titular
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd className="text-slate-600">{value}</dd>
            </div>
          ))}
        <dt className="font-medium text-slate-700">Email</dt>
        <dd className="text-slate-600">
          <a href={`mailto:${site.supportEmail}`} className="underline">
            {site.supportEmail}
          </a>
        </dd>
      </dl>
    </section>
  )
}
