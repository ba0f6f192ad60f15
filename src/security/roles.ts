/** Roles and the small predicates every access rule is built from. */
export const ROLES = ['admin', 'editor', 'support', 'customer'] as const
export type Role = (typeof ROLES)[number]

export const STAFF_ROLES: readonly Role[] = ['admin', 'editor', 'support']

type MaybeUser = { role?: Role | null; collection?: string } | null | undefined

export const hasRole = (user: MaybeUser, ...roles: Role[]): boolean =>
  Boolean(user && user.collection !== 'payload-mcp-api-keys' && user.role && roles.includes(user.role))

export const isAdminUser = (user: MaybeUser) => hasRole(user, 'admin')
export const isStaffUser = (user: MaybeUser) => hasRole(user, ...STAFF_ROLES)
export const isEditorUser = (user: MaybeUser) => hasRole(user, 'admin', 'editor')
export const isSupportUser = (user: MaybeUser) => hasRole(user, 'admin', 'support')
