import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'

import { emailKeys, signInKeyPrefix } from '@/accounts/throttle'
import { inTransaction, transactionDb } from '@/database/transaction'
import { enqueue } from '@/jobs/queue'
import { stampedName } from '@/pdf/files'
import { rateLimitKey } from '@/security/rate-limit'

import { anonymousEmail, subjectHash } from '@/email/anonymous'

/**
 * Erasure (GDPR art. 17) of one person, in one transaction: their account, sessions, module accesses,
 * guest links, downloads, throttling counters and queued e-mails are deleted; orders keep their amounts
 * with the e-mail replaced by an anonymous address; seats they held or were invited to name nobody,
 * rows of teams they managed go, gifts given to them lose their address and message; invoices are kept (tax law: art. 17.3.b), marked
 * "conservada por obligación legal", without the e-mail. Who asked, why and when is recorded (without
 * the e-mail: only its hash, so a repeated request can be recognised).
 *
 * Everything is found by identity, never by text search: rows that name the account, rows whose e-mail
 * field equals the address exactly, queued e-mails addressed to exactly that address, Stripe events of
 * exactly these orders, counters under exactly the keys derived from the address. What was bought under
 * the e-mail without an account (guest purchases) belongs to whoever proved the address: it is erased
 * only when the request proves it (`emailProven`: an account whose address is confirmed, or support
 * acting on a request they verified). An account whose address is not confirmed erases only itself.
 */
export interface ErasureRequest {
  email: string
  userId?: number | null
  reason: string
  /** the support agent who erased it, or null when the customer did */
  by?: number | null
  /** the person proved they receive mail at `email`: what was bought under it without an account goes too */
  emailProven: boolean
}

const context = { system: true, skipRevalidate: true, privacyErasure: true }

