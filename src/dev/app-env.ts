/**
 * The environment of a production app instance on the offline defaults (a database, the local
 * Stripe-compatible server, an SMTP listener, the local tax agency), shared by `npm test`, `npm run bench` and the fault tests.
 */
export function appEnvironment(o: {
  databaseUrl: string
  appUrl: string
  stripe: { host: string; port: number; url: string }
  webhookSecret: string
  mailPort: number
  mediaDir: string
  admin: { email: string; password: string }
  /** the local agency stand-in's settings (src/dev/local-aeat-defaults.ts) */
  aeat: Record<string, string>
}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: o.databaseUrl,
    SERVER_URL: o.appUrl,
    PAYLOAD_SECRET: 'test-secret-0123456789abcdef0123456789abcdef',
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_WEBHOOK_SECRET: o.webhookSecret,
    STRIPE_API_HOST: o.stripe.host,
    STRIPE_API_PORT: String(o.stripe.port),
    STRIPE_API_PROTOCOL: 'http',
    STRIPE_LOCAL_URL: o.stripe.url,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(o.mailPort),
    SMTP_SECURE: 'false',
    ADMIN_EMAIL: o.admin.email,
    ADMIN_PASSWORD: o.admin.password,
    MEDIA_DIR: o.mediaDir,
    ...o.aeat,
  }
}
