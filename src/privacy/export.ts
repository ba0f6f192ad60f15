import type { Payload, Where } from 'payload'

/** The named fields of each row, as they are. */
const fields = <T extends object, K extends keyof T>(rows: T[], keys: readonly K[]) =>
  rows.map((row) => Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>)

/**
 * Everything the platform keeps about one person (GDPR art. 15 and 20), as JSON: the account, orders,
 * module accesses, guest links (never their tokens), downloads, sign-in sessions, invoices, reading
 * progress, evaluation attempts and certificates, seats of teams and gifts they were invited to or hold, the teams they
 * manage, and the gifts they bought or received. Case
 * submissions are anonymous (no account or e-mail is stored with them): they are listed as such.
 *
 * What was bought under the e-mail without an account is included only when the address is proven
 * (`emailProven`: a confirmed account, or support sending the file to that very address); an account
 * whose address is not confirmed gets what it owns itself.
 */
export async function exportPersonalData(
  payload: Payload,
  subject: { email: string; userId?: number | null; emailProven: boolean },
) {
  const email = subject.email.trim().toLowerCase()
  const byOwner = (emailField = 'email'): Where => ({
    or: [
      ...(subject.emailProven ? [{ [emailField]: { equals: email } }] : []),
      ...(subject.userId ? [{ user: { equals: subject.userId } }] : [{ id: { equals: -1 } }]),
    ],
  })
  const all = { depth: 0, limit: 1000, pagination: false } as const
  /** conditions on the address count only when it is proven; the account's always */
  const either = (byAddress: Where[], byAccount: Where[]): Where => ({
    or: [...(subject.emailProven ? byAddress : []), ...(subject.userId ? byAccount : []), { id: { equals: -1 } }],
  })
  const [
    user,
    orders,
    entitlements,
    grants,
    downloads,
    sessions,
    invoices,
    reading,
    certificates,
    seats,
    managers,
    giftsReceived,
    sectionTime,
    attempts,
  ] = await Promise.all([
    subject.userId
      ? payload.findByID({ collection: 'users', id: subject.userId, depth: 0, disableErrors: true })
      : null,
    payload.find({ collection: 'orders', where: byOwner(), ...all }),
    payload.find({ collection: 'entitlements', where: byOwner(), ...all }),
    subject.emailProven
      ? payload.find({ collection: 'guest-grants', where: { email: { equals: email } }, ...all })
      : { docs: [] },
    payload.find({ collection: 'downloads', where: byOwner(), ...all }),
    subject.userId
      ? payload.find({ collection: 'user-sessions', where: { user: { equals: subject.userId } }, ...all })
      : null,
    payload.find({ collection: 'invoices', where: byOwner('buyerEmail'), ...all }),
    payload.find({
      collection: 'reading-progress',
      where: either([{ guestEmail: { equals: email } }], [{ user: { equals: subject.userId } }]),
      ...all,
      limit: 10_000,
    }),
    subject.userId
      ? payload.find({ collection: 'certificates', where: { user: { equals: subject.userId } }, ...all })
      : null,
    // Seats of teams and gifts: invited to them, or held by them (src/teams).
    payload.find({
      collection: 'seats',
      where: either(
        [{ invitedEmail: { equals: email } }, { claimedEmail: { equals: email } }],
        [{ claimedBy: { equals: subject.userId } }],
      ),
      ...all,
    }),
    payload.find({
      collection: 'team-managers',
      where: either([{ email: { equals: email } }], [{ user: { equals: subject.userId } }]),
      ...all,
    }),
    payload.find({ collection: 'orders', where: either([{ 'gift.recipientEmail': { equals: email } }], []), ...all }),
    payload.find({
      collection: 'section-time',
      where: either([{ guestEmail: { equals: email } }], [{ user: { equals: subject.userId } }]),
      ...all,
      limit: 10_000,
    }),
    payload.find({
      collection: 'evaluation-attempts',
      where: either([{ guestEmail: { equals: email } }], [{ user: { equals: subject.userId } }]),
      ...all,
      limit: 10_000,
    }),
  ])
  return {
    exportedAt: new Date().toISOString(),
    subject: email,
    account: user
      ? {
          id: user.id,
          email: user.email,
          emailConfirmedAt: user.emailConfirmedAt ?? null,
          name: user.name,
          role: user.role,
          moduleUpdates: user.moduleUpdates,
          createdAt: user.createdAt,
          updatedAt: user.updatedAt,
        }
      : null,
    orders: orders.docs.map(
      ({
        id,
        productType,
        modules,
        purpose,
        seats,
        gift,
        amountTotal,
        currency,
        status,
        paidAt,
        tax,
        buyer,
        terms,
        withdrawalConsent,
        firstUse,
        withdrawal,
        refunds,
        createdAt,
      }) => ({
        id,
        productType,
        modules,
        purpose,
        seats: purpose === 'team' ? seats : undefined,
        gift: purpose === 'gift' ? gift : undefined,
        amountTotal,
        currency,
        status,
        paidAt,
        tax,
        buyer,
        terms,
        withdrawalConsent,
        firstUse,
        withdrawal,
        refunds,
        createdAt,
      }),
    ),
    // Gifts others bought for this person: what, when and the message (not who bought it: that is theirs).
    giftsReceived: giftsReceived.docs.map(({ id, productType, modules, gift, status, createdAt }) => ({
      order: id,
      productType,
      modules,
      status,
      createdAt,
      gift: {
        recipientEmail: gift?.recipientEmail,
        deliverOn: gift?.deliverOn,
        deliveredAt: gift?.deliveredAt,
        message: gift?.message,
      },
    })),
    seats: fields(seats.docs, [
      'id',
      'team',
      'order',
      'productType',
      'module',
      'status',
      'invitedEmail',
      'invitedAt',
      'claimedBy',
      'claimedEmail',
      'claimedAt',
      'firstUseAt',
      'movedAt',
      'refundedAt',
    ]),
    teamManagers: fields(managers.docs, ['id', 'team', 'user', 'email', 'role', 'removedAt', 'createdAt']),
    entitlements: fields(entitlements.docs, [
      'id',
      'module',
      'source',
      'order',
      'grantReason',
      'revokedAt',
      'revokeReason',
      'createdAt',
    ]),
    guestLinks: fields(grants.docs, [
      'id',
      'productType',
      'purpose',
      'module',
      'order',
      'expiresAt',
      'lastSentAt',
      'revokedAt',
      'createdAt',
    ]),
    downloads: fields(downloads.docs, ['id', 'module', 'fileName', 'createdAt']),
    sessions: fields(sessions?.docs ?? [], [
      'id',
      'device',
      'userAgent',
      'ip',
      'lastSeenAt',
      'expiresAt',
      'endedAt',
      'endReason',
      'createdAt',
    ]),
    invoices: fields(invoices.docs, [
      'id',
      'number',
      'kind',
      'issuedAt',
      'net',
      'rate',
      'tax',
      'total',
      'currency',
      'buyer',
    ]),
    readingProgress: fields(reading.docs, ['module', 'section', 'read', 'source', 'updatedAt']),
    timeOnSections: fields(sectionTime.docs, ['day', 'module', 'section', 'activeMs', 'firstAt', 'lastAt']),
    evaluationAttempts: attempts.docs.map(({ module, startedAt, submittedAt, score, passed, passMark, choices }) => ({
      module,
      startedAt,
      submittedAt,
      score,
      passed,
      passMark,
      answers: choices ?? null,
    })),
    certificates: (certificates?.docs ?? []).map(
      ({ code, name, programme, hours, scores, issuedAt, indexable, withdrawnAt, revokedAt, revokedReason }) => ({
        code,
        name,
        programme,
        hours,
        scores: (scores ?? []).map(({ code, score }) => ({ module: code, score })),
        issuedAt,
        indexable,
        withdrawnAt,
        revokedAt,
        revokedReason,
      }),
    ),
    caseSubmissions: {
      note: 'Los casos enviados se guardan sin cuenta ni email: no podemos asociar ninguno a ti.',
      items: [] as unknown[],
    },
  }
}
