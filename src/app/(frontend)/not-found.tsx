import { NotFoundView } from '@/components/site/NotFoundView'

/** The site's 404: every unknown path and every notFound() of the public pages. */
export default function NotFound() {
  return <NotFoundView />
}
