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

/**
 * Every wait on the bucket is bounded: a connection within 5 s, the answer's headers within 60 s (an
 * upload of 20 MB included), no 30 s without a byte while a body streams; then the SDK tries again, at
 * most 3 attempts in all. An unreachable or hung bucket fails the request (or the job) instead of holding
 * it and its database connection for ever.
 */
export const S3_LIMITS = {
  connectionTimeoutMs: 5_000,
  requestTimeoutMs: 60_000,
  socketTimeoutMs: 30_000,
  maxAttempts: 3,
}

export function s3ClientConfig(s3: NonNullable<typeof settings.s3>, limits = S3_LIMITS) {
  return {
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    maxAttempts: limits.maxAttempts,
    requestHandler: {
      connectionTimeout: limits.connectionTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      throwOnRequestTimeout: true,
      socketTimeout: limits.socketTimeoutMs,
      // what Payload's S3 adapter would use had we given no handler of our own
      httpAgent: { keepAlive: true, maxSockets: 100 },
      httpsAgent: { keepAlive: true, maxSockets: 100 },
    },
  }
}
