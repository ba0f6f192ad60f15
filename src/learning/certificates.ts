import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { isUniqueViolation } from '@/database/unique-violation'
import { Refused } from '@/security/refused'
import { durationMinutes } from '@/content/duration'
import type { Certificate } from '@/payload-types'

import { passedEvaluations, questionBanks } from './evaluations'
import { moduleSections, progressOf, readSections, type ModuleProgress, type ModuleSections } from './progress'

/**
 * Certificates of completion («certificado de finalización» issued by Academia GEO; not an official
 * qualification). The condition: every section of every module of the programme (F1–F5) read, and the
 * evaluation of each programme module that has one (src/learning/evaluations.ts) passed; the certificate
 * keeps each one's best passing score. Certificates issued before evaluations existed stay valid. The
 * code is 100 random bits (unguessable); /certificados/{código} verifies it for anyone who has it.
 */
export const PROGRAMME_CODES = ['F1', 'F2', 'F3', 'F4', 'F5'] as const
export const PROGRAMME_NAME = 'Curso GEO: Optimización para Motores Generativos (módulos F1–F5)'
export const ISSUER = 'Academia GEO'

/** What is still missing for a certificate: the programme modules not fully read (empty: ready). */
export function missingForCertificate(progress: Pick<ModuleProgress, 'code' | 'total' | 'read'>[]): string[] {
  return PROGRAMME_CODES.filter((code) => {
    const module = progress.find((m) => m.code === code)
    return !module || module.total === 0 || module.read < module.total
  })
}

/** A programme module's evaluation as the certificate reads it: whether it has one, and the best passing score. */
export interface ModuleEvaluationResult {
  code: string
  configured: boolean
  bestPassingScore: number | null
}

/** The programme modules whose evaluation is still to pass (a module without evaluation never blocks). */
export function missingEvaluations(evaluations: ModuleEvaluationResult[]): string[] {
  return PROGRAMME_CODES.filter((code) => {
    const evaluation = evaluations.find((e) => e.code === code)
    return Boolean(evaluation?.configured && evaluation.bestPassingScore === null)
  })
}

/** The scores a certificate states: each evaluated programme module's best passing score, in the programme's order. */
export const certificateScores = (evaluations: ModuleEvaluationResult[]) =>
  PROGRAMME_CODES.flatMap((code) => {
    const e = evaluations.find((x) => x.code === code)
    return e?.configured && e.bestPassingScore !== null ? [{ code, score: e.bestPassingScore }] : []
  })

/** «Nota media 85 % (F1 90 %, F3 80 %)», or null for a certificate without scores (issued before evaluations). */
export function scoresLabel(scores: { code: string; score: number }[] | null | undefined): string | null {
  if (!scores?.length) return null
  const average = Math.round(scores.reduce((t, s) => t + s.score, 0) / scores.length)
  return `Nota media ${average} % (${scores.map((s) => `${s.code} ${s.score} %`).join(', ')})`
}

/** Hours the certificate states: the programme modules' durations added up, to the half hour. */
export function programmeHours(modules: Pick<ModuleSections, 'code' | 'duration'>[]): number {
  const minutes = modules
    .filter((m) => (PROGRAMME_CODES as readonly string[]).includes(m.code))
    .reduce((t, m) => t + durationMinutes(m.duration ?? ''), 0)
  return Math.round(minutes / 30) / 2
}

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ' // Crockford's base 32: no I, L, O, U

/** 20 characters of base 32 (100 bits), in four groups: «7KQ2M-…». */
export function newCertificateCode(bytes: Buffer = randomBytes(13)): string {
  let bits = 0n
  for (const b of bytes) bits = (bits << 8n) | BigInt(b)
  let out = ''
  for (let i = 0; i < 20; i++) out += ALPHABET[Number((bits >> BigInt(5 * i)) & 31n)]
  return out.match(/.{5}/g)!.join('-')
}

export const isCertificateCode = (value: string) => /^[0-9A-HJKMNP-TV-Z]{5}(?:-[0-9A-HJKMNP-TV-Z]{5}){3}$/.test(value)

/** The name printed on the certificate: what the learner typed, trimmed; 2–120 letters, no markup. */
export function certificateNameIssue(value: unknown): string | null {
  if (typeof value !== 'string') return 'Escribe el nombre que quieres que aparezca en el certificado.'
  const name = value.replace(/\s+/g, ' ').trim()
  if (name.length < 2) return 'Escribe el nombre que quieres que aparezca en el certificado.'
  if (name.length > 120) return 'El nombre no puede pasar de 120 caracteres.'
  if (/[<>{}\u0000-\u001f]/.test(name)) return 'El nombre solo puede llevar letras, espacios y signos habituales.'
  return null
}

export type CertificateState = 'active' | 'withdrawn' | 'revoked'
export const certificateState = (c: Pick<Certificate, 'withdrawnAt' | 'revokedAt'>): CertificateState =>
  c.revokedAt ? 'revoked' : c.withdrawnAt ? 'withdrawn' : 'active'

/** A certificate of completion: valid, withdrawn by its holder (page gone), or revoked by support. */
export const CERTIFICATE_STATE_LABELS: Record<CertificateState, string> = {
  active: 'Válido',
  withdrawn: 'Retirado por su titular',
  revoked: 'Revocado',
}

const context = { system: true, skipRevalidate: true }

