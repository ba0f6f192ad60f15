import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { isSupportUser } from '@/security/roles'
import { isModuleSlug } from '@/content/module-slug'
import { guestFromCookie } from '@/entitlements/guest-access'
import { ownedRows } from '@/entitlements/ownership'
import {
  ISSUER,
  certificateState,
  findCertificate,
  issueCertificate,
  revokeCertificate,
  scoresLabel,
  setCertificateIndexable,
  withdrawCertificate,
} from '@/learning/certificates'
import {
  learnerProgress,
  markSection,
  moduleSections,
  progressOf,
  readingOf,
  recordReading,
  resumeTarget,
} from '@/learning/progress'
import { setModuleUpdates, verifyUnsubscribeToken } from '@/learning/revisions'
import { learnerFor, type Reader } from '@/learning/learner'
import { recordBeat } from '@/learning/section-time'
import { TIME_RULE, validReport } from '@/learning/time-rule'
import { hitRateLimit } from '@/security/rate-limit'
import { certificatePdf } from '@/pdf/certificate'
import { absoluteUrl } from '@/content/seo'

import { failure, json, readJson, renderedPdf, signedInUser } from './helpers'

const SIGN_IN = 'Inicia sesión para guardar tu progreso.'

/**
 * Who is reading, as the learning endpoints see them: the signed-in account, else this browser's guest
 * access (its link cookie); null for nobody. `who` is that person, `key` names them for rate limits;
 * `load` reads what they hold, only once the request has passed its parse and its limit. Who of them
 * records is `recorderOf`'s rule (src/learning/learner.ts), the same the module page applies.
 */
export async function readerOf(
  req: PayloadRequest,
): Promise<{ who: Pick<Reader, 'user' | 'guest'>; key: string; load: () => Promise<Reader> } | null> {
  const user = signedInUser(req)
  if (user) {
    const who = { user: { id: Number(user.id) }, guest: null }
    return {
      who,
      key: String(user.id),
      load: async () => ({ ...who, rows: await ownedRows(req.payload, { userId: user.id }, req) }),
    }
  }
  const guest = await guestFromCookie(req.payload, req.headers.get('cookie'))
  if (!guest) return null
  const reader: Reader = { user: null, guest: { email: guest.email, proof: guest.proof }, rows: guest.rows }
  return { who: reader, key: `guest:${guest.email.toLowerCase()}`, load: async () => reader }
}

const anchor = z.string().min(1).max(100)
const progressBody = z.object({
  module: z.string().max(10),
  /** sections the page saw read (read rule), batched */
  seen: z.array(anchor).max(200).optional(),
  /** a section marked or unmarked by hand */
  mark: z.object({ section: anchor, read: z.boolean() }).optional(),
})

/** The learner's progress over every module they own, and where «Continuar» goes. */
async function progressAnswer(req: PayloadRequest, userId: number) {
  const modules = await learnerProgress(req.payload, userId)
  const resume = resumeTarget(modules)
  return {
    modules,
    resume: resume && { href: resume.resumeHref, code: resume.code, title: resume.title, percent: resume.percent },
  }
}

/**
 * POST /api/learning/progress — `{ module: 'f3', seen?: [anchors], mark?: { section, read } }`: the
 * module page's batched report (one small request every few seconds) and the «Marcar como leída»
 * switch. Only for an owner of the module who records (`learnerFor`: an account, or a guest whose link proves
 * its address; 401/403 otherwise, nothing stored); unknown anchors are
 * ignored. Idempotent: repeating a request changes nothing.
 * GET /api/learning/progress — the account's progress per owned module and its «Continuar».
 */
const postProgress: Endpoint = {
  path: '/learning/progress',
  method: 'post',
  handler: async (req) => {
    try {
      const reader = await readerOf(req)
      if (!reader) return json({ error: SIGN_IN }, 401)
      const parsed = progressBody.safeParse(await readJson(req))
      if (!parsed.success || !isModuleSlug(parsed.data.module.toLowerCase()))
        return json({ error: 'Datos de progreso no válidos.' }, 400)
      const slug = parsed.data.module.toLowerCase()
      const [module] = await moduleSections(req.payload, slug)
      if (!module) return json({ error: 'Ese módulo no existe.' }, 404)
      const learner = learnerFor(await reader.load(), module.id)
      if (!learner) return json({ error: 'Solo se guarda el progreso de los módulos que tienes.' }, 403)
      const known = new Set(module.anchors)
      const seen = (parsed.data.seen ?? []).filter((a) => known.has(a))
      if (seen.length)
        await recordReading(req.payload, { learner, moduleId: module.id, anchors: seen, source: 'online' })
      const mark = parsed.data.mark
      if (mark) {
        if (!known.has(mark.section)) return json({ error: 'Esa sección no es de este módulo.' }, 400)
        await markSection(req.payload, { learner, moduleId: module.id, anchor: mark.section, read: mark.read })
      }
      // A small answer: this module's progress only.
      const { read } = await readingOf(req.payload, learner, module.id)
      return json({ module: progressOf(module, new Set(read)) })
    } catch (error) {
      return failure(req, error)
    }
  },
}

