import type { Access, FieldAccess } from 'payload'

import { isAdminUser, isEditorUser, isStaffUser, isSupportUser } from '@/security/roles'

export * from '@/security/roles'

/** Everyone, signed in or not. */
export const anyone: Access = () => true
/** Nobody through the API: the app writes these through the Local API. */
export const nobody: Access = () => false

export const isAdmin: Access = ({ req }) => isAdminUser(req.user)
/** admin or editor: content and prices. */
export const isEditor: Access = ({ req }) => isEditorUser(req.user)
/** admin or support: customers, orders, entitlements. */
export const isSupport: Access = ({ req }) => isSupportUser(req.user)
export const isStaff: Access = ({ req }) => isStaffUser(req.user)

/** Published documents for everyone; drafts too for staff. */
export const publishedOrStaff: Access = ({ req }) =>
  isStaffUser(req.user) ? true : { _status: { equals: 'published' } }

/**
 * Editorial content (drafts and versions): readers see the published document only (`?draft=true`
 * included), staff read drafts and the version history, editors write.
 */
export const editorialAccess = {
  read: publishedOrStaff,
  readVersions: isStaff,
  create: isEditor,
  update: isEditor,
  delete: isEditor,
}
/** The same for the content globals. */
export const editorialGlobalAccess = { read: publishedOrStaff, readVersions: isStaff, update: isEditor }

/** Support sees everything; a signed-in customer only documents whose `user` is them. */
export const supportOrOwner: Access = ({ req }) => {
  if (isSupportUser(req.user)) return true
  if (req.user) return { user: { equals: req.user.id } }
  return false
}

/** Support and admins read users; everyone else only their own account. */
export const supportOrSelf: Access = ({ req }) => {
  if (isSupportUser(req.user)) return true
  if (req.user) return { id: { equals: req.user.id } }
  return false
}

/** Admins edit anyone; others only themselves. */
export const adminOrSelf: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (req.user) return { id: { equals: req.user.id } }
  return false
}

export const adminField: FieldAccess = ({ req }) => isAdminUser(req.user)
export const staffField: FieldAccess = ({ req }) => isStaffUser(req.user)
export const supportField: FieldAccess = ({ req }) => isSupportUser(req.user)

/** Only staff roles open /admin. */
export const staffAdminPanel = ({ req }: { req: { user?: unknown } }) =>
  isStaffUser(req.user as Parameters<typeof isStaffUser>[0])
