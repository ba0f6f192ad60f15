import { contactAddresses } from '@/content/contacts'
import { getNavigation, getSiteSettings } from '@/readers/queries'
import { legalLine } from '@/content/legal-identity'

import { FooterView } from './FooterView'

const FIRST_YEAR = 2024

export async function Footer() {
  const [navigation, settings] = await Promise.all([getNavigation(), getSiteSettings()])
  const ai = navigation.aiSection
  return (
    <FooterView
      site={{
        name: settings.siteName,
        tagline: settings.tagline ?? null,
        years: `${FIRST_YEAR}–${new Date().getFullYear()}`,
        licence: settings.licence,
        licenceUrl: settings.licenceUrl ?? null,
        contact: contactAddresses(settings).contact,
        legal: legalLine(settings),
      }}
      columns={(navigation.footerColumns ?? []).map((column) => ({
        title: column.title,
        links: (column.links ?? []).map(({ label, href }) => ({ label, href })),
      }))}
      ai={
        ai?.title
          ? {
              title: ai.title,
              text: ai.text ?? null,
              links: (ai.links ?? []).map(({ label, href }) => ({ label, href })),
            }
          : null
      }
    />
  )
}
