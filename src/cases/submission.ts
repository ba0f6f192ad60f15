/**
 * The "submit your case" form of /casos: one schema and one function shared by the server action and
 * the tests. Submissions are stored in `case-submissions` for editors to review; the REST API cannot
 * create them, only this function (Local API, overrideAccess).
 */
import type { Payload } from 'payload'
import { z } from 'zod'

import type { CaseSubmission } from '@/payload-types'
import { hashKey, hitRateLimit } from '@/security/rate-limit'

export const CASE_FIELDS = ['url', 'model', 'description'] as const
export type CaseField = (typeof CASE_FIELDS)[number]

/** Hidden field that people never see and bots tend to fill in. */
export const HONEYPOT_FIELD = 'website'

export const CASE_RATE_LIMIT = { name: 'case-submission', limit: 5, windowMs: 60 * 60 * 1000 }
export const DESCRIPTION_MAX = 5000

export const messages = {
  urlRequired: 'Introduce la URL del contenido citado.',
  urlInvalid: 'Introduce una URL válida que empiece por http:// o https://.',
  modelRequired: 'Selecciona el modelo de IA que citó tu contenido.',
  descriptionRequired: 'Describe brevemente tu caso.',
  descriptionTooLong: `La descripción no puede superar los ${DESCRIPTION_MAX.toLocaleString('es-ES')} caracteres.`,
  rateLimited: 'Has enviado demasiados casos. Inténtalo de nuevo más tarde.',
  failed: 'No hemos podido enviar tu caso. Inténtalo de nuevo en unos minutos.',
}

/** The AI models offered by the form (also the options of the collection's `model` field). */
export const CASE_MODELS: { label: string; value: string }[] = [
  { label: 'ChatGPT', value: 'chatgpt' },
  { label: 'Claude', value: 'claude' },
  { label: 'Perplexity', value: 'perplexity' },
  { label: 'Gemini', value: 'gemini' },
  { label: 'Otro', value: 'otro' },
]
const modelValues = CASE_MODELS.map((m) => m.value)

export const caseSubmissionSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, messages.urlRequired)
    .max(2000, messages.urlInvalid)
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: messages.urlInvalid })),
  model: z
    .string()
    .refine((value) => modelValues.includes(value), messages.modelRequired)
    .transform((value) => value as CaseSubmission['model']),
  description: z.string().trim().min(1, messages.descriptionRequired).max(DESCRIPTION_MAX, messages.descriptionTooLong),
})

export type CaseValues = Record<CaseField, string>

export type CaseFormState =
  | { status: 'idle' }
  | { status: 'success' }
  | { status: 'error'; values: CaseValues; fieldErrors: Partial<Record<CaseField, string>>; message?: string }

/**
 * Validates, filters bots, rate-limits per address and stores one submission. Never throws: every
 * outcome is a state the form can show.
 */
export async function submitCase(
  payload: Payload,
  input: Record<string, unknown>,
  address: string,
): Promise<CaseFormState> {
  const text = (key: string) => (typeof input[key] === 'string' ? (input[key] as string) : '')
  const values: CaseValues = { url: text('url'), model: text('model'), description: text('description') }

  // A bot that filled the hidden field is thanked like anyone else, and nothing is kept.
  if (text(HONEYPOT_FIELD).trim()) return { status: 'success' }

  const parsed = caseSubmissionSchema.safeParse(values)
  if (!parsed.success) {
    const fieldErrors: Partial<Record<CaseField, string>> = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as CaseField
      fieldErrors[field] ??= issue.message
    }
    return { status: 'error', values, fieldErrors }
  }

  try {
    const { allowed } = await hitRateLimit(payload, CASE_RATE_LIMIT, address)
    if (!allowed) return { status: 'error', values, fieldErrors: {}, message: messages.rateLimited }
    await payload.create({
      collection: 'case-submissions',
      data: { ...parsed.data, status: 'new', sourceHash: hashKey(address) },
      overrideAccess: true,
    })
    return { status: 'success' }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'case submission could not be stored' })
    return { status: 'error', values, fieldErrors: {}, message: messages.failed }
  }
}
