import type { Payload } from 'payload'

import { dateTime } from '@/content/dates'
import { mainPool } from '@/database/pool'

import { releaseRefused } from './store'
import { queueVerifactuSend } from './tasks'

/**
 * Support's «Reenviar el envío» for a message the agency refused whole (SOAP Fault Client: its header or
 * certificate; SWeb §5.1: fix the cause, send the message again): its records go again — the same
 * records, no new record and no new Huella, in chain order, in a message built with the header as
 * configured now. Until then they were held back with every record after them (src/verifactu/store.ts).
 */
export class ResendRefused extends Error {
  constructor(
    message: string,
    readonly status: 404 | 409,
  ) {
    super(message)
  }
}

export async function resendSubmission(payload: Payload, submissionId: number): Promise<{ records: number }> {
  const pool = mainPool(payload)
  const release = await releaseRefused(pool, submissionId)
  if (release.kind === 'missing') throw new ResendRefused('Ese envío no existe.', 404)
  if (release.kind === 'not_refused')
    throw new ResendRefused('Solo se reenvía un envío que la AEAT rechazó entero.', 409)
  if (release.kind === 'already') throw new ResendRefused(`Ese envío ya se reenvió (${dateTime(release.at)}).`, 409)
  await queueVerifactuSend(payload)
  return { records: release.records }
}
