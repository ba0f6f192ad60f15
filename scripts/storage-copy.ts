/**
 * `npm run storage:copy`: copies the uploads on the local disk (MEDIA_DIR, default `media/`) into the
 * bucket named by S3_* (src/storage/copy.ts). Run it once when moving an instance from the local disk
 * to object storage; running it again copies only what is missing. Exit code 1 when a file failed.
 */
import { settings } from '@/env'

import { copyLocalUploads } from '@/storage/copy'
import { getS3 } from '@/storage/s3'

if (!settings.s3) {
  console.error(
    'storage:copy needs S3_BUCKET (and S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE)',
  )
  process.exit(2)
}
const { client, bucket } = getS3()
console.log(`[storage:copy] ${settings.mediaDir} → s3://${bucket}`)
const report = await copyLocalUploads(client, bucket, (line) => console.log(`[storage:copy] ${line}`))
console.log(
  `[storage:copy] ${report.copied.length} copied, ${report.skipped.length} already there, ${report.failed.length} failed`,
)
process.exit(report.failed.length ? 1 : 0)
