import { serveAiFile } from '@/readers/text-response'

/** Static text, regenerated when the CMS expires the collection tags it was read under. */
export const revalidate = false

export const GET = () => serveAiFile('/metodologia.geo.txt')
