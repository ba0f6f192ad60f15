import type Stripe from 'stripe'

import { settings } from '@/env'
import type { Schedule, Tasks } from '@/jobs/task'

import { resendAccessLink } from './access-link'
import { expireTransfer } from './bank-transfer-expiry'
import { remindTransfer } from './bank-transfer-flow'
import { sweepStaleCheckouts } from './expire-checkouts'
import { purchaseLog } from './log'
import { reconcilePaidSessions } from './reconcile'
import { handleStripeEvent, stripeEventIds } from './webhooks'
import { refundWithdrawal } from './withdrawal-request'
import { runSeatRefund, type SeatRefundJob } from './seat-refund'
import { returnTransferBalance } from './transfer-balance'

declare module '@/jobs/task' {
  interface TaskInputs {
    /** one stored Stripe event (dedupe key `stripe-event:<event id>`) */
    'stripe-event': { event: Stripe.Event }
    /** "lost your link?": a fresh guest link for an address */
    'resend-access-link': { email: string }
    /** reconciliation with Stripe over the last `days` */
    reconcile: { days: number }
    /** the sweep of checkouts never paid */
    'expire-checkouts': Record<string, never>
    /** the refund of a withdrawn order (dedupe key `withdrawal-refund:<order id>`) */
    'withdrawal-refund': { orderId: number }
    /** the Stripe side of a refund of unused seats (dedupe key: the batch's name; src/commerce/seat-refund.ts) */
    'seat-refund': SeatRefundJob
    /** one reminder of a bank transfer still missing money (dedupe key `transfer-reminder:<order id>`) */
    'bank-transfer-reminder': { orderId: number }
    /** a bank transfer's deadline: cancel and close, or fulfil (dedupe key `transfer-expiry:<order id>`) */
    'bank-transfer-expiry': { orderId: number }
    /** what a transfer order did not need goes back to its buyer (dedupe key `transfer-balance-return:<order id>`) */
    'transfer-balance-return': { orderId: number }
  }
}

/** Commerce's queued work: each task is a thin call into the module that owns the rule. */
export const commerceTasks: Tasks<
  | 'stripe-event'
  | 'resend-access-link'
  | 'reconcile'
  | 'expire-checkouts'
  | 'withdrawal-refund'
  | 'seat-refund'
  | 'bank-transfer-reminder'
  | 'bank-transfer-expiry'
  | 'transfer-balance-return'
> = {
  'stripe-event': {
    run: (payload, input) => handleStripeEvent(payload, input.event),
    logger: (payload, input) => purchaseLog(payload, stripeEventIds(input.event)),
  },
  'resend-access-link': {
    run: (payload, input) => resendAccessLink(payload, String(input.email)),
  },
  reconcile: {
    run: (payload, input) => reconcilePaidSessions(payload, Number(input.days) || 3),
  },
  'expire-checkouts': {
    run: (payload) => sweepStaleCheckouts(payload),
  },
  'withdrawal-refund': {
    run: (payload, input) => refundWithdrawal(payload, Number(input.orderId)),
    logger: (payload, input) => purchaseLog(payload, { orderId: Number(input.orderId) }),
  },
  'seat-refund': {
    run: (payload, input) => runSeatRefund(payload, input),
    logger: (payload, input) => purchaseLog(payload, { orderId: Number(input.orderId) }),
  },
  'bank-transfer-reminder': {
    run: (payload, input) => remindTransfer(payload, Number(input.orderId)),
    logger: (payload, input) => purchaseLog(payload, { orderId: Number(input.orderId) }),
  },
  'bank-transfer-expiry': {
    run: (payload, input) => expireTransfer(payload, Number(input.orderId)),
    logger: (payload, input) => purchaseLog(payload, { orderId: Number(input.orderId) }),
  },
  'transfer-balance-return': {
    run: async (payload, input) =>
      void (await returnTransferBalance(payload, Number(input.orderId), { by: 'deadline' })),
    logger: (payload, input) => purchaseLog(payload, { orderId: Number(input.orderId) }),
  },
}

/** Reconciliation with Stripe (RECONCILE_EVERY_MS, RECONCILE_DAYS back), one run per period across instances. */
export const reconciliation = {
  task: 'reconcile',
  everyMs: settings.jobs.reconcileEveryMs,
  input: { days: settings.jobs.reconcileDays },
} satisfies Schedule

/** The sweep of checkouts never paid (CHECKOUT_SWEEP_EVERY_MS), one run per period across instances. */
export const checkoutSweep = {
  task: 'expire-checkouts',
  everyMs: settings.jobs.checkoutSweepEveryMs,
  input: {},
} satisfies Schedule

export const commerceSchedules: Schedule[] = [reconciliation, checkoutSweep]
