import { notFound, permanentRedirect } from 'next/navigation'

import { redirectFor } from './queries'

/** A path with no page: 308 to where it moved (collection `redirects`), else the 404 page. */
export async function redirectOrNotFound(path: string): Promise<never> {
  const to = await redirectFor(path)
  if (to) permanentRedirect(to)
  notFound()
}
