'use server'

import { headers } from 'next/headers'

import { submitCase, type CaseFormState } from '@/cases/submission'
import { getPayloadClient } from '@/content/payload'
import { clientAddress } from '@/security/rate-limit'

/** Server action of the case submission form (React's useActionState signature). */
export async function submitCaseAction(_previous: CaseFormState, formData: FormData): Promise<CaseFormState> {
  const payload = await getPayloadClient()
  return submitCase(payload, Object.fromEntries(formData), clientAddress(await headers()))
}
