import type { CollectionSlug, Payload, TypedUser } from 'payload'

import { upcomingSchedules } from './scheduled-publish'
import { idOf } from '@/content/ids'

/**
 * What the editors' dashboard (`/admin`, src/components/admin/EditorsDashboard.tsx) shows, read through
 * the Local API with the signed-in user's own access (`overrideAccess: false`): unpublished changes,
 * what is scheduled and when, the last case submissions to review, and the last publish.
 * Schedules live in `payload-jobs`, which is closed to the API: they are read by the system and named
 * through the user's access (a document the user cannot read is left out).
 */

export interface DashboardEntry {
  collection: string
  collectionLabel: string
  id: number | string
  title: string
  at: string
  by: string | null
  href: string
}

export interface DashboardSchedule extends DashboardEntry {
  type: 'publish' | 'unpublish'
}

export interface DashboardSubmission {
  id: number | string
  url: string
  model: string
  status: string
  at: string
  href: string
}

export interface EditorsDashboardData {
  drafts: DashboardEntry[]
  scheduled: DashboardSchedule[]
  submissions: DashboardSubmission[]
  lastPublish: DashboardEntry | null
}

type Doc = Record<string, unknown>
type Version = { parent: number | string | Doc; updatedAt: string; version: Doc }

const adminHref = (collection: string, id: unknown) => `/admin/collections/${collection}/${String(id)}`
const emailOf = (ref: unknown) =>
  ref && typeof ref === 'object' && 'email' in ref ? String((ref as { email: unknown }).email) : null

/** Collections with drafts, with their Spanish label and title field. */
function draftCollections(payload: Payload) {
  return payload.config.collections
    .filter((c) => typeof c.versions === 'object' && c.versions && c.versions.drafts)
    .map((c) => ({
      slug: c.slug as CollectionSlug,
      label: typeof c.labels?.plural === 'string' ? c.labels.plural : c.slug,
      titleField: c.admin?.useAsTitle ?? 'id',
    }))
}

export async function editorsDashboard(payload: Payload, user: TypedUser, perList = 8): Promise<EditorsDashboardData> {
  const collections = draftCollections(payload)
  const asUser = { user, overrideAccess: false as const, depth: 1 }
  const entry = (c: (typeof collections)[number], v: Version): DashboardEntry => ({
    collection: c.slug,
    collectionLabel: c.label,
    id: idOf(v.parent) as number | string,
    title: String(v.version[c.titleField] ?? `#${idOf(v.parent)}`),
    at: v.updatedAt,
    by: emailOf(v.version.editedBy),
    href: adminHref(c.slug, idOf(v.parent) as number | string),
  })
  const perCollection = await Promise.all(
    collections.map(async (c) => {
      const [drafts, published] = await Promise.all([
        // The newest version of each document is a draft: changes not published yet.
        payload.findVersions({
          collection: c.slug,
          where: { and: [{ latest: { equals: true } }, { 'version._status': { equals: 'draft' } }] },
          sort: '-updatedAt',
          limit: perList,
          ...asUser,
        }),
        payload.findVersions({
          collection: c.slug,
          where: { 'version._status': { equals: 'published' } },
          sort: '-updatedAt',
          limit: 1,
          ...asUser,
        }),
      ])
      return {
        drafts: (drafts.docs as unknown as Version[]).map((v) => entry(c, v)),
        published: (published.docs as unknown as Version[]).map((v) => entry(c, v)),
      }
    }),
  )
  const byNewest = (a: DashboardEntry, b: DashboardEntry) => b.at.localeCompare(a.at)
  const drafts = perCollection
    .flatMap((p) => p.drafts)
    .sort(byNewest)
    .slice(0, perList)
  const lastPublish = perCollection.flatMap((p) => p.published).sort(byNewest)[0] ?? null

  const scheduled: DashboardSchedule[] = []
  // Who scheduled it, as far as this user may read users (an editor: only themselves).
  const schedulerEmail = async (id: number | null) =>
    id
      ? emailOf(
          await payload
            .findByID({ collection: 'users', id, ...asUser, depth: 0, disableErrors: true })
            .catch(() => null),
        )
      : null
  for (const s of await upcomingSchedules(payload)) {
    const by = await schedulerEmail(s.userId)
    const global = s.global ? payload.config.globals.find((g) => g.slug === s.global) : null
    if (global) {
      const label = typeof global.label === 'string' ? global.label : global.slug
      scheduled.push({
        type: s.type,
        collection: global.slug,
        collectionLabel: 'Ajustes',
        id: global.slug,
        title: label,
        at: s.at,
        by,
        href: `/admin/globals/${global.slug}`,
      })
      continue
    }
    const c = collections.find((x) => x.slug === s.collection)
    if (!c) continue
    const doc = (await payload
      .findByID({ collection: c.slug, id: Number(s.docId), draft: true, ...asUser, depth: 0, disableErrors: true })
      .catch(() => null)) as Doc | null
    if (!doc) continue
    scheduled.push({
      type: s.type,
      collection: c.slug,
      collectionLabel: c.label,
      id: s.docId,
      title: String(doc[c.titleField] ?? `#${s.docId}`),
      at: s.at,
      by,
      href: adminHref(c.slug, s.docId),
    })
  }

  const labelOf = optionLabels(payload, 'case-submissions')
  const submissions = await payload
    .find({ collection: 'case-submissions', sort: '-createdAt', limit: perList, user, overrideAccess: false, depth: 0 })
    .then(({ docs }) =>
      docs.map((d) => ({
        id: d.id,
        url: d.url,
        model: labelOf('model', d.model),
        status: labelOf('status', d.status ?? 'new'),
        at: d.createdAt,
        href: adminHref('case-submissions', d.id),
      })),
    )
    .catch(() => [] as DashboardSubmission[])

  return { drafts, scheduled, submissions, lastPublish }
}

/** The Spanish label of a select's value, as the collection defines it (one source with the admin). */
function optionLabels(payload: Payload, collection: CollectionSlug) {
  const fields = payload.collections[collection]?.config.fields ?? []
  return (name: string, value: string) => {
    const field = fields.find((f) => 'name' in f && f.name === name) as
      { options?: ({ label: unknown; value: string } | string)[] } | undefined
    const option = field?.options?.find((o) => (typeof o === 'string' ? o : o.value) === value)
    return option && typeof option === 'object' && typeof option.label === 'string' ? option.label : value
  }
}
