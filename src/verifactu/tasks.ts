import type { Payload } from 'payload'

import { mainPool } from '@/database/pool'
import { settings } from '@/env'
import { enqueueOnce } from '@/jobs/queue'
import type { Schedule, Tasks } from '@/jobs/task'

import { transportConfig } from './endpoint'
import { AgencyUnavailable, sendPending } from './sender'
import { agencyEnvironment } from './settings'

declare module '@/jobs/task' {
  interface TaskInputs {
    /**
     * One send run to the agency: queued in the transaction that writes a record (no dedupe key: a
     * refused duplicate would abort that transaction), when a wait ends, and once a period.
     */
    'verifactu-send': Record<string, never>
  }
}

/**
 * The `verifactu-send` job: one run sends what may go now (src/verifactu/sender.ts); when the agency's
 * wait holds records back, it queues the next run for the moment the wait ends; when the agency is away
 * (down, timeout, server fault) it queues one a little later; a message the agency refused whole holds the
 * records until support resends it (src/verifactu/resend.ts). Anything else throws (the queue retries).
 */
export async function runVerifactuSend(payload: Payload) {
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const pool = mainPool(payload)
  const transport = await transportConfig(agencyEnvironment(site))
  try {
    const result = await sendPending(pool, {
      transport,
      issuerName: site.legal?.companyName || 'Academia GEO',
      maxMessages: 50,
    })
    if (result.kind === 'wait') await queueVerifactuSend(payload, Math.max(0, result.until.getTime() - Date.now()))
    // A refused message is not retried: its cause (header, certificate) must be fixed, then support resends it.
    if (result.kind === 'held' && result.messages)
      payload.logger.error({
        msg: 'VERI*FACTU: la AEAT rechazó un envío entero; corrige la causa y reenvíalo desde /admin/verifactu',
        submission: result.submissionId,
      })
    return result
  } catch (error) {
    if (!(error instanceof AgencyUnavailable)) throw error
    // The agency away is an ordinary state, not a failed job: try again shortly (and the periodic run asks too).
    payload.logger.warn({ msg: error.message })
    await queueVerifactuSend(payload, RETRY_MS())
    return { retry: error.message }
  }
}

const RETRY_MS = () => Math.min(60_000, settings.jobs.backoffBaseMs * 6)

/** Asks for a send run when a wait ends (or now): one job per due second. */
export async function queueVerifactuSend(payload: Payload, delayMs = 0) {
  const at = Date.now() + delayMs
  await enqueueOnce(payload, {
    task: 'verifactu-send',
    input: {},
    dedupeKey: `verifactu-send:${Math.ceil(at / 1000)}`,
    delayMs,
  })
}

export const verifactuTasks: Tasks<'verifactu-send'> = {
  'verifactu-send': { run: (payload) => runVerifactuSend(payload) },
}

/**
 * Every instance asks once a period (VERIFACTU_SEND_EVERY_MS); the queue
 * keeps one run (catches up after an outage or a restart).
 */
export const verifactuSchedules: Schedule[] = [
  { task: 'verifactu-send', everyMs: settings.verifactu.sendEveryMs, input: {} },
]
