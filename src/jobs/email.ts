import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'

import { enqueue } from './queue'
import type { Tasks } from './task'

/**
 * Payload's e-mail adapter, made durable: `payload.sendEmail` (the app's messages and Payload's own,
 * such as the password reset) queues an `email` job; the job queue delivers it through `delivery`
 * (@payloadcms/email-nodemailer over the configured transport) with retries, so an SMTP outage delays
 * mail and never loses it.
 */
export async function queuedEmailAdapter(delivery: EmailAdapter | Promise<EmailAdapter>): Promise<EmailAdapter> {
  const deliveryAdapter = await delivery
  return ({ payload }) => {
    const sender = deliveryAdapter({ payload })
    const from = `"${sender.defaultFromName}" <${sender.defaultFromAddress}>`
    return {
      name: 'queued-nodemailer',
      defaultFromAddress: sender.defaultFromAddress,
      defaultFromName: sender.defaultFromName,
      sendEmail: async (message: SendEmailOptions) => {
        await enqueue(payload, { task: 'email', input: { message: { from, ...message } } })
      },
      deliver: (message: SendEmailOptions) => sender.sendEmail({ from, ...message }),
    }
  }
}

/**
 * The `email` job: hands the message to the SMTP transport. The job's row fences the send: right
 * before it, the run checks that the job is still its own (same claim, still running) and restarts
 * its lease, so no other worker can claim it while the send (bounded by the transport's timeouts, well
 * inside a lease) is under way. A run whose lease lapsed, or that was handed back on shutdown, sends
 * nothing once another worker claimed the job. The Message-ID is the job's, so a rare second delivery
 * (the process died between sending and recording it) is recognisably the same mail.
 */
export async function deliverEmail(
  payload: Payload,
  message: SendEmailOptions,
  job: { id: number; fence(): Promise<boolean> },
) {
  const adapter = payload.email as unknown as { deliver?: (message: SendEmailOptions) => Promise<unknown> }
  if (!adapter.deliver) throw new Error('the e-mail adapter cannot deliver queued mail')
  if (!(await job.fence()))
    throw Object.assign(new Error("the job is no longer this run's: not sent"), { superseded: true })
  const host = new URL(payload.config.serverURL || 'http://localhost').hostname
  await adapter.deliver({ ...message, messageId: `<outbox-${job.id}@${host}>` } as SendEmailOptions)
}

/** What stays of a delivered message: enough to audit it, none of the links it carried. */
export const redactEmail = (input: { message?: SendEmailOptions }) => ({
  message: { to: input.message?.to, subject: input.message?.subject },
  redacted: true,
})

/** The queue's own task: the queued e-mail (every other task is declared by its domain). */
export const emailTasks: Tasks<'email'> = {
  email: {
    run: (payload, input, job) => deliverEmail(payload, input.message, job),
    redact: redactEmail,
  },
}
