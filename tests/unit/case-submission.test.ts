import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { CASE_MODELS, caseSubmissionSchema, HONEYPOT_FIELD, messages, submitCase } from '@/cases/submission'
import { hashKey } from '@/security/rate-limit'

const valid = {
  url: 'https://mi-taller.es/cursos-de-torno',
  model: 'perplexity',
  description: 'Perplexity cita mi página de cursos cuando preguntan por clases de cerámica en Valencia.',
}

/** Just enough of the Local API for submitCase and the rate limiter, kept in memory. */
function fakePayload({ failCreate = false } = {}) {
  const docs: Record<string, Record<string, any>[]> = { 'case-submissions': [] }
  const counts = new Map<string, number>()
  let nextId = 1
  const payload = {
    // the rate limiter's upsert: one more for the key, answered as PostgreSQL's numeric (a string)
    db: {
      pool: {
        query: vi.fn(async (_sql: string, [key]: [string]) => {
          counts.set(key, (counts.get(key) ?? 0) + 1)
          return { rows: [{ count: String(counts.get(key)) }] }
        }),
      },
    },
    create: vi.fn(async ({ collection, data }: any) => {
      if (failCreate && collection === 'case-submissions') throw new Error('database unavailable')
      const doc = { id: nextId++, ...data }
      docs[collection].push(doc)
      return doc
    }),
    logger: { error: vi.fn() },
  }
  return { payload, asPayload: payload as unknown as Payload, submissions: docs['case-submissions'] }
}

describe('case submission schema', () => {
  it('offers the models of the collection with their labels', () => {
    expect(CASE_MODELS).toEqual([
      { value: 'chatgpt', label: 'ChatGPT' },
      { value: 'claude', label: 'Claude' },
      { value: 'perplexity', label: 'Perplexity' },
      { value: 'gemini', label: 'Gemini' },
      { value: 'otro', label: 'Otro' },
    ])
  })

  it('accepts a complete case and trims it', () => {
    const parsed = caseSubmissionSchema.parse({
      ...valid,
      url: `  ${valid.url} `,
      description: ` ${valid.description}\n`,
    })
    expect(parsed).toEqual(valid)
  })

  it.each([
    ['', messages.urlRequired],
    ['   ', messages.urlRequired],
    ['mi-taller.es', messages.urlInvalid],
    ['ftp://mi-taller.es/archivo', messages.urlInvalid],
    ['javascript:alert(1)', messages.urlInvalid],
    ['https://', messages.urlInvalid],
    [`https://mi-taller.es/${'a'.repeat(2000)}`, messages.urlInvalid],
  ])('rejects the URL %j', (url, message) => {
    const result = caseSubmissionSchema.safeParse({ ...valid, url })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['url'], message })])
  })

  it.each(['', 'copilot', 'ChatGPT'])('requires one of the listed models, not %j', (model) => {
    const result = caseSubmissionSchema.safeParse({ ...valid, model })
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['model'], message: messages.modelRequired }),
    ])
  })

  it('requires a description of reasonable length', () => {
    expect(caseSubmissionSchema.safeParse({ ...valid, description: ' \n ' }).error?.issues[0].message).toBe(
      messages.descriptionRequired,
    )
    expect(caseSubmissionSchema.safeParse({ ...valid, description: 'x'.repeat(5001) }).error?.issues[0].message).toBe(
      messages.descriptionTooLong,
    )
  })
})

describe('submitCase', () => {
  it('stores a valid case for editors, keyed by a hash of the address', async () => {
    const { payload, asPayload, submissions } = fakePayload()
    expect(await submitCase(asPayload, valid, '203.0.113.7')).toEqual({ status: 'success' })
    expect(submissions).toEqual([
      expect.objectContaining({ ...valid, status: 'new', sourceHash: hashKey('203.0.113.7') }),
    ])
    expect(payload.create).toHaveBeenCalledWith(
      expect.objectContaining({ collection: 'case-submissions', overrideAccess: true }),
    )
    expect(JSON.stringify(submissions)).not.toContain('203.0.113.7')
  })

  it('answers every missing field in Spanish and stores nothing, not even a rate-limit hit', async () => {
    const { payload, asPayload } = fakePayload()
    const state = await submitCase(asPayload, {}, '203.0.113.8')
    expect(state).toEqual({
      status: 'error',
      values: { url: '', model: '', description: '' },
      fieldErrors: {
        url: messages.urlRequired,
        model: messages.modelRequired,
        description: messages.descriptionRequired,
      },
    })
    expect(payload.db.pool.query).not.toHaveBeenCalled()
    expect(payload.create).not.toHaveBeenCalled()
  })

  it('keeps what was typed so that the form can show it again', async () => {
    const { asPayload } = fakePayload()
    const state = await submitCase(asPayload, { ...valid, url: 'mi-taller.es' }, '203.0.113.9')
    expect(state).toEqual({
      status: 'error',
      values: { ...valid, url: 'mi-taller.es' },
      fieldErrors: { url: messages.urlInvalid },
    })
  })

  it('ignores values that are not text (e.g. uploaded files)', async () => {
    const { payload, asPayload } = fakePayload()
    const state = await submitCase(asPayload, { ...valid, description: new Blob(['hola']) }, '203.0.113.10')
    expect(state).toMatchObject({ status: 'error', fieldErrors: { description: messages.descriptionRequired } })
    expect(payload.create).not.toHaveBeenCalled()
  })

  it('thanks a bot that filled the honeypot and stores nothing', async () => {
    const { payload, asPayload } = fakePayload()
    expect(await submitCase(asPayload, { ...valid, [HONEYPOT_FIELD]: 'https://spam.example' }, '203.0.113.11')).toEqual(
      {
        status: 'success',
      },
    )
    expect(payload.create).not.toHaveBeenCalled()
  })

  it('accepts five cases an hour from one address and refuses the sixth', async () => {
    const { asPayload, submissions } = fakePayload()
    for (let i = 0; i < 5; i++)
      expect(await submitCase(asPayload, valid, '203.0.113.12')).toEqual({ status: 'success' })
    expect(await submitCase(asPayload, valid, '203.0.113.12')).toEqual({
      status: 'error',
      values: valid,
      fieldErrors: {},
      message: messages.rateLimited,
    })
    expect(submissions).toHaveLength(5)
    expect(await submitCase(asPayload, valid, '203.0.113.13')).toEqual({ status: 'success' })
  })

  it('reports a storage failure as a message instead of throwing', async () => {
    const { payload, asPayload } = fakePayload({ failCreate: true })
    expect(await submitCase(asPayload, valid, '203.0.113.14')).toMatchObject({
      status: 'error',
      message: messages.failed,
    })
    expect(payload.logger.error).toHaveBeenCalled()
  })
})
