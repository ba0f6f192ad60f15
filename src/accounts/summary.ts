import type { Payload } from 'payload'

import type { Module, User } from '@/payload-types'

/** What the dashboard, the checkout's account card and the header show about the signed-in user. */
export async function accountSummary(payload: Payload, user: Pick<User, 'id' | 'email' | 'name'>) {
  const [{ docs: entitlements }, { docs: downloads }, { totalDocs: teams }] = await Promise.all([
    payload.find({
      collection: 'entitlements',
      where: { and: [{ user: { equals: user.id } }, { revokedAt: { exists: false } }] },
      depth: 1,
      limit: 100,
      pagination: false,
    }),
    payload.find({
      collection: 'downloads',
      where: { user: { equals: user.id } },
      sort: '-createdAt',
      limit: 10,
      depth: 1,
    }),
    // the teams it manages (buyer or co-manager): the account menu and the dashboard lead to /equipo
    payload.count({
      collection: 'team-managers',
      where: { and: [{ user: { equals: user.id } }, { removedAt: { exists: false } }] },
      overrideAccess: true,
    }),
  ])
  const modules = entitlements
    .map((e) => e.module)
    .filter((m): m is Module => typeof m === 'object' && m !== null)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
  return {
    user: { email: user.email, name: user.name ?? null },
    modules: modules.map((m) => m.slug),
    teams,
    downloads: downloads.map((d) => ({
      id: d.id,
      fileName: d.fileName,
      module: typeof d.module === 'object' ? d.module.slug : null,
      downloadedAt: d.createdAt,
    })),
  }
}
