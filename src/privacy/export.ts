import type { Payload, Where } from 'payload'

/**
 * Everything the platform keeps about one person (GDPR art. 15 and 20), as JSON: the account, orders,
 * module accesses, guest links (never their tokens), downloads, sign-in sessions, invoices, reading
 * progress and certificates. Case
 * submissions are anonymous (no account or e-mail is stored with them): they are listed as such.
 *
 * What was bought under the e-mail without an account is included only when the address is proven
 * (`emailProven`: a confirmed account, or support sending the file to that very address); an account
 * whose address is not confirmed gets what it owns itself.
 */
export async function exportPersonalData(payload: Payload, subject: { email: string; userId?: number | null; emailProven: boolean }) {
  const email = subject.email.trim().toLowerCase()
  const byOwner = (emailField = 'email'): Where => ({
    or: [
      ...(subject.emailProven ? [{ [emailField]: { equals: email } }] : []),
      ...(subject.userId ? [{ user: { equals: subject.userId } }] : [{ id: { equals: -1 } }]),
    ],
  })
  const all = { depth: 0, limit: 1000, pagination: false } as const
  const [user, orders, entitlements, grants, downloads, sessions, invoices, reading, certificates, sectionTime] = await Promise.all([
    subject.userId ? payload.findByID({ collection: 'users', id: subject.userId, depth: 0, disableErrors: true }) : null,
    payload.find({ collection: 'orders', where: byOwner(), ...all }),
    payload.find({ collection: 'entitlements', where: byOwner(), ...all }),
    subject.emailProven ? payload.find({ collection: 'guest-grants', where: { email: { equals: email } }, ...all }) : { docs: [] },
    payload.find({ collection: 'downloads', where: byOwner(), ...all }),
    subject.userId ? payload.find({ collection: 'user-sessions', where: { user: { equals: subject.userId } }, ...all }) : null,
    payload.find({ collection: 'invoices', where: byOwner('buyerEmail'), ...all }),
    subject.userId ? payload.find({ collection: 'reading-progress', where: { user: { equals: subject.userId } }, ...all, limit: 10_000 }) : null,
    subject.userId ? payload.find({ collection: 'certificates', where: { user: { equals: subject.userId } }, ...all }) : null,
    subject.userId ? payload.find({ collection: 'section-time', where: { user: { equals: subject.userId } }, ...all, limit: 10_000 }) : null,
  ])
  return {
    exportedAt: new Date().toISOString(),
    subject: email,
    account: user
      ? { id: user.id, email: user.email, emailConfirmedAt: user.emailConfirmedAt ?? null, name: user.name, role: user.role, moduleUpdates: user.moduleUpdates, createdAt: user.createdAt, updatedAt: user.updatedAt }
      : null,
    orders: orders.docs.map(({ id, productType, modules, amountTotal, currency, status, paidAt, tax, buyer, terms, withdrawalConsent, firstUse, withdrawal, refunds, createdAt }) => ({
      id, productType, modules, amountTotal, currency, status, paidAt, tax, buyer, terms, withdrawalConsent, firstUse, withdrawal, refunds, createdAt,
    })),
    entitlements: entitlements.docs.map(({ id, module, source, order, grantReason, revokedAt, revokeReason, createdAt }) => ({
      id, module, source, order, grantReason, revokedAt, revokeReason, createdAt,
    })),
    guestLinks: grants.docs.map(({ id, productType, purpose, module, order, expiresAt, lastSentAt, revokedAt, createdAt }) => ({
      id, productType, purpose, module, order, expiresAt, lastSentAt, revokedAt, createdAt,
    })),
    downloads: downloads.docs.map(({ id, module, fileName, createdAt }) => ({ id, module, fileName, createdAt })),
    sessions: (sessions?.docs ?? []).map(({ id, device, userAgent, ip, lastSeenAt, expiresAt, endedAt, endReason, createdAt }) => ({
      id, device, userAgent, ip, lastSeenAt, expiresAt, endedAt, endReason, createdAt,
    })),
    invoices: invoices.docs.map(({ id, number, kind, issuedAt, net, rate, tax, total, currency, buyer }) => ({
      id, number, kind, issuedAt, net, rate, tax, total, currency, buyer,
    })),
    readingProgress: (reading?.docs ?? []).map(({ module, section, read, source, updatedAt }) => ({ module, section, read, source, updatedAt })),
    timeOnSections: (sectionTime?.docs ?? []).map(({ day, module, section, activeMs, firstAt, lastAt }) => ({ day, module, section, activeMs, firstAt, lastAt })),
    certificates: (certificates?.docs ?? []).map(({ code, name, programme, hours, issuedAt, indexable, withdrawnAt, revokedAt, revokedReason }) => ({
      code, name, programme, hours, issuedAt, indexable, withdrawnAt, revokedAt, revokedReason,
    })),
    caseSubmissions: {
      note: 'Los casos enviados se guardan sin cuenta ni email: no podemos asociar ninguno a ti.',
      items: [] as unknown[],
    },
  }
}
