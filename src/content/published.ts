import type { Where } from 'payload'

/**
 * Only what editors published. The Local API skips access control, so server code that reads the
 * catalogue with it (checkout, fulfilment) adds this: a module or plan that exists only as a draft is
 * neither sold nor granted. Saved drafts of published documents live in the versions tables and never
 * show up in `find` without `draft: true`.
 */
export const published: Where = { _status: { equals: 'published' } }
