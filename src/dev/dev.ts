/**
 * `npm run dev`: the whole site on zero-setup defaults — the embedded PostgreSQL (or DATABASE_URL),
 * the local Stripe-compatible server (or real Stripe keys), mail as files under .data/mail (or SMTP),
 * the seed on an empty database — then `next dev` on http://localhost:3000.
 */
import path from 'node:path'

import { DEV_ADMIN } from '../../seed/seed'
import { startDatabaseServer } from './database'
import { localAeatDefaults } from './local-aeat-defaults'
import { localStripeDefaults } from './offline-defaults'
import { run, start, stopChild } from './run'

const port = Number(process.env.PORT || 3000)
const appUrl = process.env.SERVER_URL || `http://localhost:${port}`

const db = await startDatabaseServer()
const { env: stripeEnv, stripe } = await localStripeDefaults(appUrl)
// VERI*FACTU records go to the local tax agency (mutual TLS, the agency's XSDs and checks) unless a certificate is set.
const { env: aeatEnv, aeat } = await localAeatDefaults(path.resolve(import.meta.dirname, '../../.data'), {
  respectEnv: true,
})
/** The same server under its other loopback name: the site works at both addresses. */
const loopbackTwin = (url: string) => {
  const u = new URL(url)
  const other = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[u.hostname]
  if (!other) return ''
  u.hostname = other
  return u.origin
}
const env = {
  DATABASE_URL: db.url,
  SERVER_URL: appUrl,
  EXTRA_ORIGINS: process.env.EXTRA_ORIGINS ?? loopbackTwin(appUrl),
  PAYLOAD_PUSH: 'true',
  ...stripeEnv,
  ...aeatEnv,
}

const seeded = await run('npx', ['--no-install', 'tsx', 'seed/run.ts'], env)
if (seeded !== 0) console.error('[dev] the seed failed; the site starts anyway')
if (!process.env.ADMIN_EMAIL) {
  console.log(`[dev] admin local: ${appUrl}/admin · ${DEV_ADMIN.email} / ${DEV_ADMIN.password}`)
}

const next = start('npx', ['--no-install', 'next', 'dev', '--port', String(port)], env)

let stopping = false
async function shutdown(code = 0) {
  if (stopping) return
  stopping = true
  await stopChild(next)
  await stripe?.close()
  await aeat?.close()
  await db.stop()
  process.exit(code)
}
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))
next.on('exit', (code) => void shutdown(code ?? 0))
