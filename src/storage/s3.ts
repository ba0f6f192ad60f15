/**
 * The bucket's client, built once from the S3_* settings (src/env.ts): the app's upload adapter
 * (src/adapters.ts) and the `storage:copy` command share it.
 */
import { S3Client } from '@aws-sdk/client-s3'

import { settings } from '@/env'

let s3Client: S3Client | undefined

/** The bucket's client (S3_* settings); only called when S3_BUCKET is set. */
export function getS3(): { client: S3Client; bucket: string } {
  const s3 = settings.s3
  if (!s3) throw new Error('S3_BUCKET is not set')
  s3Client ??= new S3Client(s3ClientConfig(s3))
  return { client: s3Client, bucket: s3.bucket }
}

export function s3ClientConfig(s3: NonNullable<typeof settings.s3>) {
  return {
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  }
}
