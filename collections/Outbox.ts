import type { CollectionConfig } from 'payload'

import { nobody } from './access'

/**
 * The durable job queue (src/jobs): side effects that must survive a crash — Stripe events to process,
 * e-mails to send — written in the same transaction as the change that calls for them and run by the
 * worker of any app instance, with retries and backoff. Claimed with `FOR UPDATE SKIP LOCKED`; a job
 * whose process died is taken over when its lease runs out. Never exposed through the API.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Tarea pendiente', plural: 'Tareas pendientes' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'task', type: 'text', required: true },
    { name: 'input', type: 'json', required: true },
    /** e.g. `stripe-event:evt_…`: a second job with the same key is refused (replays are no-ops) */
    { name: 'dedupeKey', type: 'text', unique: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: ['queued', 'running', 'done', 'failed'].map((value) => ({ label: value, value })),
    },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    /** how often the job was claimed: each run's fence (src/jobs/worker.ts), never counted back */
    { name: 'claims', type: 'number', defaultValue: 0 },
    { name: 'maxAttempts', type: 'number', required: true, defaultValue: 25 },
    { name: 'runAfter', type: 'date', required: true, index: true },
    { name: 'leaseUntil', type: 'date' },
    { name: 'lastError', type: 'text' },
    { name: 'completedAt', type: 'date' },
  ],
}
