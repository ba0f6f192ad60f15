import type { SiteSetting } from '@/payload-types'

/**
 * One contact address per purpose, typed once in the site settings: texts name them with
 * `{email-soporte}` (purchases, downloads, access, invoices) and `{email-contacto}` (general questions,
 * collaborations, personal data), replaced when the content is read.
 */
export const CONTACT_TOKENS = { support: '{email-soporte}', contact: '{email-contacto}' } as const

export function contactAddresses(site: Pick<SiteSetting, 'supportEmail' | 'contactEmail'>) {
  return { support: site.supportEmail, contact: site.contactEmail || site.supportEmail }
}

/** A copy of `value` (any JSON: rich text, a page, a link list) with the address tokens replaced. */
export function withContacts<T>(value: T, site: Pick<SiteSetting, 'supportEmail' | 'contactEmail'>): T {
  const { support, contact } = contactAddresses(site)
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string')
      return v.replaceAll(CONTACT_TOKENS.support, support).replaceAll(CONTACT_TOKENS.contact, contact)
    if (Array.isArray(v)) return v.map(walk)
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
    return v
  }
  return walk(value) as T
}
