import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { EXPERIMENTAL_TableFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { es } from '@payloadcms/translations/languages/es'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { startJobs } from './jobs.config'
import { Articles } from './collections/Articles'
import { CacheTags } from './collections/CacheTags'
import { Certificates } from './collections/Certificates'
import { EvaluationAttempts } from './collections/EvaluationAttempts'
import { EvaluationQuestions } from './collections/EvaluationQuestions'
import { CaseStudies } from './collections/CaseStudies'
import { CheckerResults } from './collections/CheckerResults'
import { CaseSubmissions } from './collections/CaseSubmissions'
import { CitationExamples } from './collections/CitationExamples'
import { Downloads } from './collections/Downloads'
import { Entitlements } from './collections/Entitlements'
import { Faqs } from './collections/Faqs'
import { GlossaryTerms } from './collections/GlossaryTerms'
import { GuestGrants } from './collections/GuestGrants'
import { InvoiceCounters, Invoices } from './collections/Invoices'
import { VerifactuRecords } from './collections/VerifactuRecords'
import { VerifactuSubmissions } from './collections/VerifactuSubmissions'
import { Media } from './collections/Media'
import { Modules } from './collections/Modules'
import { Orders } from './collections/Orders'
import { QualityResponses } from './collections/QualityResponses'
import { Seats } from './collections/Seats'
import { TeamManagers } from './collections/TeamManagers'
import { ManagerInvitations } from './collections/ManagerInvitations'
import { PromotionCodes, PromotionRedemptions } from './collections/PromotionCodes'
import { PrivacyErasures } from './collections/PrivacyErasures'
import { Outbox } from './collections/Outbox'
import { Pages } from './collections/Pages'
import { PremiumFiles } from './collections/PremiumFiles'
import { PricingPlans } from './collections/PricingPlans'
import { RateLimits } from './collections/RateLimits'
import { ReadingProgress } from './collections/ReadingProgress'
import { Redirects } from './collections/Redirects'
import { SectionTime } from './collections/SectionTime'
import { TeamMembers } from './collections/TeamMembers'
import { Testimonials } from './collections/Testimonials'
import { Users } from './collections/Users'
import { UserSessions } from './collections/UserSessions'
import { Diagnostic } from './collections/globals/Diagnostic'
import { Navigation } from './collections/globals/Navigation'
import { SiteSettings } from './collections/globals/SiteSettings'
import { closeSystemCollections } from './collections/access/system'
import { withPublishStatus } from './collections/fields'
import {
  adminTranslations,
  seoFields,
  seoInSidebar,
  spanishDates,
  ADMIN_DATE_TIME,
  ADMIN_TIME_ZONE,
} from './collections/admin-spanish'
import { mailTransport, uploadStoragePlugin } from './src/adapters'
import { accountEndpoints } from './src/endpoints/account'
import { commerceEndpoints } from './src/endpoints/commerce'
import { downloadEndpoints } from './src/endpoints/downloads'
import { invoiceEndpoints } from './src/endpoints/invoices'
import { checkerEndpoints } from './src/endpoints/checker'
import { learningEndpoints } from './src/endpoints/learning'
import { evaluationEndpoints } from './src/endpoints/evaluations'
import { fundaeEndpoints } from './src/endpoints/fundae'
import { qualityEndpoints } from './src/endpoints/quality'
import { privacyEndpoints } from './src/endpoints/privacy'
import { reportEndpoints } from './src/endpoints/reports'
import { sessionEndpoints } from './src/endpoints/sessions'
import { supportEndpoints } from './src/endpoints/support'
import { teamEndpoints } from './src/endpoints/teams'
import { verifactuEndpoints } from './src/endpoints/verifactu'
import { poolLimits } from './src/database/limits'
import { assertProductionSettings, isProduction, settings } from './src/env'
import { queuedEmailAdapter } from './src/jobs/email'
import { refuseWithoutLegalIdentity } from './src/invoicing/startup'
import { clientErrorFor } from './src/security/bad-input'
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from './src/database/limits'
import { seoGenerators } from './src/content/seo'
import { PREVIEW_COLLECTIONS, previewUrl } from './src/content/paths'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const SEO_COLLECTIONS = ['modules', 'pages', 'articles', 'case-studies'] as const

assertProductionSettings()

/** Payload's own collections are closed after the build (collections/access/system.ts). */
export default buildConfig({
  serverURL: settings.serverUrl,
  // Payload adds serverURL itself; requests from these origins may use the session cookie too.
  csrf: settings.extraOrigins,
  secret: settings.payloadSecret,
  admin: {
    user: Users.slug,
    // Payload's own icon, not gravatar.com (the admin's Content-Security-Policy allows no other host).
    avatar: 'default',
    meta: { titleSuffix: ' · Academia GEO' },
    // Dates in the admin as Spain writes them («25/11/2026 01:05»), not «noviembre 25º, 1:05 AM»; date
    // fields too (collections/admin-spanish.ts).
    dateFormat: ADMIN_DATE_TIME,
    importMap: { baseDir: path.resolve(dirname) },
    // Live preview: the draft on its real page (staff only, src/readers/preview.ts), phone and desktop
    // widths; the page renders again on every save (autosave included).
    livePreview: {
      url: ({ data, collectionConfig }) => previewUrl(collectionConfig?.slug ?? '', data?.id),
      collections: [...PREVIEW_COLLECTIONS],
      breakpoints: [
        { name: 'mobile', label: 'Móvil (390 px)', width: 390, height: 844 },
        { name: 'desktop', label: 'Escritorio (1280 px)', width: 1280, height: 800 },
      ],
    },
    // Scheduled publish dates are picked and shown in Spain's time.
    timezones: { supportedTimezones: [{ label: 'Madrid', value: ADMIN_TIME_ZONE }], defaultTimezone: ADMIN_TIME_ZONE },
    components: {
      // Admin and support: the business overview; editors (and admins): the newsroom.
      beforeDashboard: [
        '/src/components/admin/BusinessOverview#BusinessOverview',
        '/src/components/admin/EditorsDashboard#EditorsDashboard',
      ],
      afterNavLinks: [
        '/src/components/admin/SupportNavLink#SupportNavLink',
        '/src/components/admin/VerifactuNavLink#VerifactuNavLink',
      ],
      views: {
        supportDesk: { Component: '/src/components/admin/SupportDesk#SupportDesk', path: '/soporte' },
        verifactu: { Component: '/src/components/admin/VerifactuView#VerifactuView', path: '/verifactu' },
      },
    },
  },
  // Spanish only; a few of Payload's and plugin-seo's texts said better for editors (collections/admin-spanish.ts).
  i18n: { supportedLanguages: { es }, fallbackLanguage: 'es', translations: adminTranslations },
  collections: withPublishStatus([
    Modules,
    Articles,
    GlossaryTerms,
    CaseStudies,
    Testimonials,
    CitationExamples,
    TeamMembers,
    Faqs,
    PricingPlans,
    Pages,
    Redirects,
    Media,
    PremiumFiles,
    Users,
    UserSessions,
    Orders,
    Seats,
    TeamManagers,
    QualityResponses,
    ManagerInvitations,
    PromotionCodes,
    PromotionRedemptions,
    Invoices,
    InvoiceCounters,
    VerifactuRecords,
    VerifactuSubmissions,
    PrivacyErasures,
    Entitlements,
    GuestGrants,
    Downloads,
    ReadingProgress,
    SectionTime,
    Certificates,
    EvaluationQuestions,
    EvaluationAttempts,
    CaseSubmissions,
    CheckerResults,
    RateLimits,
    CacheTags,
    Outbox,
  ]),
  globals: [SiteSettings, Navigation, Diagnostic],
  // Payload's jobs only hold the admin's scheduled publishes; the project's queue runs them
  // (src/editorial/scheduled-publish.ts). `runHooks` makes queueing a schedule go through the collection
  // hook that mirrors it into that queue; Payload's runner never runs (no autoRun, run closed).
  jobs: { runHooks: true, access: { run: () => false } },
  hooks: {
    // Errors only bad input causes (bad ids, pages, limits, `where` JSON) answer 400, not 500; a database
    // that is busy or away (a wait ran out, no free connection) answers 503 (Retry-After: the REST route).
    afterError: [
      ({ error, collection, req, graphqlResult }) => {
        if (isDatabaseUnavailable(error))
          return { status: 503, response: { error: UNAVAILABLE_MESSAGE, errors: [{ message: UNAVAILABLE_MESSAGE }] } }
        const refusal = clientErrorFor(error, { collection: collection?.slug, method: req.method })
        if (!refusal) return undefined
        // GraphQL answers each error in its body (`extensions.statusCode`), not with the HTTP status.
        if (graphqlResult)
          return {
            graphqlResult: {
              ...graphqlResult,
              message: refusal.message,
              extensions: { ...graphqlResult.extensions, statusCode: refusal.status },
            },
          }
        return { status: refusal.status, response: { errors: [{ message: refusal.message }] } }
      },
    ],
  },
  endpoints: [
    ...accountEndpoints,
    ...sessionEndpoints,
    ...commerceEndpoints,
    ...downloadEndpoints,
    ...invoiceEndpoints,
    ...supportEndpoints,
    ...privacyEndpoints,
    ...checkerEndpoints,
    ...learningEndpoints,
    ...evaluationEndpoints,
    ...verifactuEndpoints,
    ...reportEndpoints,
    ...teamEndpoints,
    ...fundaeEndpoints,
    ...qualityEndpoints,
  ],
  // Tables are Lexical's own nodes: the web (src/components/ui/RichText.tsx), the Markdown twins
  // (src/content/richtext.ts) and the PDF guides render them.
  editor: lexicalEditor({ features: ({ defaultFeatures }) => [...defaultFeatures, EXPERIMENTAL_TableFeature()] }),
  plugins: [
    // Meta title, description and social image with length hints and a search-result preview; its
    // «Generar» endpoints are staff-only (collections/access/system.ts).
    seoPlugin({ collections: [...SEO_COLLECTIONS], uploadsCollection: 'media', fields: seoFields, ...seoGenerators }),
    // …in the document's sidebar, in Spanish (collections/admin-spanish.ts).
    seoInSidebar([...SEO_COLLECTIONS]),
    // Uploads in the shared bucket when S3_* is set, else on the local disk (src/adapters.ts).
    uploadStoragePlugin(),
  ],
  db: postgresAdapter({
    // Every wait bounded: statements, lock waits, idle transactions, a free connection (src/database/limits.ts).
    pool: { connectionString: settings.databaseUrl, max: settings.database.poolMax, ...poolLimits() },
    migrationDir: path.resolve(dirname, 'src/migrations'),
    push: process.env.PAYLOAD_PUSH === 'true',
  }),
  // Every e-mail is queued and delivered by the job queue (src/jobs), with retries.
  email: queuedEmailAdapter(
    // The queue verifies delivery itself (retries with backoff): no connection check at start-up.
    nodemailerAdapter({
      defaultFromAddress: settings.mailFrom,
      defaultFromName: 'Academia GEO',
      transport: mailTransport(dirname),
      skipVerify: true,
    }),
  ),
  // Inside the Next.js server (not in scripts, tests or the build), this instance runs the job worker.
  // This is the copy of Payload the routes use: the start-up hook (src/instrumentation.ts) only makes
  // sure it initialises right after start, by asking /api/health.
  onInit: async (payload) => {
    if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
    if (isProduction) await refuseWithoutLegalIdentity(payload)
    startJobs(payload)
  },
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  graphQL: { disablePlaygroundInProduction: true },
  telemetry: false,
  // Production logs are JSON lines (one object per line, e.g. purchase lines with orderId, sessionId and
  // eventId: src/commerce/log.ts); development keeps Payload's pretty output.
  ...(isProduction ? { logger: { options: { level: 'info' }, destination: process.stdout } } : {}),
  // No @payloadcms/plugin-stripe: its webhook answered 200 before handlers ran (and with no signature
  // at all), which loses events. POST /api/stripe/webhooks is the app's own (src/endpoints/commerce.ts).
})
  .then(closeSystemCollections)
  .then(spanishDates)
