import type { Payload, SendEmailOptions } from 'payload'
import type Stripe from 'stripe'

import { resendAccessLink } from '@/commerce/access-link'
import { sweepStaleCheckouts } from '@/commerce/expire-checkouts'
import { reconcilePaidSessions } from '@/commerce/reconcile'
import type { PurchaseIds } from '@/commerce/log'
import { handleStripeEvent, stripeEventIds } from '@/commerce/webhooks'
import { refundWithdrawal } from '@/commerce/withdrawal-request'
import { publishModuleGuide } from '@/pdf/files'
import { runIssueInvoice } from '@/invoicing/jobs'
import { fanOutRevision } from '@/learning/revisions'
import { runScheduledPublish } from '@/editorial/scheduled-publish'
import { runVerifactuSend } from '@/verifactu/jobs'

import { deliverEmail, redactEmail } from './email'
import type { TaskName } from './queue'

type Input = Record<string, unknown>

/** The run of a job a task is given: its row, and the fence that says it is still this run's. */
export interface JobRun {
  id: number
  attempts: number
  /** true while the job is this run's (its lease restarts from now); false once re-claimed or given up */
  fence(): Promise<boolean>
}

export interface Task {
  run(payload: Payload, input: Input, job: JobRun): Promise<unknown>
  /** what the row keeps once done (e.g. without the links an e-mail carried) */
  redact?(input: Input): Input
  /** purchase ids for the log lines about this job */
  purchase?(input: Input): PurchaseIds
}

/** The queue's task list: each task is a thin call into the module that owns the rule. */
export const tasks: Record<TaskName, Task> = {
  'stripe-event': {
    run: (payload, input) => handleStripeEvent(payload, input.event as Stripe.Event),
    purchase: (input) => stripeEventIds(input.event as Stripe.Event),
  },
  email: {
    run: (payload, input, job) => deliverEmail(payload, input.message as SendEmailOptions, job),
    redact: redactEmail,
  },
  'resend-access-link': {
    run: (payload, input) => resendAccessLink(payload, String(input.email)),
  },
  reconcile: {
    run: (payload, input) => reconcilePaidSessions(payload, Number(input.days) || 3),
  },
  'module-guide': {
    run: (payload, input) => publishModuleGuide(payload, Number(input.moduleId)),
  },
  'expire-checkouts': {
    run: (payload) => sweepStaleCheckouts(payload),
  },
  'issue-invoice': {
    run: (payload, input) => runIssueInvoice(payload, input),
  },
  'withdrawal-refund': {
    run: (payload, input) => refundWithdrawal(payload, Number(input.orderId)),
    purchase: (input) => ({ orderId: Number(input.orderId) }),
  },
  'module-revision': {
    run: (payload, input) => fanOutRevision(payload, { moduleId: Number(input.moduleId), revisedAt: String(input.revisedAt) }),
  },
  'scheduled-publish': {
    run: (payload, input) => runScheduledPublish(payload, Number(input.scheduleId)),
  },
  'verifactu-send': {
    run: (payload) => runVerifactuSend(payload),
  },
}
