import type { Payload } from 'payload'

import type { Tasks } from '@/jobs/task'

import { sendInvoiceEmail } from './delivery'
import { issueInvoice, issueRectifyingInvoice } from './invoices'

declare module '@/jobs/task' {
  interface TaskInputs {
    /**
     * The invoice of a paid order, or the rectifying invoice of one of its refunds: one job per invoice,
     * whoever asks and however often (webhook, success page, reconciliation), so queued once under the key
     * `invoice:order:<order id>` or `invoice:refund:<refund id>`.
     */
    'issue-invoice': { orderId: number; refundId?: string }
  }
}

/** The `issue-invoice` job: issue (idempotent), then e-mail the link (once per invoice). */
async function runIssueInvoice(payload: Payload, input: { orderId?: unknown; refundId?: unknown }) {
  const orderId = Number(input.orderId)
  const invoice = input.refundId
    ? await issueRectifyingInvoice(payload, orderId, String(input.refundId))
    : await issueInvoice(payload, orderId)
  if (invoice) await sendInvoiceEmail(payload, invoice)
  return invoice ? { number: invoice.number } : { skipped: true }
}

export const invoicingTasks: Tasks<'issue-invoice'> = {
  'issue-invoice': { run: runIssueInvoice },
}
