import type { Schedule, Tasks } from '@/jobs/task'

import { deliverDueGifts, tellBuyerOfUse, tellBuyersOfUse } from './gift-delivery'

declare module '@/jobs/task' {
  interface TaskInputs {
    /** gifts due (09:00 Madrid on their day) are delivered; buyers of gifts first used and not yet told are told */
    'deliver-gifts': Record<string, never>
    /** the note to a gift's buyer that its recipient started using it (dedupe key `gift-used-job:<order id>`) */
    'gift-used': { orderId: number }
  }
}

/** How often gifts are looked for (one run per minute across every instance). */
export const GIFT_DELIVERY_EVERY_MS = 60_000

/** Seats and gifts' queued work: each task is a thin call into the module that owns the rule. */
export const teamsTasks: Tasks<'deliver-gifts' | 'gift-used'> = {
  'deliver-gifts': {
    run: async (payload) => {
      const delivered = await deliverDueGifts(payload)
      const told = await tellBuyersOfUse(payload)
      if (delivered.length || told) payload.logger.info({ delivered, told }, 'gifts delivered and buyers told of first use')
    },
  },
  'gift-used': {
    run: (payload, input) => tellBuyerOfUse(payload, Number(input.orderId)),
  },
}

/** Gift delivery, every minute, one run per minute across instances. */
export const giftDelivery = { task: 'deliver-gifts', everyMs: GIFT_DELIVERY_EVERY_MS, input: {} } satisfies Schedule

export const teamsSchedules: Schedule[] = [giftDelivery]
