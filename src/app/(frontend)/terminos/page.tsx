import { LegalPage, legalMetadata } from '@/components/legal/LegalPage'

const PAGE = { slug: 'terminos', path: '/terminos' }

export const generateMetadata = () => legalMetadata(PAGE)

export default function TermsPage() {
  return <LegalPage slug={PAGE.slug} />
}
