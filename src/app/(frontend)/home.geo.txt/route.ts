import { serveAiFile } from '@/content/ai-files'

/** Static text, regenerated when the CMS expires the collection tags it was read under. */
export const revalidate = false

export const GET = () => serveAiFile('/home.geo.txt')
