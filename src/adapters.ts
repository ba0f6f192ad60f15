/**
 * The app's adapters to the outside world, picked once here from the settings (src/env.ts), the one
 * module allowed to know both the production and the offline choice:
 *
 * - Mail: SMTP when SMTP_HOST is set (production requires it), else the file transport
 *   (src/email/file-transport.ts: .eml files under MAIL_DIR, links printed), so a fresh clone sends
 *   mail without a server.
 * - Stripe: the real API, or a Stripe-compatible server when STRIPE_API_HOST / PORT / PROTOCOL are set.
 * - Uploads (images, premium guides): an S3-compatible bucket when S3_BUCKET is set (what several
 *   instances need: every one reads what any one stored), else the local disk under MEDIA_DIR.
 *
 * Why this shape: production code (payload.config.ts, src/commerce) never imports src/dev, the
 * development scaffolding (start-up scripts, the local Stripe server, the test harness). What the
 * running app itself needs offline, the file mail transport, is a small adapter kept beside its
 * production counterpart in src/email; what only the scripts need (starting the local Stripe server)
 * stays in src/dev, and the scripts hand the app its address through the environment.
 * Domain code asks for "the" transport or client and never branches on which one it got.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
} from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import nodemailer from 'nodemailer'
import Stripe from 'stripe'

import { fileMailTransport } from '@/email/file-transport'
import { settings } from '@/env'
import { localUploadDir, uploadKey, uploadPlaces, type UploadCollection } from '@/storage/places'
import { getS3, s3ClientConfig } from '@/storage/s3'

/** SMTP when configured, else .eml files under `settings.mailDir` (relative to `baseDir`). */
export function mailTransport(baseDir: string) {
  const { smtp } = settings
  if (!smtp.host) return nodemailer.createTransport(fileMailTransport(path.resolve(baseDir, settings.mailDir)))
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass } : undefined,
    // a hung server fails the attempt (the job queue retries it) instead of holding it for minutes
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
}

let stripeClient: Stripe | undefined

/** The app's one Stripe client: Stripe itself, or the Stripe-compatible server settings point at. */
export function getStripe(): Stripe {
  stripeClient ??= new Stripe(settings.stripe.secretKey || 'sk_test_unconfigured', {
    ...(settings.stripe.host ? { host: settings.stripe.host } : {}),
    ...(settings.stripe.port ? { port: settings.stripe.port } : {}),
    ...(settings.stripe.protocol ? { protocol: settings.stripe.protocol } : {}),
    maxNetworkRetries: settings.stripe.host ? 0 : 2,
    appInfo: { name: 'Academia GEO' },
  })
  return stripeClient
}

/**
 * Payload's S3 storage for both upload collections, on when S3_BUCKET is set. Always in the config
 * (`alwaysInsertFields`), so the schema (each document's `prefix`) is the same with or without a bucket.
 * Objects are private; Payload's own file routes stream them after the collection's read access
 * (images: anyone; premium guides: staff), so no page ever holds a bucket URL.
 */
export function uploadStoragePlugin() {
  const s3 = settings.s3
  return s3Storage({
    enabled: Boolean(s3),
    alwaysInsertFields: true,
    bucket: s3?.bucket ?? 'unset',
    acl: 'private',
    config: s3 ? s3ClientConfig(s3) : {},
    collections: {
      media: { prefix: uploadPlaces.media.prefix },
      'premium-files': { prefix: uploadPlaces['premium-files'].prefix },
    },
  })
}

/** The bytes of a stored upload, from the bucket or the local disk; null when it is not there. */
export async function readUpload(collection: UploadCollection, filename: string): Promise<Uint8Array | null> {
  if (!settings.s3) {
    const file = await fs.readFile(path.join(localUploadDir(collection), path.basename(filename))).catch(() => null)
    return file ? new Uint8Array(file) : null
  }
  return readObject(uploadKey(collection, filename))
}

async function readObject(key: string): Promise<Uint8Array | null> {
  const { client, bucket } = getS3()
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
    return object.Body ? await object.Body.transformToByteArray() : null
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null
    throw error
  }
}

/*
 * Files the app keeps for itself (a buyer's stamped guide: src/pdf/files.ts), under a key such as
 * `stamped/…`: in the private bucket, or on the local disk under MEDIA_DIR beside the uploads' folders.
 * No route serves them as files: only the code that wrote them reads them back, after its own checks.
 */
const keptPath = (key: string) =>
  path.join(path.resolve(settings.mediaDir), ...key.split('/').filter((part) => part && part !== '..'))

/** The bytes kept under `key`, or null. */
export async function readKept(key: string): Promise<Uint8Array | null> {
  if (settings.s3) return readObject(key)
  const file = await fs.readFile(keptPath(key)).catch(() => null)
  return file ? new Uint8Array(file) : null
}

/** Keeps `bytes` under `key` (replacing what was there). */
export async function writeKept(key: string, bytes: Uint8Array, contentType: string) {
  if (!settings.s3) {
    const file = keptPath(key)
    await fs.mkdir(path.dirname(file), { recursive: true })
    // written aside and renamed, so a reader never sees half a file
    const part = `${file}.${process.pid}.${Date.now()}.part`
    await fs.writeFile(part, bytes)
    await fs.rename(part, file)
    return
  }
  const { client, bucket } = getS3()
  await client.send(
    new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType, ACL: 'private' }),
  )
}

/** Deletes what is kept under `prefix` (a folder: ends with `/`) whose key `drop` accepts; returns how many. */
export async function deleteKept(prefix: string, drop: (key: string) => boolean = () => true): Promise<number> {
  let deleted = 0
  if (!settings.s3) {
    const root = keptPath(prefix)
    const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
    for (const entry of entries) {
      if (!entry.isFile()) continue
      const file = path.join(entry.parentPath, entry.name)
      const key = `${prefix}${path.relative(root, file).split(path.sep).join('/')}`
      if (
        drop(key) &&
        (await fs.rm(file, { force: true }).then(
          () => true,
          () => false,
        ))
      )
        deleted += 1
    }
    return deleted
  }
  const { client, bucket } = getS3()
  let token: string | undefined
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    )
    for (const { Key } of page.Contents ?? []) {
      if (!Key || !drop(Key)) continue
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }))
      deleted += 1
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return deleted
}
