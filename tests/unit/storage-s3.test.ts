/**
 * Every wait on the bucket is bounded (src/storage/s3.ts): a server that accepts the connection and
 * never answers fails the request after the request timeout and a bounded number of attempts, instead
 * of holding it (and whatever waits on it) for ever.
 */
import net from 'node:net'

import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { S3_LIMITS, s3ClientConfig } from '@/storage/s3'

let server: net.Server
let connections = 0
const sockets: net.Socket[] = []

beforeAll(async () => {
  // accepts, reads, never answers
  server = net.createServer((socket) => {
    connections += 1
    sockets.push(socket)
    socket.on('data', () => {})
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
})

afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  await new Promise((r) => server.close(r))
})

const bucket = (endpoint: string) => ({
  bucket: 'b',
  region: 'us-east-1',
  endpoint,
  accessKeyId: 'k',
  secretAccessKey: 's',
  forcePathStyle: true,
})

describe('S3 client limits', () => {
  it('connects, waits for an answer and retries within bounds by default', () => {
    const config = s3ClientConfig(bucket('http://127.0.0.1:1'))
    expect(config.requestHandler).toMatchObject({
      connectionTimeout: S3_LIMITS.connectionTimeoutMs,
      requestTimeout: S3_LIMITS.requestTimeoutMs,
      throwOnRequestTimeout: true,
      socketTimeout: S3_LIMITS.socketTimeoutMs,
    })
    for (const ms of [S3_LIMITS.connectionTimeoutMs, S3_LIMITS.requestTimeoutMs, S3_LIMITS.socketTimeoutMs]) {
      expect(ms).toBeGreaterThan(0)
      expect(ms).toBeLessThanOrEqual(60_000)
    }
    expect(config.maxAttempts).toBeLessThanOrEqual(3)
  })

  it('gives up on a bucket that never answers', async () => {
    const { port } = server.address() as net.AddressInfo
    const limits = { connectionTimeoutMs: 500, requestTimeoutMs: 400, socketTimeoutMs: 400, maxAttempts: 2 }
    const client = new S3Client(s3ClientConfig(bucket(`http://127.0.0.1:${port}`), limits))
    const started = Date.now()
    const outcome = await Promise.race([
      client.send(new GetObjectCommand({ Bucket: 'b', Key: 'premium/guia.pdf' })).then(
        () => 'answered',
        (error: Error) => error.name,
      ),
      new Promise((r) => setTimeout(() => r('still waiting'), 8_000)),
    ])
    client.destroy()
    expect(outcome).toBe('TimeoutError')
    expect(Date.now() - started).toBeLessThan(8_000)
    expect(connections).toBeGreaterThanOrEqual(1)
    expect(connections).toBeLessThanOrEqual(2)
  }, 15_000)
})
