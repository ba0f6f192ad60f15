import fs from 'node:fs'
import path from 'node:path'

import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'

import { localUploadDir, uploadKey, uploadPlaces, type UploadCollection } from './places'

const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
}

export interface CopyReport {
  copied: string[]
  skipped: string[]
  failed: { key: string; error: string }[]
}

/** The size of the object at `key`, or null when the bucket has none. */
async function storedSize(client: S3Client, bucket: string, key: string) {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
    return head.ContentLength ?? 0
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
    if (status === 404 || (error as { name?: string }).name === 'NotFound') return null
    throw error
  }
}

/**
 * Copies the uploads kept on the local disk (MEDIA_DIR) into the bucket, under the keys the S3 storage
 * adapter reads (`media/…`, `premium/…`). Idempotent and resumable: a file whose object already has its
 * size is skipped, so running it again after an interruption copies only what is missing. One failed
 * file does not stop the others; it is reported.
 */
export async function copyLocalUploads(
  client: S3Client,
  bucket: string,
  onFile: (line: string) => void = () => {},
  collections: UploadCollection[] = Object.keys(uploadPlaces) as UploadCollection[],
): Promise<CopyReport> {
  const report: CopyReport = { copied: [], skipped: [], failed: [] }
  for (const collection of collections) {
    const dir = localUploadDir(collection)
    const names = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => fs.statSync(path.join(dir, f)).isFile())
          .sort()
      : []
    for (const name of names) {
      const key = uploadKey(collection, name)
      try {
        const body = fs.readFileSync(path.join(dir, name))
        if ((await storedSize(client, bucket, key)) === body.byteLength) {
          report.skipped.push(key)
          continue
        }
        const type = TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream'
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: type, ACL: 'private' }),
        )
        report.copied.push(key)
        onFile(`copied ${key} (${body.byteLength} bytes)`)
      } catch (error) {
        report.failed.push({ key, error: (error as Error).message })
        onFile(`FAILED ${key}: ${(error as Error).message}`)
      }
    }
  }
  return report
}
