import path from 'node:path'

import { settings } from '@/env'

/**
 * Where each upload collection keeps its files: a folder under MEDIA_DIR on the local disk, a key
 * prefix in the bucket when S3_* is set (src/adapters.ts). The bucket is private as a whole: images are
 * served by the app (`/api/media/file/…`), premium guides only through the download route's checks.
 */
export const uploadPlaces = {
  media: { dir: 'public', prefix: 'media' },
  'premium-files': { dir: 'premium', prefix: 'premium' },
} as const

export type UploadCollection = keyof typeof uploadPlaces

export const localUploadDir = (collection: UploadCollection) =>
  path.resolve(settings.mediaDir, uploadPlaces[collection].dir)

/** The object key of a stored file (the prefix Payload saves on the document, then the file name). */
export const uploadKey = (collection: UploadCollection, filename: string) =>
  `${uploadPlaces[collection].prefix}/${path.posix.basename(filename)}`
