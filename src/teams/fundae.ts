/**
 * The evidence a team's manager downloads for subsidised training (FUNDAE, issue 28 item 6): for each
 * person holding a seat of the team — with an account, or with the address they accepted it with
 * without one (their reading and time are the address's: src/learning/learner.ts) — over a period of Madrid days, their first and
 * last access, their time on each section (rule: src/learning/time-rule.ts), the sections they
 * completed and when, every evaluation attempt with its date and score and the best passing one, and their certificate of completion (code and dates) — as
 * CSV and as PDF. Only what the seat covers, and only what happened on it — from its claim on (the rule
 * of `onSeat`, src/teams/learner-view.ts: time, reading and certificates from before, on the person's
 * own purchase, are theirs) — is shown, and a person whose account or address was erased appears nowhere. Time is
 * stored per Madrid day and section: a day's row counts only when it started at or after the claim.
 *
 * Read in a fixed number of batched queries whatever the team's size (no query per person).
 */
import type { Payload } from 'payload'

import { numericDate, numericDateTime } from '@/content/dates'
import { statementPool } from '@/database/statement-pool'
import { evaluationEvidence } from '@/learning/evaluation-rules'
import { durationLabel } from '@/learning/time-rule'
import { fundaePdf } from '@/pdf/fundae'

import { seatModules } from './claim'
import { qualityCsvLines, qualityPdfPart, type QualitySummary } from './quality'
import { qualitySummaryOf } from './quality-store'

const TZ = 'Europe/Madrid'
/** The longest period one export covers (a training action rarely lasts longer). */
export const FUNDAE_MAX_DAYS = 731
export const FUNDAE_ISSUER = 'Academia GEO'
/** No evaluation attempt on the seat's modules in the period: said plainly rather than left blank. */
export const NO_EVALUATIONS = 'Sin evaluaciones realizadas en el periodo'

export interface FundaePeriod {
  /** first Madrid day, 'YYYY-MM-DD' */
  from: string
  /** last Madrid day (included) */
  to: string
}

export interface FundaeSection {
  moduleCode: string
  moduleTitle: string
  anchor: string
  title: string
  activeMs: number
  completedAt: string | null
}

export interface FundaePerson {
  seatId: number
  email: string
  firstAccess: string | null
  lastAccess: string | null
  totalMs: number
  sections: FundaeSection[]
  evaluations: string[]
  certificate: {
    code: string | null
    state: 'valid' | 'withdrawn' | 'revoked'
    issuedAt: string
    endedAt: string | null
  } | null
}

