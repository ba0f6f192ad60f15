/**
 * `npm run storage:copy` (src/storage/copy.ts) against a real S3-compatible server (s3rver on loopback):
 * local uploads land under the keys the app reads, a second run copies nothing, an interrupted run is
 * completed by the next, and the storage adapter reads them back from the bucket.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { DeleteObjectCommand } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { startLocalS3, type LocalS3 } from '@/dev/local-s3'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-copy-'))
let s3: LocalS3
let mod: {
  copy: typeof import('@/storage/copy')
  adapters: typeof import('@/adapters')
  s3: typeof import('@/storage/s3')
}

beforeAll(async () => {
  s3 = await startLocalS3({ dir: path.join(dir, 's3') })
  fs.mkdirSync(path.join(dir, 'media', 'public'), { recursive: true })
  fs.mkdirSync(path.join(dir, 'media', 'premium'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'media', 'public', 'portada.png'), Buffer.from('png bytes'))
  fs.writeFileSync(path.join(dir, 'media', 'public', 'portada-640x360.png'), Buffer.from('small png'))
  fs.writeFileSync(path.join(dir, 'media', 'premium', 'guia-f2.pdf'), Buffer.from('%PDF-1.7 guide'))
  // settings are read from the environment when first imported
  for (const [name, value] of Object.entries({ ...s3.env, MEDIA_DIR: path.join(dir, 'media') })) vi.stubEnv(name, value)
  mod = { copy: await import('@/storage/copy'), adapters: await import('@/adapters'), s3: await import('@/storage/s3') }
})

afterAll(async () => {
  vi.unstubAllEnvs()
  await s3?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

it('copies every local upload under its prefix, then nothing the second time', async () => {
  const { client, bucket } = mod.s3.getS3()
  const lines: string[] = []
  const first = await mod.copy.copyLocalUploads(client, bucket, (l) => lines.push(l))
  expect(first.copied.sort()).toEqual(['media/portada-640x360.png', 'media/portada.png', 'premium/guia-f2.pdf'])
  expect(first.failed).toEqual([])
  expect(lines).toHaveLength(3)
  const second = await mod.copy.copyLocalUploads(client, bucket)
  expect(second).toMatchObject({ copied: [], failed: [] })
  expect(second.skipped).toHaveLength(3)
  expect(Buffer.from((await mod.adapters.readUpload('premium-files', 'guia-f2.pdf'))!).toString()).toBe(
    '%PDF-1.7 guide',
  )
  expect(await mod.adapters.readUpload('premium-files', 'missing.pdf')).toBeNull()
})

it('resumes: an object missing or of another size is copied again, the rest skipped', async () => {
  const { client, bucket } = mod.s3.getS3()
  await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'media/portada.png' }))
  fs.writeFileSync(path.join(dir, 'media', 'premium', 'guia-f2.pdf'), Buffer.from('%PDF-1.7 guide, rebuilt'))
  const report = await mod.copy.copyLocalUploads(client, bucket)
  expect(report.copied.sort()).toEqual(['media/portada.png', 'premium/guia-f2.pdf'])
  expect(report.skipped).toEqual(['media/portada-640x360.png'])
})