const timeBody = z.object({ module: z.string().max(10), section: anchor, activeMs: z.unknown() })
/** Far above an honest page (4 a minute): only floods are refused; the rule itself counts one per 14 s. */
const BEATS_PER_MINUTE = { name: 'section-time', limit: 12, windowMs: 60_000 }

/**
 * POST /api/learning/time — `{ module: 'f3', section: anchor, activeMs }`: the module page's heartbeat
 * (src/components/learning/SectionTimer.tsx). Counted by the rule of src/learning/time-rule.ts for a
 * learner who owns the module (`learnerFor`; 401/403 otherwise, nothing stored); `counted` says what it added.
 */
const postTime: Endpoint = {
  path: '/learning/time',
  method: 'post',
  handler: async (req) => {
    try {
      const reader = await readerOf(req)
      if (!reader) return json({ error: SIGN_IN }, 401)
      const parsed = timeBody.safeParse(await readJson(req))
      if (!parsed.success || !isModuleSlug(parsed.data.module.toLowerCase()) || !validReport(parsed.data.activeMs)) {
        return json({ error: 'Datos de tiempo no válidos.' }, 400)
      }
      if (!(await hitRateLimit(req.payload, BEATS_PER_MINUTE, reader.key)).allowed) {
        return json({ error: 'Demasiados avisos seguidos. Se contará el tiempo en el siguiente.' }, 429, {
          'Retry-After': String(TIME_RULE.beatMs / 1000),
        })
      }
      const [module] = await moduleSections(req.payload, parsed.data.module.toLowerCase())
      if (!module) return json({ error: 'Ese módulo no existe.' }, 404)
      const learner = learnerFor(await reader.load(), module.id)
      if (!learner) return json({ error: 'Solo se guarda el tiempo de los módulos que tienes.' }, 403)
      if (!module.anchors.includes(parsed.data.section))
        return json({ error: 'Esa sección no es de este módulo.' }, 400)
      const credit = await recordBeat(req.payload, {
        learner,
        moduleId: module.id,
        section: parsed.data.section,
        reportedMs: parsed.data.activeMs,
      })
      return json({ counted: credit.ms, reason: credit.reason })
    } catch (error) {
      return failure(req, error)
    }
  },
}

const getProgress: Endpoint = {
  path: '/learning/progress',
  method: 'get',
  handler: async (req) => {
    const user = signedInUser(req)
    if (!user) return json({ modules: [], resume: null })
    return json(await progressAnswer(req, Number(user.id)))
  },
}

const nameBody = z.object({ name: z.unknown() })
const codeBody = z.object({ code: z.string().max(40) })
const visibilityBody = z.object({ code: z.string().max(40), indexable: z.boolean() })
const revokeBody = z.object({ code: z.string().max(40), reason: z.string().max(1000) })

const publicView = (c: Awaited<ReturnType<typeof issueCertificate>>) => ({
  code: c.code,
  name: c.name,
  programme: c.programme,
  hours: c.hours,
  issuedAt: c.issuedAt,
  indexable: Boolean(c.indexable),
  state: certificateState(c),
  url: absoluteUrl(`/certificados/${c.code}`),
})

/** Endpoints of the signed-in learner: 401 otherwise, Spanish 4xx for bad input. */
const learnerEndpoint = (
  path: string,
  schema: z.ZodType,
  run: (req: PayloadRequest, userId: number, body: never) => Promise<Parameters<typeof publicView>[0]>,
): Endpoint => ({
  path,
  method: 'post',
  handler: async (req) => {
    try {
      const user = signedInUser(req)
      if (!user) return json({ error: 'Inicia sesión para gestionar tu certificado.' }, 401)
      const parsed = schema.safeParse(await readJson(req))
      if (!parsed.success) return json({ error: 'Datos no válidos.' }, 400)
      return json({ certificate: publicView(await run(req, Number(user.id), parsed.data as never)) })
    } catch (error) {
      return failure(req, error)
    }
  },
})

