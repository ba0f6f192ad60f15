import { LegalPage, legalMetadata } from '@/components/legal/LegalPage'

const PAGE = { slug: 'privacidad', path: '/privacidad' }

export const generateMetadata = () => legalMetadata(PAGE)

export default function PrivacyPage() {
  return <LegalPage slug={PAGE.slug} />
}