/** The account's progress through the programme and its certificates. */
export async function certificateStatus(payload: Payload, userId: number) {
  const [modules, read, passed, { docs }] = await Promise.all([
    moduleSections(payload),
    readSections(payload, userId),
    passedEvaluations(payload, userId),
    payload.find({
      collection: 'certificates',
      where: { user: { equals: userId } },
      sort: '-issuedAt',
      depth: 0,
      limit: 50,
      overrideAccess: true,
    }),
  ])
  const progress = modules.map((m) => progressOf(m, read.get(m.id) ?? new Set()))
  const programme = modules.filter((m) => (PROGRAMME_CODES as readonly string[]).includes(m.code))
  const banks = await questionBanks(
    payload,
    programme.map((m) => m.id),
  )
  const evaluations: ModuleEvaluationResult[] = programme.map((m) => ({
    code: m.code,
    configured: (banks.get(m.id)?.length ?? 0) > 0,
    bestPassingScore: passed.get(m.id) ?? null,
  }))
  return {
    missing: missingForCertificate(progress),
    missingEvaluations: missingEvaluations(evaluations),
    evaluations,
    certificates: docs,
    modules,
  }
}

/**
 * Issues the account's certificate when the programme is read. One live certificate per account: asking
 * again (a double click, another tab) gives the one that exists; after withdrawing it a new one (new
 * code) can be issued; a revoked certificate is not replaced by the learner.
 */
export async function issueCertificate(payload: Payload, userId: number, rawName: unknown): Promise<Certificate> {
  const problem = certificateNameIssue(rawName)
  if (problem) throw new Refused(400, 'Nombre no válido', problem)
  const name = String(rawName).replace(/\s+/g, ' ').trim()
  const status = await certificateStatus(payload, userId)
  const { missing, certificates, modules } = status
  const toPass = status.missingEvaluations
  if (missing.length || toPass.length) {
    const parts = [
      ...(missing.length ? [`terminar de leer: ${missing.join(', ')}`] : []),
      ...(toPass.length ? [`aprobar la evaluación de: ${toPass.join(', ')}`] : []),
    ]
    throw new Refused(409, 'Aún no', `Te falta ${parts.join('; y ')}.`)
  }
  if (certificates.some((c) => c.revokedAt)) {
    throw new Refused(409, 'Certificado revocado', 'Tu certificado fue revocado. Escríbenos si crees que es un error.')
  }
  const live = certificates.find((c) => certificateState(c) === 'active')
  if (live) return live
  try {
    return await payload.create({
      collection: 'certificates',
      data: {
        code: newCertificateCode(),
        // One issue per account and generation: two simultaneous requests make one certificate.
        issueKey: `${userId}:${certificates.length}`,
        user: userId,
        name,
        programme: PROGRAMME_NAME,
        hours: programmeHours(modules),
        scores: certificateScores(status.evaluations),
        issuedAt: new Date().toISOString(),
        indexable: false,
      },
      overrideAccess: true,
      context,
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const again = await certificateStatus(payload, userId)
    const existing = again.certificates.find((c) => certificateState(c) === 'active')
    if (!existing) throw error
    return existing
  }
}

async function ownCertificate(payload: Payload, userId: number, code: unknown): Promise<Certificate> {
  const found = typeof code === 'string' && isCertificateCode(code) ? await findCertificate(payload, code) : null
  const ownerId = found && (typeof found.user === 'object' ? found.user?.id : found.user)
  if (!found || ownerId !== userId)
    throw new Refused(404, 'No encontrado', 'No encontramos ese certificado en tu cuenta.')
  return found
}

export async function findCertificate(payload: Payload, code: string): Promise<Certificate | null> {
  if (!isCertificateCode(code)) return null
  const { docs } = await payload.find({
    collection: 'certificates',
    where: { code: { equals: code } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The learner takes the public page down (for good: a new certificate gets a new code). */
export async function withdrawCertificate(payload: Payload, userId: number, code: unknown) {
  const certificate = await ownCertificate(payload, userId, code)
  if (certificate.withdrawnAt) return certificate
  return payload.update({
    collection: 'certificates',
    id: certificate.id,
    data: { withdrawnAt: new Date().toISOString() },
    overrideAccess: true,
    context,
  })
}

/** The learner lets search engines index the verification page, or not. */
export async function setCertificateIndexable(payload: Payload, userId: number, code: unknown, indexable: unknown) {
  if (typeof indexable !== 'boolean')
    throw new Refused(400, 'Datos no válidos', 'Indica si quieres que los buscadores muestren la página.')
  const certificate = await ownCertificate(payload, userId, code)
  return payload.update({
    collection: 'certificates',
    id: certificate.id,
    data: { indexable },
    overrideAccess: true,
    context,
  })
}

/** Support revokes a certificate with a reason; its page then says it was revoked. */
export async function revokeCertificate(payload: Payload, staffId: number, code: unknown, reason: unknown) {
  const why = typeof reason === 'string' ? reason.trim() : ''
  if (why.length < 3 || why.length > 500)
    throw new Refused(400, 'Falta el motivo', 'Escribe el motivo de la revocación (de 3 a 500 caracteres).')
  const certificate = typeof code === 'string' ? await findCertificate(payload, code.trim().toUpperCase()) : null
  if (!certificate) throw new Refused(404, 'No encontrado', 'No existe ningún certificado con ese código.')
  if (certificate.revokedAt) return certificate
  return payload.update({
    collection: 'certificates',
    id: certificate.id,
    data: { revokedAt: new Date().toISOString(), revokedReason: why, revokedBy: staffId },
    overrideAccess: true,
    context,
  })
}

/** LinkedIn's «Add to profile» link for a certification, filled in. */
export function linkedInAddUrl(
  certificate: Pick<Certificate, 'code' | 'issuedAt' | 'programme'>,
  certUrl: string,
): string {
  const issued = new Date(certificate.issuedAt)
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: `Certificado de finalización: ${certificate.programme}`,
    organizationName: ISSUER,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl,
    certId: certificate.code,
  })
  return `https://www.linkedin.com/profile/add?${params.toString()}`
}
