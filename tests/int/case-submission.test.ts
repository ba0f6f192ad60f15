/**
 * The case form's server side against the real database: what submitCase stores, what it refuses to
 * store, and the per-address limit kept in the `rate-limits` collection.
 */
import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { CASE_RATE_LIMIT, HONEYPOT_FIELD, messages, submitCase } from '@/cases/submission'
import { hashKey } from '@/security/rate-limit'

import { testPayload } from '../support/payload'

/** A fresh address and a unique description per test, so runs never see each other's rows. */
const fresh = () => {
  const id = crypto.randomUUID()
  return {
    address: `198.51.100.${crypto.randomInt(1, 255)}-${id}`,
    input: {
      url: 'https://casona-del-arce.example/familias',
      model: 'chatgpt',
      description: `ChatGPT recomienda la casona para familias con niños (${id}).`,
    },
  }
}

async function storedWith(description: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'case-submissions',
    where: { description: { equals: description } },
    limit: 10,
  })
  return docs
}

describe('case submissions', () => {
  it('stores a valid case as new, with a hash of the address and never the address itself', async () => {
    const payload = await testPayload()
    const { address, input } = fresh()
    expect(await submitCase(payload, input, address)).toEqual({ status: 'success' })
    const docs = await storedWith(input.description)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ ...input, status: 'new', sourceHash: hashKey(address) })
    expect(JSON.stringify(docs[0])).not.toContain(address)
  })

  it('stores nothing for invalid input, and does not count it against the address', async () => {
    const payload = await testPayload()
    const { address, input } = fresh()
    const state = await submitCase(payload, { ...input, url: 'javascript:alert(1)', model: 'copilot' }, address)
    expect(state).toMatchObject({
      status: 'error',
      fieldErrors: { url: messages.urlInvalid, model: messages.modelRequired },
    })
    expect(await storedWith(input.description)).toHaveLength(0)
    const limits = await payload.find({
      collection: 'rate-limits',
      where: { key: { equals: `${CASE_RATE_LIMIT.name}:${hashKey(address)}` } },
    })
    expect(limits.totalDocs).toBe(0)
  })

  it('thanks a bot that filled the honeypot without storing its case', async () => {
    const payload = await testPayload()
    const { address, input } = fresh()
    expect(await submitCase(payload, { ...input, [HONEYPOT_FIELD]: 'https://spam.example' }, address)).toEqual({
      status: 'success',
    })
    expect(await storedWith(input.description)).toHaveLength(0)
  })

  it('accepts five cases per address and hour, then answers in Spanish without storing', async () => {
    const payload = await testPayload()
    const { address, input } = fresh()
    for (let i = 0; i < CASE_RATE_LIMIT.limit; i++) {
      expect(await submitCase(payload, input, address)).toEqual({ status: 'success' })
    }
    expect(await submitCase(payload, input, address)).toMatchObject({ status: 'error', message: messages.rateLimited })
    expect(await storedWith(input.description)).toHaveLength(CASE_RATE_LIMIT.limit)

    // Another address is not affected.
    const other = fresh()
    expect(await submitCase(payload, input, other.address)).toEqual({ status: 'success' })
  })
})
