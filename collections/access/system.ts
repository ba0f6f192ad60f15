import { APIError, type Access, type PayloadHandler, type SanitizedConfig, type Where } from 'payload'

import { isAdminUser, isStaff, isStaffUser, nobody } from './index'
import { queueScheduledPublish } from '../../src/editorial/scheduled-publish'

/** A signed-in user's own rows of `payload-preferences` (the admin panel's column and list settings). */
export const ownPreferences: Access = ({ req }) => {
  if (!req.user) return false
  const own: Where[] = [
    { 'user.value': { equals: req.user.id } },
    { 'user.relationTo': { equals: req.user.collection } },
  ]
  return { and: own }
}

/**
 * Payload adds its own collections and globals after the plugins run, and gives the operations they
 * leave unset "any signed-in user" — here every customer who signed up. This closes them on the config
 * `buildConfig` returns (the only place that sees them):
 * - `payload-locked-documents`: staff only (only the admin panel locks documents);
 * - `payload-preferences`: staff create, everyone reads/updates/deletes only their own rows;
 * - `payload-migrations`, `payload-kv`: nobody through the API (the app uses the Local API);
 * - `payload-jobs` and the `payload-jobs-stats` global: nobody through the API; running, queueing and
 *   cancelling jobs over HTTP: admins only, unless the jobs config sets its own rule;
 * - plugins' endpoints (e.g. plugin-seo's `POST /api/plugin-seo/generate-*`, open to anyone as
 *   shipped): staff only.
 */
export function closeSystemCollections(config: SanitizedConfig): SanitizedConfig {
  const closed = { read: nobody, create: nobody, update: nobody, delete: nobody, readVersions: nobody, unlock: nobody }
  const rules: Record<string, Record<string, Access>> = {
    'payload-locked-documents': {
      read: isStaff,
      create: isStaff,
      update: isStaff,
      delete: isStaff,
      readVersions: isStaff,
      unlock: isStaff,
    },
    'payload-preferences': {
      read: ownPreferences,
      create: isStaff,
      update: ownPreferences,
      delete: ownPreferences,
      readVersions: nobody,
      unlock: nobody,
    },
    'payload-migrations': closed,
    'payload-kv': closed,
    'payload-jobs': closed,
  }
  for (const collection of config.collections) {
    const rule = rules[collection.slug]
    if (rule) Object.assign(collection.access, rule)
    // Each scheduled publish the admin writes joins the project's own queue (it runs them).
    if (collection.slug === 'payload-jobs')
      collection.hooks.afterChange = [...(collection.hooks.afterChange ?? []), queueScheduledPublish]
    if (collection.slug === 'payload-preferences' && Array.isArray(collection.endpoints)) {
      collection.endpoints = collection.endpoints.map((endpoint) => ({
        ...endpoint,
        handler: notFoundInsteadOf500(endpoint.handler),
      }))
    }
  }
  for (const global of config.globals) {
    if ((global.slug as string) === 'payload-jobs-stats')
      Object.assign(global.access, { read: nobody, update: nobody, readVersions: nobody })
  }
  for (const endpoint of config.endpoints) {
    if (PLUGIN_ENDPOINTS.some((prefix) => endpoint.path.startsWith(prefix)))
      endpoint.handler = staffOnly(endpoint.handler)
  }
  const adminOnly = ({ req }: { req: { user?: unknown } }) => isAdminUser(req.user as never)
  // Only where the config left them to Payload's default (a queue runner may bring its own, e.g. a secret).
  if (config.jobs) {
    const access = config.jobs.access ?? {}
    config.jobs.access = {
      ...access,
      run: access.run ?? adminOnly,
      queue: access.queue ?? adminOnly,
      cancel: access.cancel ?? adminOnly,
    }
  }
  return config
}

/** Path prefixes of the endpoints plugins mount on the root API. */
const PLUGIN_ENDPOINTS = ['/plugin-']

function staffOnly(handler: PayloadHandler): PayloadHandler {
  return async (req) => {
    if (!isStaffUser(req.user))
      return Response.json(
        { errors: [{ message: 'Solo el personal del sitio puede usar esta función.' }] },
        { status: req.user ? 403 : 401 },
      )
    return handler(req)
  }
}

/**
 * Payload 3.89's `DELETE /api/payload-preferences/:key` throws a ReferenceError (`NotFound` is not
 * imported) when the caller has no row with that key: a 500. Answer 404 instead.
 */
function notFoundInsteadOf500(handler: PayloadHandler): PayloadHandler {
  return async (req) => {
    try {
      return await handler(req)
    } catch (error) {
      if (error instanceof APIError) throw error
      return Response.json({ errors: [{ message: 'No existe esa preferencia.' }] }, { status: 404 })
    }
  }
}
