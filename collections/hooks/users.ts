import type { CollectionBeforeChangeHook } from 'payload'

/** The very first account (the one created on /admin) is an admin; every later sign-up a customer. */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  if (totalDocs === 0) return { ...data, role: 'admin' }
  if (!data.role) return { ...data, role: 'customer' }
  return data
}