/** POST /api/learning/certificates `{ name }` — issues the certificate once F1–F5 are read (409 before). */
const issue = learnerEndpoint('/learning/certificates', nameBody, (req, userId, body: { name: unknown }) =>
  issueCertificate(req.payload, userId, body.name),
)
/** POST /api/learning/certificates/withdraw `{ code }` — takes the public page down. */
const withdraw = learnerEndpoint('/learning/certificates/withdraw', codeBody, (req, userId, body: { code: string }) =>
  withdrawCertificate(req.payload, userId, body.code),
)
/** POST /api/learning/certificates/visibility `{ code, indexable }` — search engines may index the page, or not. */
const visibility = learnerEndpoint(
  '/learning/certificates/visibility',
  visibilityBody,
  (req, userId, body: { code: string; indexable: boolean }) =>
    setCertificateIndexable(req.payload, userId, body.code, body.indexable),
)

/** POST /api/support/certificates/revoke `{ code, reason }` — support and admin only. */
const revoke: Endpoint = {
  path: '/support/certificates/revoke',
  method: 'post',
  handler: async (req) => {
    try {
      if (!req.user) return json({ error: 'Inicia sesión con una cuenta de soporte.' }, 401)
      if (!isSupportUser(req.user as never)) return json({ error: 'No tienes permiso para esta acción.' }, 403)
      const parsed = revokeBody.safeParse(await readJson(req))
      if (!parsed.success) return json({ error: 'Indica el código y el motivo.' }, 400)
      const certificate = await revokeCertificate(
        req.payload,
        Number(req.user.id),
        parsed.data.code,
        parsed.data.reason,
      )
      req.payload.logger.info({ msg: 'support revoked a certificate', by: req.user.id, code: certificate.code })
      return json({ certificate: publicView(certificate) })
    } catch (error) {
      return failure(req, error)
    }
  },
}

/**
 * GET /api/learning/certificates/:code/pdf — the certificate as PDF: for its holder and support always,
 * for anyone else while its public page is live.
 */
const pdf: Endpoint = {
  path: '/learning/certificates/:code/pdf',
  method: 'get',
  handler: async (req) => {
    const code = String(req.routeParams?.code ?? '').toUpperCase()
    const certificate = await findCertificate(req.payload, code)
    const holder =
      certificate &&
      req.user?.collection === 'users' &&
      (typeof certificate.user === 'object' ? certificate.user?.id : certificate.user) === req.user.id
    if (!certificate || (!holder && !isSupportUser(req.user as never) && certificateState(certificate) !== 'active')) {
      return json({ error: 'Certificado no encontrado.' }, 404)
    }
    const render = async () => ({
      pdf: await certificatePdf({
        name: certificate.name,
        programme: certificate.programme,
        hours: certificate.hours,
        issuedAt: certificate.issuedAt,
        code: certificate.code,
        verifyUrl: absoluteUrl(`/certificados/${certificate.code}`),
        issuer: ISSUER,
        scores: scoresLabel(certificate.scores),
      }),
      fileName: `certificado-academia-geo-${certificate.code}.pdf`,
    })
    return (await renderedPdf(req, (slot) => slot(render)))!
  },
}

/** POST /api/account/module-updates `{ enabled }` — the account's choice about revision e-mails. */
const preference: Endpoint = {
  path: '/account/module-updates',
  method: 'post',
  handler: async (req) => {
    const user = signedInUser(req)
    if (!user) return json({ error: 'Inicia sesión para cambiar tus avisos.' }, 401)
    const parsed = z.object({ enabled: z.boolean() }).safeParse(await readJson(req))
    if (!parsed.success) return json({ error: 'Indica si quieres recibir los avisos.' }, 400)
    await setModuleUpdates(req.payload, Number(user.id), parsed.data.enabled)
    return json({ enabled: parsed.data.enabled })
  },
}

/**
 * POST /api/module-updates/unsubscribe?token=… — one-click unsubscribe (RFC 8058: mail clients POST
 * `List-Unsubscribe=One-Click` here, with no session). From the page /avisos/baja (`&desde=pagina`) it
 * answers with a redirect to the page's confirmation.
 */
const unsubscribe: Endpoint = {
  path: '/module-updates/unsubscribe',
  method: 'post',
  handler: async (req) => {
    const userId = verifyUnsubscribeToken(req.searchParams.get('token'))
    const fromPage = req.searchParams.get('desde') === 'pagina'
    if (userId === null) {
      return fromPage
        ? redirect('/avisos/baja?estado=invalido')
        : json({ error: 'El enlace para darse de baja no es válido.' }, 400)
    }
    const exists = await req.payload.count({
      collection: 'users',
      where: { id: { equals: userId } },
      overrideAccess: true,
    })
    if (exists.totalDocs) await setModuleUpdates(req.payload, userId, false)
    return fromPage
      ? redirect('/avisos/baja?estado=hecho')
      : json({ message: 'Listo: ya no recibirás avisos de revisiones de módulos.' })
  },
}

const redirect = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })

export const learningEndpoints = [
  postProgress,
  getProgress,
  postTime,
  issue,
  withdraw,
  visibility,
  revoke,
  pdf,
  preference,
  unsubscribe,
]
