/**
 * schema.org structured data built from CMS content. Each builder takes exactly what the page shows,
 * so the JSON-LD and the visible page cannot disagree.
 */
import type { Article, Faq, GlossaryTerm, Module, SiteSetting, TeamMember } from '@/payload-types'

import { sumDurations } from './duration'
import { lexicalToPlainText } from './richtext'
import { decimalAmount } from './money'
import { absoluteUrl, metaImage, seoText } from './seo'

type Site = Pick<SiteSetting, 'siteName' | 'licence' | 'licenceUrl' | 'supportEmail' | 'rating'>

export const organization = (site: Site) => ({
  '@type': 'Organization',
  '@id': `${absoluteUrl('/')}#organizacion`,
  name: site.siteName,
  url: absoluteUrl('/'),
  email: site.supportEmail,
})

/** A Course for one module or, with several modules, the complete course. */
export function course(args: {
  name: string
  description: string
  path: string
  modules: Module[]
  priceCents: number
  site: Site
  courseCode?: string | null
  educationalLevel?: string
  rating?: { value?: number | null; count?: number | null } | null
  /** the social image of the page's SEO fields */
  image?: string | null
}) {
  const duration = sumDurations(args.modules.map((m) => m.duration))
  const rating = args.rating?.value && args.rating.count ? args.rating : null
  return {
    '@type': 'Course',
    name: args.name,
    description: args.description,
    url: absoluteUrl(args.path),
    ...(args.courseCode ? { courseCode: args.courseCode } : {}),
    ...(args.image ? { image: args.image } : {}),
    inLanguage: 'es-ES',
    provider: organization(args.site),
    ...(args.educationalLevel ? { educationalLevel: args.educationalLevel } : {}),
    timeRequired: duration,
    license: args.site.licenceUrl ?? args.site.licence,
    isAccessibleForFree: args.priceCents === 0,
    offers: {
      '@type': 'Offer',
      price: decimalAmount(args.priceCents),
      priceCurrency: 'EUR',
      category: args.priceCents === 0 ? 'Free' : 'Paid',
      url: absoluteUrl(args.path),
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'online',
      courseWorkload: duration,
      inLanguage: 'es-ES',
    },
    ...(rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.value,
            reviewCount: rating.count,
            bestRating: 5,
          },
        }
      : {}),
  }
}

export const faqPage = (faqs: Pick<Faq, 'question' | 'answer'>[]) => ({
  '@type': 'FAQPage',
  mainEntity: faqs.map((f) => ({
    '@type': 'Question',
    name: f.question,
    acceptedAnswer: { '@type': 'Answer', text: lexicalToPlainText(f.answer) },
  })),
})

export const howTo = (name: string, steps: { name: string; text: string }[], totalTime?: string) => ({
  '@type': 'HowTo',
  name,
  ...(totalTime ? { totalTime } : {}),
  step: steps.map((s, i) => ({ '@type': 'HowToStep', position: i + 1, name: s.name, text: s.text })),
})

export const definedTermSet = (terms: GlossaryTerm[], path = '/glosario') => ({
  '@type': 'DefinedTermSet',
  '@id': `${absoluteUrl(path)}#glosario`,
  name: 'Glosario GEO',
  inLanguage: 'es-ES',
  hasDefinedTerm: terms.map((t) => ({
    '@type': 'DefinedTerm',
    '@id': `${absoluteUrl(path)}#${t.slug}`,
    name: t.term,
    description: t.definition,
    termCode: t.slug,
    inDefinedTermSet: `${absoluteUrl(path)}#glosario`,
  })),
})

/** An article; its SEO fields (when set) give the description and the image. */
export const article = (a: Article, site: Site) => ({
  '@type': 'Article',
  headline: a.title,
  description: seoText({ title: a.title, description: a.description, meta: a.meta }).description,
  ...(metaImage(a.meta) ? { image: metaImage(a.meta)!.url } : {}),
  datePublished: a.date,
  dateModified: a.updatedAt,
  inLanguage: 'es-ES',
  articleSection: a.category,
  url: absoluteUrl(`/radar-ia/${a.slug}`),
  author: organization(site),
  publisher: organization(site),
  license: site.licenceUrl ?? site.licence,
  timeRequired: `PT${a.readTime}M`,
})

/**
 * The Radar IA listing: a Blog whose posts are the articles it lists, in the same order. The posts name
 * their author and publisher by the organisation's @id (the Blog's publisher, described once) and share
 * the Blog's licence, rather than repeating them for every post.
 */
