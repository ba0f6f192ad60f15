import type pg from 'pg'

import { envelope, parseAnswer, recordKey, type Answer, type AnswerLine } from './soap'
import { claimBatch, recordAnswer, recordFailure, recordRefusal, type PendingRecord, type RecordOutcome } from './store'
import { postSoap, TransportError, type TransportConfig } from './transport'

/**
 * Sends the pending VERI*FACTU records to the agency in chain order, one message at a time, at most
 * 1,000 records each, honouring the wait every answer asks for (TiempoEsperaEnvio, kept in PostgreSQL
 * so that every instance respects it). Each record's state and the agency's reason are recorded.
 *
 * Crash safety: a message is claimed (written as `sending`, with a lease) before it goes out, and its
 * records stay `pending` until the answer is recorded. A run that dies mid-send leaves the message to
 * be abandoned when its lease ends; its records go again, in order. A record the agency already had
 * comes back refused as a duplicate with the state it holds (`RegistroDuplicado`): it is reconciled
 * to that state, not lost and not sent again. A message the agency refuses whole (SOAP Fault Client) is
 * recorded as refused and holds every pending record back until support resends it (SWeb §5.1).
 */
export interface SendOptions {
  transport: TransportConfig
  /** NombreRazon of the issuer in the message's Cabecera */
  issuerName: string
  /** how long a claimed message stays this run's (then another run abandons and resends it) */
  leaseMs?: number
  /** stop after this many messages (a run must end; the queue runs the next one) */
  maxMessages?: number
}

export type SendResult =
  | { kind: 'idle'; messages: number }
  | { kind: 'busy'; messages: number }
  | { kind: 'wait'; until: Date; messages: number }
  /** a refused message waits for support to fix its cause and resend it */
  | { kind: 'held'; submissionId: number; messages: number }

export class AgencyUnavailable extends Error {}

export async function sendPending(pool: pg.Pool, o: SendOptions): Promise<SendResult> {
  const leaseMs = o.leaseMs ?? o.transport.timeoutMs + 60_000
  let messages = 0
  for (;;) {
    const claim = await claimBatch(pool, {
      leaseMs,
      envelope: (records, incidence) => buildEnvelope(o.issuerName, records, incidence),
    })
    if (claim.kind === 'idle' || claim.kind === 'busy') return { kind: claim.kind, messages }
    if (claim.kind === 'wait') return { kind: 'wait', until: claim.until, messages }
    if (claim.kind === 'held') return { kind: 'held', submissionId: claim.submissionId, messages }
    messages += 1
    await sendOne(pool, o, claim.submissionId, claim.records, claim.incidence)
    if (o.maxMessages && messages >= o.maxMessages) return { kind: 'wait', until: new Date(), messages }
  }
}

/** The message of a batch; `incidence`: its records were generated or held back while the agency could not be reached. */
export const buildEnvelope = (issuerName: string, records: PendingRecord[], incidence = false) =>
  envelope(
    { nif: records[0].issuerNif, name: issuerName, incidence },
    records.map((r) => r.xml),
  )

async function sendOne(
  pool: pg.Pool,
  o: SendOptions,
  submissionId: number,
  records: PendingRecord[],
  incidence: boolean,
) {
  const request = buildEnvelope(o.issuerName, records, incidence)
  let status = 0
  let body = ''
  try {
    ;({ status, body } = await postSoap(o.transport, request))
  } catch (error) {
    const maybeDelivered = error instanceof TransportError ? error.maybeDelivered : true
    await recordFailure(pool, { submissionId, error: (error as Error).message, maybeDelivered })
    throw new AgencyUnavailable(`VERI*FACTU: la AEAT no respondió (${(error as Error).message})`)
  }
  let answer: Answer
  try {
    answer = parseAnswer(body)
  } catch (error) {
    await recordFailure(pool, {
      submissionId,
      error: (error as Error).message,
      response: body.slice(0, 100_000),
      httpStatus: status,
      maybeDelivered: true,
    })
    throw new AgencyUnavailable(`VERI*FACTU: respuesta no reconocible (HTTP ${status})`)
  }
  if (answer.kind === 'fault' && !/Client/i.test(answer.faultCode)) {
    // soapenv:Server: resend the message (SWeb §5.1)
    await recordFailure(pool, {
      submissionId,
      error: answer.message,
      response: body,
      httpStatus: status,
      maybeDelivered: false,
    })
    throw new AgencyUnavailable(`VERI*FACTU: error del servidor de la AEAT (${answer.message})`)
  }
  if (answer.kind === 'fault') {
    // soapenv:Client: the message was refused (header, certificate, schema), not its records: fix the cause
    // and send the message again (SWeb §5.1). Its records stay pending, held until support resends it.
    await recordRefusal(pool, { submissionId, response: body, httpStatus: status, error: answer.message })
    return
  }
  await recordAnswer(pool, {
    submissionId,
    response: body,
    httpStatus: status,
    state: answer.state,
    csv: answer.csv,
    waitSeconds: answer.waitSeconds,
    outcomes: outcomesOf(records, answer.lines),
  })
}

/** Each sent record's state from its answer line (matched on the agency's key and the operation). */
export function outcomesOf(records: PendingRecord[], lines: AnswerLine[]): RecordOutcome[] {
  const byKey = new Map(lines.map((l) => [`${l.operation}|${recordKey(l.nif, l.number, l.date)}`, l]))
  const outcomes: RecordOutcome[] = []
  for (const r of records) {
    const line = byKey.get(
      `${r.kind === 'anulacion' ? 'Anulacion' : 'Alta'}|${recordKey(r.issuerNif, r.invoiceNumber, r.issueDate)}`,
    )
    if (!line) continue // not answered for: stays pending, goes in the next message
    outcomes.push(outcomeOf(r, line))
  }
  return outcomes
}

function outcomeOf(r: PendingRecord, line: AnswerLine): RecordOutcome {
  if (line.duplicate && line.state === 'Incorrecto') {
    // The agency already holds this record (an earlier send whose answer never arrived): its state there.
    const held = line.duplicate.state
    if (held === 'AceptadaConErrores')
      return {
        id: r.id,
        status: 'accepted_with_errors',
        code: line.duplicate.code,
        description: line.duplicate.description,
      }
    if (held === 'Correcta' || held === 'Anulada') return { id: r.id, status: 'accepted', code: '', description: '' }
  }
  if (line.state === 'Correcto') return { id: r.id, status: 'accepted', code: '', description: '' }
  if (line.state === 'AceptadoConErrores')
    return { id: r.id, status: 'accepted_with_errors', code: line.code, description: line.description }
  return { id: r.id, status: 'rejected', code: line.code, description: line.description || 'Rechazado por la AEAT' }
}
