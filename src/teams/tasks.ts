/**
 * The teams' background tasks (issue 28): `deliver-gifts` (every minute) and `gift-used`, whose rules are
 * src/teams/gift-delivery.ts; and `seat-invitation`, the e-mail with a seat's invitation link,
 * queued by the manager's write in the same transaction (src/teams/team-actions.ts), so the link and its
 * e-mail exist together or not at all.
 *
 * The token: only its hash is stored on the seat, so the job is the one place the link lives until the
 * e-mail leaves — as every queued e-mail with a link does (src/jobs/email.ts). The outbox is closed to
 * everyone but the worker, the job checks before sending that the token is still the seat's (a link
 * reassigned, withdrawn or claimed in the meantime is not sent), and once done the row keeps only the
 * seat and the address (`redact`), never the token.
 */
import type { Payload } from 'payload'

import { emailSite } from '@/content/legal-identity'
import { hashGuestToken } from '@/entitlements/guest-token'
import { deliverEmail } from '@/jobs/email'
import type { Schedule, Tasks } from '@/jobs/task'

import { invitationEmail, inviterName, invitationLink, productName } from './emails'
import { deliverDueGifts, tellBuyerOfUse, tellBuyersOfUse } from './gift-delivery'

declare module '@/jobs/task' {
  interface TaskInputs {
    'seat-invitation': { seatId: number; token: string; to: string }
    /** gifts due (09:00 Madrid on their day) are delivered; buyers of gifts first used and not yet told are told */
    'deliver-gifts': Record<string, never>
    /** the note to a gift's buyer that its recipient started using it (dedupe key `gift-used-job:<order id>`) */
    'gift-used': { orderId: number }
  }
}

/** How often gifts are looked for (one run per minute across every instance). */
export const GIFT_DELIVERY_EVERY_MS = 60_000

async function sendInvitation(
  payload: Payload,
  input: { seatId: number; token: string; to: string },
  job: { id: number; fence(): Promise<boolean> },
) {
  const seat = await payload.findByID({
    collection: 'seats',
    id: input.seatId,
    depth: 1,
    overrideAccess: true,
    showHiddenFields: true,
    disableErrors: true,
  })
  // a link replaced, withdrawn or already used is never sent
  if (
    !seat ||
    seat.status !== 'invited' ||
    seat.inviteTokenHash !== hashGuestToken(input.token) ||
    seat.invitedEmail !== input.to
  )
    return { skipped: true }
  const order =
    typeof seat.order === 'object'
      ? seat.order
      : await payload.findByID({ collection: 'orders', id: seat.order, depth: 0, overrideAccess: true })
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const message = invitationEmail({
    ...emailSite(site),
    inviter: inviterName(order),
    product: productName(seat),
    link: invitationLink(input.token),
  })
  await deliverEmail(payload, { to: input.to, ...message }, job)
  return { sent: true }
}

export const teamsTasks: Tasks<'seat-invitation' | 'deliver-gifts' | 'gift-used'> = {
  'seat-invitation': {
    run: sendInvitation,
    redact: (input) => ({ seatId: input.seatId, to: input.to, redacted: true }),
  },
  'deliver-gifts': {
    run: async (payload) => {
      const delivered = await deliverDueGifts(payload)
      const told = await tellBuyersOfUse(payload)
      if (delivered.length || told)
        payload.logger.info({ delivered, told }, 'gifts delivered and buyers told of first use')
    },
  },
  'gift-used': {
    run: (payload, input) => tellBuyerOfUse(payload, Number(input.orderId)),
  },
}

/** Gift delivery, every minute, one run per minute across instances. */
export const giftDelivery = { task: 'deliver-gifts', everyMs: GIFT_DELIVERY_EVERY_MS, input: {} } satisfies Schedule

export const teamsSchedules: Schedule[] = [giftDelivery]
