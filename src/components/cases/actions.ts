'use server'

import { headers } from 'next/headers'

import { messages, submitCase, type CaseFormState } from '@/cases/submission'
import { getPayloadClient } from '@/readers/payload'
import { clientAddress } from '@/security/rate-limit'

/** Server action of the case submission form (React's useActionState signature). */
export async function submitCaseAction(_previous: CaseFormState, formData: FormData): Promise<CaseFormState> {
  const input = Object.fromEntries(formData)
  try {
    const payload = await getPayloadClient()
    return await submitCase(payload, input, clientAddress(await headers()))
  } catch {
    // Payload could not start (the database is away): the form says so, it never answers 500.
    const text = (key: string) => (typeof input[key] === 'string' ? (input[key] as string) : '')
    return {
      status: 'error',
      values: { url: text('url'), model: text('model'), description: text('description') },
      fieldErrors: {},
      message: messages.failed,
    }
  }
}
