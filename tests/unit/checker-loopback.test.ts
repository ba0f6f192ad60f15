import { afterEach, describe, expect, it, vi } from 'vitest'

/** The test harness's loopback allowance for the checker (CHECKER_ALLOW_LOOPBACK_PORTS) never reaches production. */
const freshEnv = async (vars: Record<string, string>) => {
  vi.resetModules()
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value)
  return import('@/env')
}

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://x',
  PAYLOAD_SECRET: 'secreto',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  SMTP_HOST: 'smtp.example.com',
  VERIFACTU_CERT_P12: '/run/secrets/empresa.p12',
  VERIFACTU_CERT_PASSWORD: 'x',
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('CHECKER_ALLOW_LOOPBACK_PORTS', () => {
  it('production on a public address refuses to start with it', async () => {
    const env = await freshEnv({
      ...production,
      SERVER_URL: 'https://academiageo.es',
      CHECKER_ALLOW_LOOPBACK_PORTS: '3630',
    })
    expect(() => env.assertProductionSettings()).toThrow(/CHECKER_ALLOW_LOOPBACK_PORTS/)
    expect(env.loopbackPortsAllowed()).toEqual([])
  })

  it('production without it starts', async () => {
    const env = await freshEnv({
      ...production,
      SERVER_URL: 'https://academiageo.es',
      CHECKER_ALLOW_LOOPBACK_PORTS: '',
    })
    expect(() => env.assertProductionSettings()).not.toThrow()
    expect(env.loopbackPortsAllowed()).toEqual([])
  })

  it('the test harness (a production build served on loopback) gets exactly the listed ports', async () => {
    const env = await freshEnv({
      ...production,
      SERVER_URL: 'http://127.0.0.1:3610',
      CHECKER_ALLOW_LOOPBACK_PORTS: '3630, 3631,abc,70000',
    })
    expect(() => env.assertProductionSettings()).not.toThrow()
    expect(env.loopbackPortsAllowed()).toEqual([3630, 3631])
  })
})