export interface FundaeEvidence {
  team: number
  company: string
  period: FundaePeriod
  generatedAt: string
  people: FundaePerson[]
  /** the team's answers to the quality questionnaire in the period, counted (src/teams/quality.ts) */
  quality?: QualitySummary
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const isDay = (value: unknown): value is string => {
  if (typeof value !== 'string') return false
  const m = DAY.exec(value)
  if (!m) return false
  const [y, mo, d] = m.slice(1).map(Number)
  const probe = new Date(Date.UTC(y, mo - 1, d))
  return y >= 2000 && probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d
}

/** The period asked for (`desde`, `hasta`), or why it cannot be used, in Spanish. */
export function fundaePeriod(
  desde: unknown,
  hasta: unknown,
): { ok: true; period: FundaePeriod } | { ok: false; message: string } {
  if (!isDay(desde) || !isDay(hasta))
    return { ok: false, message: 'Indica las fechas del periodo como AAAA-MM-DD (por ejemplo, 2026-01-31).' }
  if (desde > hasta) return { ok: false, message: 'La fecha de inicio del periodo no puede ser posterior a la de fin.' }
  const days = (Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000 + 1
  if (days > FUNDAE_MAX_DAYS)
    return { ok: false, message: `El periodo puede abarcar como máximo ${FUNDAE_MAX_DAYS} días.` }
  return { ok: true, period: { from: desde, to: hasta } }
}

const periodLabel = (p: FundaePeriod) => `${numericDate(`${p.from}T12:00:00Z`)} – ${numericDate(`${p.to}T12:00:00Z`)}`

type Row = Record<string, unknown>
const iso = (value: unknown) =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' ? new Date(value).toISOString() : null
const earliest = (a: string | null, b: string | null) => (!a ? b : !b ? a : a < b ? a : b)
const latest = (a: string | null, b: string | null) => (!a ? b : !b ? a : a > b ? a : b)

/** Everything the export shows, for a team (named by its first order) and a period. */
export async function gatherFundae(
  payload: Payload,
  team: number,
  period: FundaePeriod,
  now = new Date(),
): Promise<FundaeEvidence> {
  const db = statementPool(payload)
  const [order, catalogue, seats] = await Promise.all([
    payload.findByID({
      collection: 'orders',
      id: team,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      select: { buyer: true, email: true },
    }),
    payload.find({
      collection: 'modules',
      where: { _status: { equals: 'published' } },
      sort: 'order',
      depth: 0,
      limit: 100,
      pagination: false,
      overrideAccess: true,
      select: {
        code: true,
        title: true,
        free: true,
        comingSoon: true,
        previewSections: { anchor: true, title: true },
        premiumSections: { anchor: true, title: true },
      },
    }),
    // Claimed seats and their holder: an account, or the address accepted without one (src/learning/learner.ts).
    // An erased person (account or address) has neither left here and drops out.
    db.query<Row>(
      `SELECT s.id, s.claimed_by_id AS user_id, CASE WHEN s.claimed_by_id IS NULL THEN s.claimed_email END AS guest_email,
              coalesce(s.claimed_email, u.email) AS email, s.product_type, s.module_id, s.claimed_at
         FROM seats s LEFT JOIN users u ON u.id = s.claimed_by_id
        WHERE s.team_id = $1 AND s.status = 'claimed' AND (u.id IS NOT NULL OR (s.claimed_by_id IS NULL AND s.claimed_email IS NOT NULL))
        ORDER BY s.claimed_at, s.id
        LIMIT 1000`,
      [team],
    ),
  ])
  const modules = catalogue.docs
  // The period's instants: from 00:00 Madrid on its first day to 00:00 Madrid after its last.
  const bounds = [period.from, period.to]
  // Each holder's claim: what they did before it is not the company's (one seat per person and team).
  const holders = [
    seats.rows.map((r) => Number(r.id)),
    seats.rows.map((r) => (r.user_id === null ? null : Number(r.user_id))),
    seats.rows.map((r) => (r.guest_email === null ? null : String(r.guest_email))),
    seats.rows.map((r) => iso(r.claimed_at)),
  ]
  const seatJoin = `JOIN unnest($1::int[], $2::int[], $3::text[], $4::timestamptz[]) AS seat(id, user_id, guest_email, claimed_at)
    ON (seat.user_id = x.user_id OR (seat.user_id IS NULL AND x.user_id IS NULL AND seat.guest_email = x.guest_email))`
  const certificateJoin = `JOIN unnest($1::int[], $2::int[], $3::text[], $4::timestamptz[]) AS seat(id, user_id, guest_email, claimed_at) ON seat.user_id = x.user_id`
  const [time, completed, certificates, attempts] = await Promise.all([
    db.query<Row>(
      `SELECT seat.id AS seat_id, x.module_id, x.section, sum(x.active_ms)::float8 AS ms, min(x.first_at) AS first_at, max(x.last_at) AS last_at
         FROM section_time x ${seatJoin}
        WHERE x.day BETWEEN $5 AND $6 AND x.key <> '' AND x.first_at >= seat.claimed_at
        GROUP BY seat.id, x.module_id, x.section`,
      [...holders, ...bounds],
    ),
    db.query<Row>(
      `SELECT seat.id AS seat_id, x.module_id, x.section, x.updated_at
         FROM reading_progress x ${seatJoin}
        WHERE x.read AND x.updated_at >= seat.claimed_at
          AND x.updated_at >= ($5::date)::timestamp AT TIME ZONE '${TZ}'
          AND x.updated_at < (($6::date) + 1)::timestamp AT TIME ZONE '${TZ}'`,
      [...holders, ...bounds],
    ),
    db.query<Row>(
      `SELECT DISTINCT ON (seat.id) seat.id AS seat_id, x.code, x.issued_at, x.withdrawn_at, x.revoked_at
         FROM certificates x ${certificateJoin}
        WHERE x.issued_at >= seat.claimed_at AND x.issued_at < (($5::date) + 1)::timestamp AT TIME ZONE '${TZ}'
        ORDER BY seat.id, x.issued_at DESC`,
      [...holders, period.to],
    ),
    // every evaluation attempt submitted on the seat in the period (src/learning/evaluations.ts)
    db.query<Row>(
      `SELECT seat.id AS seat_id, x.module_id, x.submitted_at, x.score, x.passed
         FROM evaluation_attempts x ${seatJoin}
        WHERE x.submitted_at >= seat.claimed_at
          AND x.submitted_at >= ($5::date)::timestamp AT TIME ZONE '${TZ}'
          AND x.submitted_at < (($6::date) + 1)::timestamp AT TIME ZONE '${TZ}'
        ORDER BY x.submitted_at, x.id`,
      [...holders, ...bounds],
    ),
  ])

  const people = seats.rows.map((seat): FundaePerson => {
    const seatId = Number(seat.id)
    const covered = new Set(
      seatModules(
        {
          productType: seat.product_type as 'module' | 'complete',
          module: seat.module_id === null ? null : Number(seat.module_id),
        },
        modules,
      ),
    )
    const sections = new Map<string, FundaeSection>()
    let firstAccess: string | null = null
    let lastAccess: string | null = null
    let totalMs = 0
    const sectionOf = (moduleId: number, anchor: string) => {
      const module = modules.find((m) => m.id === moduleId)
      if (!module || !covered.has(moduleId)) return null
      const key = `${moduleId}:${anchor}`
      let entry = sections.get(key)
      if (!entry) {
        const all = [...(module.previewSections ?? []), ...(module.premiumSections ?? [])]
        const title = all.find((s) => s.anchor === anchor)?.title ?? anchor
        entry = { moduleCode: module.code, moduleTitle: module.title, anchor, title, activeMs: 0, completedAt: null }
        sections.set(key, entry)
      }
      return entry
    }
    for (const row of time.rows) {
      if (Number(row.seat_id) !== seatId) continue
      const entry = sectionOf(Number(row.module_id), String(row.section))
      if (!entry) continue
      entry.activeMs += Number(row.ms)
      totalMs += Number(row.ms)
      firstAccess = earliest(firstAccess, iso(row.first_at))
      lastAccess = latest(lastAccess, iso(row.last_at))
    }
    for (const row of completed.rows) {
      if (Number(row.seat_id) !== seatId) continue
      const entry = sectionOf(Number(row.module_id), String(row.section))
      if (!entry) continue
      entry.completedAt = iso(row.updated_at)
      firstAccess = earliest(firstAccess, entry.completedAt)
      lastAccess = latest(lastAccess, entry.completedAt)
    }
    const order = (s: FundaeSection) => {
      const m = modules.findIndex((x) => x.code === s.moduleCode)
      const module = modules[m]
      const all = [...(module?.previewSections ?? []), ...(module?.premiumSections ?? [])]
      return m * 1000 + all.findIndex((x) => x.anchor === s.anchor)
    }
    const cert = certificates.rows.find((r) => Number(r.seat_id) === seatId)
    const state = cert ? (cert.revoked_at ? 'revoked' : cert.withdrawn_at ? 'withdrawn' : 'valid') : null
    return {
      seatId: Number(seat.id),
      email: String(seat.email),
      firstAccess,
      lastAccess,
      totalMs,
      sections: [...sections.values()].sort((a, b) => order(a) - order(b)),
      evaluations: modules
        .filter((m) => covered.has(m.id))
        .map((m) => ({
          code: m.code,
          list: attempts.rows
            .filter((a) => Number(a.seat_id) === seatId && Number(a.module_id) === m.id)
            .map((a) => ({ submittedAt: iso(a.submitted_at)!, score: Number(a.score), passed: Boolean(a.passed) })),
        }))
        .filter((e) => e.list.length)
        .map((e) => evaluationEvidence(e.code, e.list, numericDateTime)),
      certificate:
        cert && state
          ? {
              // Like the team page: the code only while the certificate is valid.
              code: state === 'valid' ? String(cert.code) : null,
              state,
              issuedAt: iso(cert.issued_at)!,
              endedAt: iso(cert.revoked_at) ?? iso(cert.withdrawn_at),
            }
          : null,
    }
  })

  const buyer = (order as { buyer?: { businessName?: string | null; taxId?: string | null } | null } | null)?.buyer
  const company = [buyer?.businessName, buyer?.taxId].filter(Boolean).join(' · ') || `Equipo del pedido ${team}`
  const quality = await qualitySummaryOf(payload, team, period)
  return { team, company, period, generatedAt: now.toISOString(), people, quality }
}

const CERTIFICATE_STATES = { valid: 'Válido', withdrawn: 'Retirado por su titular', revoked: 'Revocado' } as const
const evaluationsText = (p: FundaePerson) => (p.evaluations.length ? p.evaluations.join(' | ') : NO_EVALUATIONS)
const sectionText = (s: FundaeSection) => `${s.title} (${s.anchor})`
const moduleText = (s: FundaeSection) => `${s.moduleCode} · ${s.moduleTitle}`

export const FUNDAE_CSV_HEADER = [
  'Persona (email)',
  'Empresa',
  'Periodo',
  'Primer acceso',
  'Último acceso',
  'Tiempo total (h:mm:ss)',
  'Módulo',
  'Sección',
  'Tiempo en la sección (h:mm:ss)',
  'Sección completada el',
  'Evaluaciones',
  'Certificado (código)',
  'Estado del certificado',
  'Certificado emitido el',
  'Certificado retirado o revocado el',
]

/**
 * A cell for Excel in Spain: `;` separates, a cell holding `;`, a quote or a line break is quoted, and
 * a cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) is neutralised
 * with a leading apostrophe.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The CSV: UTF-8 with a byte-order mark (Excel reads the accents), `;`-separated, CRLF, one row per person and section. */
export function fundaeCsv(evidence: FundaeEvidence): string {
  const period = periodLabel(evidence.period)
  const lines = [FUNDAE_CSV_HEADER]
  for (const p of evidence.people) {
    const person = [
      p.email,
      evidence.company,
      period,
      numericDateTime(p.firstAccess),
      numericDateTime(p.lastAccess),
      durationLabel(p.totalMs),
    ]
    const certificate = [
      p.certificate?.code ?? '',
      p.certificate ? CERTIFICATE_STATES[p.certificate.state] : 'Sin certificado',
      numericDate(p.certificate?.issuedAt),
      numericDate(p.certificate?.endedAt),
    ]
    const rows = p.sections.length ? p.sections : [null]
    for (const s of rows) {
      lines.push([
        ...person,
        s ? moduleText(s) : '',
        s ? sectionText(s) : 'Sin actividad registrada en el periodo',
        s ? durationLabel(s.activeMs) : '',
        s ? numericDateTime(s.completedAt) : '',
        evaluationsText(p),
        ...certificate,
      ])
    }
  }
  lines.push(...qualityCsvLines(evidence.quality))
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(';')).join('\r\n')}\r\n`
}

/** The PDF: one group of pages per person, each opening with the company, the period and when it was generated. */
export function fundaePdfOf(evidence: FundaeEvidence): Promise<Uint8Array> {
  return fundaePdf({
    issuer: FUNDAE_ISSUER,
    company: evidence.company,
    period: periodLabel(evidence.period),
    generatedAt: numericDateTime(evidence.generatedAt),
    note: 'Tiempo activo: solo cuenta con la pestaña visible y actividad en el último minuto, como mucho 15 s por aviso y 2 h por sección y día. Fechas y horas de Madrid.',
    quality: qualityPdfPart(evidence.quality),
    people: evidence.people.map((p) => ({
      email: p.email,
      facts: [
        ['Primer acceso', numericDateTime(p.firstAccess) || 'Sin accesos en el periodo'],
        ['Último acceso', numericDateTime(p.lastAccess) || 'Sin accesos en el periodo'],
        ['Tiempo total', durationLabel(p.totalMs)],
        ['Secciones completadas', String(p.sections.filter((s) => s.completedAt).length)],
        ['Evaluaciones', evaluationsText(p)],
        [
          'Certificado',
          p.certificate
            ? [
                p.certificate.code ?? 'sin código visible',
                CERTIFICATE_STATES[p.certificate.state].toLowerCase(),
                `emitido el ${numericDate(p.certificate.issuedAt)}`,
                ...(p.certificate.endedAt ? [`retirado o revocado el ${numericDate(p.certificate.endedAt)}`] : []),
              ].join(' · ')
            : 'Sin certificado',
        ],
      ],
      sections: {
        header: ['Módulo', 'Sección', 'Tiempo', 'Completada el'],
        rows: p.sections.map((s) => [
          s.moduleCode,
          s.title,
          durationLabel(s.activeMs),
          numericDateTime(s.completedAt) || '—',
        ]),
      },
    })),
  })
}

/** The file's name: `fundae-<team>-<from>-<to>.<ext>`. */
export const fundaeFileName = (evidence: Pick<FundaeEvidence, 'team' | 'period'>, ext: 'csv' | 'pdf') =>
  `fundae-equipo-${evidence.team}-${evidence.period.from}-${evidence.period.to}.${ext}`
