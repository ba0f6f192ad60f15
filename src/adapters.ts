/**
 * The app's adapters to the outside world, picked once here from the settings (src/env.ts), the one
 * module allowed to know both the production and the offline choice:
 *
 * - Mail: SMTP when SMTP_HOST is set (production requires it), else the file transport
 *   (src/email/file-transport.ts: .eml files under MAIL_DIR, links printed), so a fresh clone sends
 *   mail without a server.
 * - Stripe: the real API, or a Stripe-compatible server when STRIPE_API_HOST / PORT / PROTOCOL are set.
 *
 * Why this shape: production code (payload.config.ts, src/commerce) never imports src/dev, the
 * development scaffolding (start-up scripts, the local Stripe server, the test harness). What the
 * running app itself needs offline, the file mail transport, is a small adapter kept beside its
 * production counterpart in src/email; what only the scripts need (starting the local Stripe server)
 * stays in src/dev, and the scripts hand the app its address through the environment.
 * Domain code asks for "the" transport or client and never branches on which one it got.
 */
import path from 'node:path'

import nodemailer from 'nodemailer'
import Stripe from 'stripe'

import { fileMailTransport } from '@/email/file-transport'
import { settings } from '@/env'

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
