import type { EmailSite } from '@/email/compose'
import type { SiteSetting } from '@/payload-types'

/**
 * The seller's legal identity (site settings → `legal`, plus the support e-mail): what the LSSI
 * (art. 10) asks a website to show, and what every invoice names as issuer.
 */
export type LegalIdentity = NonNullable<SiteSetting['legal']>

type Site = Pick<SiteSetting, 'legal' | 'supportEmail'>

const REQUIRED: Array<[keyof LegalIdentity, string]> = [
  ['companyName', 'razón social'],
  ['taxId', 'NIF'],
  ['address', 'domicilio'],
  ['postalCode', 'código postal'],
  ['city', 'localidad'],
  ['registry', 'datos registrales'],
]

/** The required fields still empty (Spanish labels), support e-mail included. */
export function missingLegalFields(site: Site): string[] {
  const legal = site.legal ?? {}
  const missing = REQUIRED.filter(([key]) => !String(legal[key] ?? '').trim()).map(([, label]) => label)
  if (!site.supportEmail?.trim()) missing.push('email de soporte')
  return missing
}

/** "Calle …, 28004 Madrid (Madrid), España" */
export function postalAddress(legal: LegalIdentity): string {
  const town = [legal.postalCode, legal.city].filter(Boolean).join(' ')
  const province = legal.province && legal.province !== legal.city ? ` (${legal.province})` : ''
  return [legal.address, `${town}${province}`, legal.country].filter((part) => part && part.trim()).join(', ')
}

/** One line for footers and e-mails: "Academia GEO Formación, S.L. · NIF B87654323 · domicilio · registro". */
export function legalLine(site: Site): string {
  const legal = site.legal ?? {}
  return [legal.companyName, legal.taxId && `NIF ${legal.taxId}`, postalAddress(legal), legal.registry]
    .filter((part): part is string => !!part && !!part.trim())
    .join(' · ')
}

/** Who sends the site's e-mails (src/email/compose.ts): its name, support address and legal line, from the settings. */
export const emailSite = (site: Site & Pick<SiteSetting, 'siteName'>): EmailSite => ({
  siteName: site.siteName,
  supportEmail: site.supportEmail,
  legal: legalLine(site),
})

/**
 * Production refuses to run without the seller's identity. Checked at start-up, when Payload
 * initialises (payload.config.ts `onInit`, which src/instrumentation.ts triggers right after `next
 * start`): the settings live in the database, so the check cannot run before it is reachable.
 */
export function assertLegalIdentity(site: Site) {
  const missing = missingLegalFields(site)
  if (missing.length) {
    throw new Error(
      `Academia GEO cannot start in production without the legal identity in the site settings (Ajustes del sitio → Datos legales): ${missing.join(', ')}`,
    )
  }
}
