/**
 * `npm run reconcile [-- days]`: support's command to reconcile with Stripe now (the job queue also does it
 * every 15 minutes). Lists the paid Checkout Sessions of the last days and fulfils any the app missed.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { reconcilePaidSessions } from '@/commerce/reconcile'
import { settings } from '@/env'

const days = Number(process.argv[2] ?? settings.jobs.reconcileDays)
if (!Number.isFinite(days) || days <= 0) {
  console.error('usage: npm run reconcile [-- <days>]')
  process.exit(2)
}
const payload = await getPayload({ config })
const report = await reconcilePaidSessions(payload, days)
console.log(
  `[reconcile] ${report.paid} paid sessions in the last ${days} days; fulfilled now: ${report.fulfilled.join(', ') || 'none'}`,
)
if (report.unknown.length) console.log(`[reconcile] paid sessions without an order: ${report.unknown.join(', ')}`)
await payload.destroy()
process.exit(0)
