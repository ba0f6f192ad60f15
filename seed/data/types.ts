/**
 * Shapes of the seed content. Plain data, independent of Payload: the seed runner maps them onto the
 * collections. Long texts (`body`, `answer`, `definition` where noted) are written in a tiny Markdown
 * subset that the runner turns into Lexical rich text:
 *   - paragraphs separated by a blank line
 *   - `### Heading` (h3) lines
 *   - `- item` bullet lists and `1. item` numbered lists (one item per line)
 *   - `**bold**`, `*italic*` and `[text](/path)` links inside a line
 */
import type { SocialNetwork } from '../../src/content/social'
export type Markdown = string

export type Difficulty = 'principiante' | 'intermedio' | 'avanzado'

export interface SeedSection {
  /** stable anchor id, lowercase-hyphenated, unique within the module/article, e.g. "objetivo" */
  anchor: string
  title: string
  body: Markdown
}

export interface SeedModule {
  code: 'F0' | 'F1' | 'F2' | 'F3' | 'F4' | 'F5' | 'F6'
  slug: string // 'f0' … 'f6'
  title: string
  quote: string // header quote / subtitle
  description: string // one or two sentences
  color: string // hex, e.g. '#2563eb'
  topics: [string, string, string]
  duration: string // ISO 8601, e.g. 'PT2H'
  difficulty: Difficulty
  priceCents: number // 0 for F0
  free: boolean
  comingSoon: boolean
  objective: string
  previewSections: SeedSection[] // public
  premiumSections: SeedSection[] // owners only; length === fullSectionCount for F1–F6
  fullSectionCount: number
  rating?: number
  reviewCount?: number
  courseCode?: string // 'GEO-F1' …
  guideTitle?: string // title of the PDF guide, e.g. 'Guía completa del módulo F1'
  guideDescription?: string
  order: number
}

export interface SeedGlossaryTerm {
  term: string
  slug: string // anchor: lowercase, hyphens, no accents: 'citabilidad', 'autoridad-generativa', 'schema-org'
  definition: string
  category: 'Fundamental' | 'Técnico' | 'Estratégico' | 'Redacción'
  order: number
}

export interface SeedRelatedLink {
  label: string
  href: string // internal paths like '/metodologia#f1', '/glosario#citabilidad', '/casos'
}

export interface SeedArticle {
  slug: string
  title: string
  description: string
  definition: string // text of the definition box
  date: string // ISO date 'YYYY-MM-DD'
  category: 'Fundamentos' | 'Tendencias' | 'Técnico' | 'Estrategia'
  readTimeMinutes: number // 3–8
  featured: boolean
  sections: SeedSection[]
  relatedLinks: SeedRelatedLink[]
}

export interface SeedTestimonial {
  name: string
  company: string
  role: string
  quote: string
  metricBefore: string
  metricAfter: string
  metricImprovement: string
  moduleUsed: string // 'F1' …
  order: number
}

export interface SeedCaseMetric {
  label: string
  before: string
  after: string
  change: string
  isPositive: boolean
}

export interface SeedCaseStudy {
  slug: string
  title: string
  company: string
  industry: string
  challenge: string
  solution: string
  timeframe: string
  metrics: SeedCaseMetric[]
  implementedModules: string[] // ['F1','F2']
  url?: string
  featured: boolean // exactly one: the site's own case, shown on the home page
  order: number
}

export interface SeedCitationExample {
  slug: string
  title: string
  model: 'ChatGPT' | 'Claude' | 'Perplexity' | 'Gemini' | 'Copilot'
  question: string
  quotedText: string
  explanation: string
  keyFactor: string
  order: number
}

export interface SeedTeamMember {
  slug: string
  name: string
  role: string
  description: string
  knowsAbout: string[]
  email: string
  links?: { network: SocialNetwork; url: string }[]
  order: number
}

export interface SeedFaq {
  question: string
  answer: Markdown
  placement: 'course' | 'methodology' | 'cases'
  order: number
}

export interface SeedPricingPlan {
  slug: 'single-module' | 'complete-course'
  name: string
  priceCents: number
  referencePriceCents?: number
  /** «Precio para equipos»: volume tiers per seat (src/teams/pricing.ts); absent: a seat costs the plan's price */
  seatTiers?: { fromSeats: number; pricePerSeatCents: number }[]
  description: string
  features: string[]
  cta: string
  link: string // '/checkout?type=module' or '/checkout?type=complete'
  popular: boolean
  order: number
}

export interface SeedQuizOption {
  text: string
  points: 0 | 2 | 4
}
export interface SeedQuizQuestion {
  question: string
  options: [SeedQuizOption, SeedQuizOption, SeedQuizOption]
}
export interface SeedQuizBand {
  min: number
  max: number
  label: 'CRÍTICO' | 'BÁSICO' | 'AVANZADO' | 'EXPERTO'
  title: string
  text: string
  recommendationLabel: string
  recommendationHref: string
}
export interface SeedDiagnostic {
  intro: string
  questions: SeedQuizQuestion[] // exactly 5
  bands: SeedQuizBand[] // exactly 4, covering 0–20
}

export interface SeedPage {
  /** headline figures under the page title (the cases page's 95 %, 6–8 semanas, 400 %) */
  figures?: { value: string; label: string }[]
  slug: string // 'acerca-de', 'privacidad', 'terminos', 'metodologia', 'curso', 'home', 'casos', 'contenido-ia', 'equipo', 'glosario', 'radar-ia', 'comprobador'
  title: string
  description: string // meta description
  intro: string
  sections: SeedSection[]
  updatedAt?: string // ISO date; legal pages '2024-12-15'
  noindex?: boolean
  /** ordered steps (the course page's six-step guide, rendered as HowTo) */
  steps?: { name: string; text: string }[]
  /** comparison rows (the methodology page's 8-row SEO vs GEO table; the cases page's optimised vs not) */
  comparison?: { aspect: string; left: string; right: string }[]
  comparisonHeadings?: { aspect: string; left: string; right: string }
}

export interface SeedSiteSettings {
  siteName: string
  tagline: string
  supportEmail: string
  contactEmail: string
  licence: string // 'CC BY-NC-SA 4.0'
  licenceUrl: string
  guestLinkValidityDays: number // 365
  figures: { label: string; value: string }[] // marketing figures shown on the site
  rating?: { value: number; count: number }
  preferredCitation: string
  /** the seller's legal identity (LSSI): placeholder data until the real company's is entered */
  legal: {
    companyName: string
    taxId: string
    address: string
    postalCode: string
    city: string
    province: string
    country: string
    registry: string
  }
}

export interface SeedNavigation {
  courseDropdown: { label: string; href: string }[]
  footerColumns: { title: string; links: { label: string; href: string }[] }[]
  aiSection: { title: string; text: string; links: { label: string; href: string }[] }
}
