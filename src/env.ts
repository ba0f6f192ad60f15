/**
 * Settings read once from the environment. Every external part has a real production value and an
 * offline default that the start-up scripts (src/dev) fill in; domain code never branches on "demo".
 */
const env = process.env

function positive(value: string | undefined, fallback: number) {
  const n = Number(value)
  return value && Number.isFinite(n) && n > 0 ? n : fallback
}

/** A duration in ms where `0` means "no limit" (PostgreSQL's own meaning of 0 for its timeouts). */
function duration(value: string | undefined, fallback: number) {
  const n = Number(value)
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback
}

const isBuild = env.NEXT_PHASE === 'phase-production-build'
export const isProduction = env.NODE_ENV === 'production' && !isBuild

export const settings = {
  serverUrl: (env.SERVER_URL || 'http://localhost:3000').replace(/\/$/, ''),
  /** Further origins the site is served at (comma-separated), trusted like serverUrl for cookie sign-in. */
  extraOrigins: (env.EXTRA_ORIGINS || '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean),
  /**
   * Proxies whose X-Forwarded-For / X-Real-IP the app believes (addresses or CIDRs, comma-separated;
   * src/security/client-address.ts). Anyone else is known by the address of its own connection.
   */
  trustedProxies: (env.TRUSTED_PROXIES ?? '127.0.0.1,::1')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean),
  databaseUrl: env.DATABASE_URL || '',
  payloadSecret: env.PAYLOAD_SECRET || 'dev-only-secret-change-me-in-production-0123456789',
  stripe: {
    secretKey: env.STRIPE_SECRET_KEY || '',
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || '',
    /** Point the SDK at a Stripe-compatible server (local default and tests). */
    host: env.STRIPE_API_HOST || undefined,
    port: env.STRIPE_API_PORT ? Number(env.STRIPE_API_PORT) : undefined,
    protocol: (env.STRIPE_API_PROTOCOL as 'http' | 'https' | undefined) || undefined,
  },
  smtp: {
    host: env.SMTP_HOST || '',
    port: Number(env.SMTP_PORT || 587),
    secure: env.SMTP_SECURE === 'true',
    user: env.SMTP_USER || '',
    pass: env.SMTP_PASS || '',
  },
  mailFrom: env.MAIL_FROM || 'hola@academiageo.es',
  mailDir: env.MAIL_DIR || '.data/mail',
  /** uploads: public images under public/, premium guides under premium/ (never served statically) */
  mediaDir: env.MEDIA_DIR || 'media',
  /**
   * S3-compatible object storage for uploads (images and premium guides), shared by every instance;
   * unset (no S3_BUCKET): the local disk under mediaDir, the single-instance default.
   */
  s3: env.S3_BUCKET
    ? {
        bucket: env.S3_BUCKET,
        region: env.S3_REGION || 'us-east-1',
        endpoint: env.S3_ENDPOINT || undefined,
        accessKeyId: env.S3_ACCESS_KEY_ID || '',
        secretAccessKey: env.S3_SECRET_ACCESS_KEY || '',
        /** path-style addressing (`endpoint/bucket/key`): MinIO and s3rver need it */
        forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      }
    : null,
  /**
   * Every database wait is bounded (src/database/limits.ts): a statement, a lock wait, a transaction
   * left idle, and the wait for a free pooled connection. A request that hits one answers 503 in
   * Spanish with Retry-After; the rest of the site keeps answering.
   */
  database: {
    poolMax: positive(env.DB_POOL_MAX, 10),
    statementTimeoutMs: duration(env.DB_STATEMENT_TIMEOUT_MS, 15_000),
    lockTimeoutMs: duration(env.DB_LOCK_TIMEOUT_MS, 3_000),
    idleInTransactionTimeoutMs: duration(env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS, 30_000),
    poolTimeoutMs: duration(env.DB_POOL_TIMEOUT_MS, 10_000),
  },
  /** Largest request bodies (413 above them): JSON APIs and server actions, Stripe's webhooks, uploads. */
  bodyLimits: {
    jsonBytes: positive(env.BODY_LIMIT_JSON_BYTES, 1024 * 1024),
    webhookBytes: positive(env.BODY_LIMIT_WEBHOOK_BYTES, 512 * 1024),
    uploadBytes: positive(env.BODY_LIMIT_UPLOAD_BYTES, 20 * 1024 * 1024),
  },
  /** PDFs (guides, invoices, certificates) rendered at once by this instance; beyond it 503 + Retry-After. */
  pdfConcurrency: positive(env.PDF_CONCURRENCY, 2),
  /** Sign-in sessions end after this long without activity, and in any case this long after sign-in. */
  sessions: {
    idleHours: positive(env.SESSION_IDLE_HOURS, 24 * 7),
    maxAgeDays: positive(env.SESSION_MAX_AGE_DAYS, 30),
  },
  /** the durable job queue (src/jobs): every app instance runs a worker unless JOBS_WORKER=off */
  jobs: {
    worker: env.JOBS_WORKER !== 'off',
    pollMs: Number(env.JOBS_POLL_MS || 1000),
    concurrency: Number(env.JOBS_CONCURRENCY || 4),
    /** a run that has not settled after this long gives its slot back and is retried (its lease ends) */
    deadlineMs: positive(env.JOBS_DEADLINE_MS, 5 * 60_000),
    /** how long a job waits for an advisory lock another job holds (src/jobs/lock.ts), then retries later */
    lockWaitMs: positive(env.JOBS_LOCK_WAIT_MS, 30_000),
    /** a claimed job is someone else's to take over once its lease runs out (its process died) */
    leaseMs: Number(env.JOBS_LEASE_MS || 60_000),
    /** retry n waits base × 2^(n-1), capped at max, ±20 % */
    backoffBaseMs: Number(env.JOBS_BACKOFF_BASE_MS || 5_000),
    backoffMaxMs: Number(env.JOBS_BACKOFF_MAX_MS || 15 * 60_000),
    maxAttempts: Number(env.JOBS_MAX_ATTEMPTS || 25),
    /** on SIGTERM, how long the jobs in hand may still run before they are handed back to the queue */
    drainMs: Number(env.JOBS_DRAIN_MS || 20_000),
    /** reconciliation with Stripe (src/commerce/reconcile.ts): how often, and how many days back */
    reconcileEveryMs: Number(env.RECONCILE_EVERY_MS || 15 * 60_000),
    reconcileDays: positive(env.RECONCILE_DAYS, 3),
    /** the sweep that closes checkouts never paid (src/commerce/expire-checkouts.ts): how often; 0 = never */
    checkoutSweepEveryMs: Number(env.CHECKOUT_SWEEP_EVERY_MS || 60 * 60_000),
    /** a bank transfer's deadline: days after the buyer chose it (src/commerce/bank-transfer.ts); unpaid then, its order expires */
    bankTransferDays: positive(env.BANK_TRANSFER_DAYS, 7),
  },
  /** VERI*FACTU: each invoicing record is sent to the tax agency as it is issued (src/verifactu) */
  verifactu: {
    /**
     * the SOAP endpoint itself (the local stand-in in development and tests); unset: read from the WSDL of
     * the environment chosen in the site settings (Datos legales → Sistema de facturación → Entorno)
     */
    endpoint: env.VERIFACTU_ENDPOINT || '',
    /** the company's certificate: a PKCS#12 file path, or `base64:` followed by the file's contents */
    certP12: env.VERIFACTU_CERT_P12 || '',
    certPassword: env.VERIFACTU_CERT_PASSWORD || '',
    /** a further CA to trust for the endpoint (the local stand-in's); the agency needs none */
    caFile: env.VERIFACTU_CA_FILE || '',
    timeoutMs: positive(env.VERIFACTU_TIMEOUT_MS, 120_000),
    /** how often every instance asks for a send run (one per period across instances); 0 = never */
    sendEveryMs: Number(env.VERIFACTU_SEND_EVERY_MS ?? 60_000),
  },
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']
const servedOnLoopback = () => {
  try {
    return LOOPBACK_HOSTS.includes(new URL(settings.serverUrl).hostname)
  } catch {
    return false
  }
}

/**
 * Ports on loopback the AI-citability checker may fetch from (CHECKER_ALLOW_LOOPBACK_PORTS, comma-separated):
 * set only by the test harness, for the test pages it serves itself. Honoured only while the site is
 * served on loopback; a production site on a public address refuses to start with it (below).
 */
export function loopbackPortsAllowed(): number[] {
  if (!env.CHECKER_ALLOW_LOOPBACK_PORTS || !servedOnLoopback()) return []
  return env.CHECKER_ALLOW_LOOPBACK_PORTS.split(',')
    .map((p) => Number(p.trim()))
    .filter((p) => Number.isInteger(p) && p > 0 && p < 65536)
}

/** Production refuses to start with an incomplete configuration (never silently half-working). */
export function assertProductionSettings() {
  if (!isProduction) return
  const missing: string[] = []
  if (!settings.databaseUrl) missing.push('DATABASE_URL')
  if (!env.PAYLOAD_SECRET) missing.push('PAYLOAD_SECRET')
  if (!settings.stripe.secretKey) missing.push('STRIPE_SECRET_KEY')
  if (!settings.stripe.webhookSecret) missing.push('STRIPE_WEBHOOK_SECRET')
  if (!settings.smtp.host) missing.push('SMTP_HOST')
  // VERI*FACTU has no off switch: its invoices say «VERI*FACTU» and carry the cotejo QR, so their records must go.
  if (!settings.verifactu.certP12) missing.push('VERIFACTU_CERT_P12')
  if (!settings.verifactu.certPassword) missing.push('VERIFACTU_CERT_PASSWORD')
  if (env.CHECKER_ALLOW_LOOPBACK_PORTS && !servedOnLoopback()) {
    throw new Error(
      'Academia GEO refuses CHECKER_ALLOW_LOOPBACK_PORTS outside loopback: the checker must never fetch from this host.',
    )
  }
  if (missing.length) {
    throw new Error(`Academia GEO cannot start in production without: ${missing.join(', ')}`)
  }
}