export const blog = (args: { name: string; description: string; path: string; articles: Article[]; site: Site }) => ({
  '@type': 'Blog',
  '@id': `${absoluteUrl(args.path)}#blog`,
  name: args.name,
  description: args.description,
  url: absoluteUrl(args.path),
  inLanguage: 'es-ES',
  publisher: organization(args.site),
  license: args.site.licenceUrl ?? args.site.licence,
  blogPost: args.articles.map((a) => {
    const byline = { '@id': organization(args.site)['@id'] }
    return { ...article(a, args.site), '@type': 'BlogPosting', author: byline, publisher: byline, license: undefined }
  }),
})

export const person = (p: TeamMember) => ({
  '@type': 'Person',
  name: p.name,
  jobTitle: p.role,
  description: p.description,
  email: p.email,
  knowsAbout: (p.knowsAbout ?? []).map((k) => k.topic),
  sameAs: (p.links ?? []).map((link) => link.url),
})

export const dataset = (args: {
  name: string
  description: string
  path: string
  site: Site
  files: { name: string; url: string; size: number; updatedAt: string }[]
}) => ({
  '@type': 'Dataset',
  name: args.name,
  description: args.description,
  url: absoluteUrl(args.path),
  inLanguage: 'es-ES',
  license: args.site.licenceUrl ?? args.site.licence,
  creator: organization(args.site),
  distribution: args.files.map((f) => ({
    '@type': 'DataDownload',
    name: f.name,
    encodingFormat: 'text/plain',
    contentUrl: absoluteUrl(f.url),
    contentSize: `${f.size} B`,
    dateModified: f.updatedAt,
  })),
})

export const speakable = (selectors: string[]) => ({
  '@type': 'SpeakableSpecification',
  cssSelector: selectors,
})

/** Wraps one or several nodes in a @context graph. */
export const graph = (...nodes: object[]) => ({ '@context': 'https://schema.org', '@graph': nodes })

/** A free web tool (the AI-citability checker). */
export const webApplication = (args: { name: string; description: string; path: string; site: Site }) => ({
  '@type': 'WebApplication',
  name: args.name,
  description: args.description,
  url: absoluteUrl(args.path),
  inLanguage: 'es-ES',
  applicationCategory: 'DeveloperApplication',
  operatingSystem: 'Cualquiera (navegador web)',
  isAccessibleForFree: true,
  offers: { '@type': 'Offer', price: '0', priceCurrency: 'EUR' },
  provider: organization(args.site),
})

/** A certificate of completion (not an official qualification) as schema.org sees it. */
export function credential(args: {
  code: string
  programme: string
  issuedAt: string
  hours: number
  path: string
  site: Site
}) {
  return {
    '@type': 'EducationalOccupationalCredential',
    '@id': `${absoluteUrl(args.path)}#certificado`,
    name: `Certificado de finalización: ${args.programme}`,
    description: `Certificado de finalización emitido por ${args.site.siteName} a quien ha leído todas las secciones del programa. No es una titulación oficial.`,
    credentialCategory: 'certificate',
    identifier: args.code,
    url: absoluteUrl(args.path),
    dateCreated: args.issuedAt,
    inLanguage: 'es-ES',
    timeRequired: sumDurations([`PT${Math.floor(args.hours)}H${args.hours % 1 ? '30M' : ''}`]),
    recognizedBy: organization(args.site),
    about: { '@type': 'Course', name: args.programme, provider: organization(args.site) },
  }
}

/**
 * A product's seats for a team: one Offer whose price per seat depends on the quantity, as schema.org
 * says it (UnitPriceSpecification with an eligibleQuantity per volume band).
 */
export const seatOffer = (args: {
  name: string
  /** where it is bought */
  path: string
  /** the course page the seats give access to */
  coursePath: string
  bands: { fromSeats: number; toSeats: number | null; pricePerSeat: number }[]
  site: Site
}) => ({
  '@type': 'Offer',
  name: args.name,
  url: absoluteUrl(args.path),
  priceCurrency: 'EUR',
  price: decimalAmount(args.bands[0]?.pricePerSeat ?? 0),
  seller: { '@id': organization(args.site)['@id'] },
  itemOffered: {
    '@type': 'Course',
    name: args.name,
    url: absoluteUrl(args.coursePath),
    provider: { '@id': organization(args.site)['@id'] },
  },
  priceSpecification: args.bands.map((band) => ({
    '@type': 'UnitPriceSpecification',
    price: decimalAmount(band.pricePerSeat),
    priceCurrency: 'EUR',
    referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitText: 'plaza' },
    eligibleQuantity: {
      '@type': 'QuantitativeValue',
      minValue: band.fromSeats,
      ...(band.toSeats === null ? {} : { maxValue: band.toSeats }),
      unitText: 'plazas',
    },
  })),
})
