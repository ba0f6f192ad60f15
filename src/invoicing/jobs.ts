import type { Payload } from 'payload'

import { enqueue, isDuplicate } from '@/jobs/queue'

import { sendInvoiceEmail } from './delivery'
import { issueInvoice, issueRectifyingInvoice } from './invoices'

/**
 * Queues the invoice of a paid order, or the rectifying invoice of one of its refunds (one job per
 * invoice, whoever asks and however often: webhook, success page, reconciliation).
 */
export async function queueInvoice(payload: Payload, orderId: number, refundId?: string) {
  try {
    await enqueue(payload, {
      task: 'issue-invoice',
      input: { orderId, ...(refundId ? { refundId } : {}) },
      dedupeKey: refundId ? `invoice:refund:${refundId}` : `invoice:order:${orderId}`,
    })
  } catch (error) {
    if (!isDuplicate(error)) throw error
  }
}

/** The `issue-invoice` job: issue (idempotent), then e-mail the link (once per invoice). */
export async function runIssueInvoice(payload: Payload, input: { orderId?: unknown; refundId?: unknown }) {
  const orderId = Number(input.orderId)
  const invoice = input.refundId ? await issueRectifyingInvoice(payload, orderId, String(input.refundId)) : await issueInvoice(payload, orderId)
  if (invoice) await sendInvoiceEmail(payload, invoice)
  return invoice ? { number: invoice.number } : { skipped: true }
}
