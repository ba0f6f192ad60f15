/**
 * A real S3-compatible server on loopback for `npm test`, the multi-instance stack and the benchmarks
 * (npm package `s3rver`: objects as files under `dir`, SigV4 checked against its one key pair). The app
 * talks to it exactly as to MinIO or AWS: the S3_* settings with path-style addressing.
 */
import S3rver from 's3rver'

/** s3rver's built-in key pair (it refuses any other signature). */
const KEY = 'S3RVER'

export interface LocalS3 {
  endpoint: string
  bucket: string
  /** the app's S3_* settings for this server */
  env: Record<string, string>
  close(): Promise<void>
}

export async function startLocalS3(opts: { dir: string; port?: number; bucket?: string }): Promise<LocalS3> {
  const bucket = opts.bucket ?? 'academia-uploads'
  const server = new S3rver({
    address: '127.0.0.1',
    port: opts.port ?? 0,
    directory: opts.dir,
    silent: true,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () => server.close().catch(() => {}),
  }
}
