import type { Payload } from 'payload'

export interface PurchaseIds {
  orderId?: number | string | null
  sessionId?: string | null
  eventId?: string | null
}

/**
 * Every log line about a purchase carries the same three keys (null when not known at that point), so
 * that one order's story can be read back from the logs: `{"orderId":12,"sessionId":"cs_…","eventId":"evt_…","msg":…}`.
 */
export function purchaseLog(payload: Payload, ids: PurchaseIds) {
  return payload.logger.child({
    orderId: ids.orderId ?? null,
    sessionId: ids.sessionId ?? null,
    eventId: ids.eventId ?? null,
  })
}