export async function eraseCustomer(payload: Payload, request: ErasureRequest) {
  const email = request.email.trim().toLowerCase()
  const anon = anonymousEmail(email)
  return inTransaction(payload, async (req) => {
    const byEmail = request.emailProven
    const owner: Where = {
      or: [
        ...(byEmail ? [{ email: { equals: email } }] : []),
        ...(request.userId ? [{ user: { equals: request.userId } }] : [{ id: { equals: -1 } }]),
      ],
    }
    const counts: Record<string, number> = {}
    const remove = async (
      collection:
        | 'entitlements'
        | 'downloads'
        | 'guest-grants'
        | 'user-sessions'
        | 'reading-progress'
        | 'section-time'
        | 'evaluation-attempts'
        | 'certificates',
      where: Where,
    ) => {
      const { docs } = await payload.delete({ collection, where, req, context, overrideAccess: true })
      counts[collection] = docs.length
    }
    await remove('entitlements', owner)
    await remove('downloads', owner)
    if (byEmail) await remove('guest-grants', { email: { equals: email } })
    // what the address read without an account (src/learning/learner.ts); the account's goes below
    const guestLearning: Where = byEmail ? { guestEmail: { equals: email } } : { id: { equals: -1 } }
    if (request.userId) {
      await remove('user-sessions', { user: { equals: request.userId } })
      await remove('reading-progress', { or: [{ user: { equals: request.userId } }, guestLearning] })
      await remove('section-time', { or: [{ user: { equals: request.userId } }, guestLearning] })
      await remove('evaluation-attempts', { or: [{ user: { equals: request.userId } }, guestLearning] })
      await remove('certificates', { user: { equals: request.userId } })
    } else if (byEmail) {
      await remove('reading-progress', guestLearning)
      await remove('section-time', guestLearning)
      await remove('evaluation-attempts', guestLearning)
    }

    const { docs: orders } = await payload.find({
      collection: 'orders',
      where: owner,
      depth: 0,
      limit: 10_000,
      pagination: false,
      req,
    })
    for (const order of orders) {
      await payload.update({
        collection: 'orders',
        id: order.id,
        data: {
          email: anon,
          user: null,
          buyer: { businessName: null, taxIdType: null, taxId: null },
          // The name given when withdrawing goes too; the withdrawal's date stays with the order.
          ...(order.withdrawal?.name ? { withdrawal: { requestedAt: order.withdrawal.requestedAt, name: null } } : {}),
        },
        req,
        context,
      })
    }
    counts.orders = orders.length

    const { docs: invoices } = await payload.find({
      collection: 'invoices',
      where: {
        or: [
          ...(byEmail ? [{ buyerEmail: { equals: email } }] : []),
          ...(request.userId ? [{ user: { equals: request.userId } }] : [{ id: { equals: -1 } }]),
        ],
      },
      depth: 0,
      limit: 10_000,
      pagination: false,
      req,
    })
    for (const invoice of invoices) {
      const buyer = { ...(invoice.buyer as Record<string, unknown>), email: anon }
      await payload.update({
        collection: 'invoices',
        id: invoice.id,
        data: { buyerEmail: anon, buyer, user: null, retainedForLegalObligation: true },
        req,
        context,
      })
    }
    counts.invoices = invoices.length

    const db = await transactionDb(payload, req)
    const textArray = (values: string[]) =>
      sql`ARRAY[${sql.join([sql`''`, ...values.map((v) => sql`${v}`)], sql`, `)}]::text[]`
    // Stripe's events about exactly these orders (they carry the buyer's e-mail and name).
    const orderIds = orders.map((o) => String(o.id))
    const stripeIds = orders
      .flatMap((o) => [o.stripeSessionId, o.paymentIntentId])
      .filter((v): v is string => typeof v === 'string' && !!v)
    const outbox = await db.execute(sql`
      DELETE FROM outbox WHERE
        (${byEmail} AND task = 'email' AND lower(input #>> '{message,to}') = ${email})
        OR (${byEmail} AND task = 'resend-access-link' AND lower(input ->> 'email') = ${email})
        OR (task = 'stripe-event' AND (
          input #>> '{event,data,object,metadata,order_id}' = ANY(${textArray(orderIds)})
          OR input #>> '{event,data,object,id}' = ANY(${textArray(stripeIds)})
          OR input #>> '{event,data,object,payment_intent}' = ANY(${textArray(stripeIds)})))
      RETURNING id`)
    // Counters keyed on the address (exact keys) and the account's sign-in counters (`login:<hash>:…`).
    const keys = [
      ...(byEmail ? emailKeys(email) : []),
      ...(request.userId ? [rateLimitKey({ name: 'erase-password' }, String(request.userId))] : []),
    ]
    const limits = await db.execute(sql`
      DELETE FROM rate_limits WHERE key = ANY(${textArray(keys)}) OR starts_with(key, ${signInKeyPrefix(email)}) RETURNING id`)
    counts.outbox = outbox.rows.length
    counts.rateLimits = limits.rows.length

    // Seats of teams and gifts (src/teams). A seat the person held keeps its place (the team paid for
    // it, and it was used) but names nobody: no account, no address, a claim key of no one; the team's
    // report then shows it without a person. An invitation to them is withdrawn (the seat is free again,
    // its link dead). A team they managed loses them as a manager (rows of a deleted account cannot stay).
    const userId = request.userId ?? -1
    const held = await db.execute(sql`
      UPDATE seats SET claimed_by_id = NULL, claimed_email = NULL, invited_email = NULL, invited_name = NULL,
        claim_key = CASE WHEN claim_key IS NULL THEN NULL ELSE 'erased:' || id END, updated_at = now()
      WHERE claimed_by_id = ${userId} OR (${byEmail} AND lower(claimed_email) = ${email})
      RETURNING id`)
    const invited = await db.execute(sql`
      UPDATE seats SET invited_email = NULL, invited_name = NULL,
        status = CASE WHEN status = 'invited' THEN 'free' ELSE status END,
        invited_at = CASE WHEN status = 'invited' THEN NULL ELSE invited_at END,
        invite_token_hash = CASE WHEN status = 'invited' THEN NULL ELSE invite_token_hash END, updated_at = now()
      WHERE ${byEmail} AND lower(invited_email) = ${email}
      RETURNING id`)
    const managers = await db.execute(sql`
      DELETE FROM team_managers WHERE user_id = ${userId} OR (${byEmail} AND lower(email) = ${email}) RETURNING id`)
    // Invitations to co-manage a team sent to them go (their address); those they sent keep no sender.
    await db.execute(
      sql`DELETE FROM manager_invitations WHERE accepted_by_id = ${userId} OR (${byEmail} AND lower(email) = ${email})`,
    )
    // Gifts: one given to them keeps its order (the buyer's purchase) without their address or the
    // message written to them; one they gave loses its message and the name they signed it with (their words).
    const received = await db.execute(sql`
      UPDATE orders SET gift_recipient_email = ${anon}, gift_message = NULL, updated_at = now()
      WHERE ${byEmail} AND lower(gift_recipient_email) = ${email}
      RETURNING id`)
    if (orders.length) {
      await db.execute(
        sql`UPDATE orders SET gift_message = NULL, gift_from_name = NULL WHERE (gift_message IS NOT NULL OR gift_from_name IS NOT NULL) AND id IN (${sql.join(
          orders.map((o) => sql`${o.id}`),
          sql`, `,
        )})`,
      )
    }
    counts.seats = held.rows.length + invited.rows.length
    counts.teamManagers = managers.rows.length
    counts.giftsReceived = received.rows.length

    if (request.userId) {
      await payload.delete({
        collection: 'payload-preferences',
        where: { 'user.value': { equals: request.userId } },
        req,
        context,
        overrideAccess: true,
      })
      await payload.delete({ collection: 'users', id: request.userId, req, context, overrideAccess: true })
      counts.account = 1
    }
    // The guides stamped with the address, kept for their next download (src/pdf/files.ts), go from storage.
    await enqueue(payload, { task: 'forget-stamped-guides', input: { stamped: stampedName(email) } }, req)
    await payload.create({
      collection: 'privacy-erasures',
      data: {
        subjectHash: subjectHash(email),
        reason: request.reason,
        by: request.by ?? undefined,
        byCustomer: !request.by,
        counts,
      },
      req,
      context,
    })
    return counts
  })
}
