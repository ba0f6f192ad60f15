import { afterEach, describe, expect, it, vi } from 'vitest'

import { wsdlAddresses } from '@/verifactu/endpoint'
import { TEST_ENVIRONMENT_REFUSED, testEnvironmentRefused } from '@/verifactu/settings'

/** Production refuses to start without the company's certificate while VERI*FACTU is on, and refuses it off from 2027. */
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
  NEXT_PUBLIC_SERVER_URL: 'https://academiageo.es',
  VERIFACTU: '',
  VERIFACTU_CERT_P12: '',
  VERIFACTU_CERT_PASSWORD: '',
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('VERI*FACTU settings in production', () => {
  it('refuses to start without the certificate and its password', async () => {
    const env = await freshEnv(production)
    expect(() => env.assertProductionSettings()).toThrow(/VERIFACTU_CERT_P12, VERIFACTU_CERT_PASSWORD/)
  })

  it('starts with them', async () => {
    const env = await freshEnv({ ...production, VERIFACTU_CERT_P12: 'base64:AAAA', VERIFACTU_CERT_PASSWORD: 'x' })
    expect(() => env.assertProductionSettings()).not.toThrow()
  })

  it('VERIFACTU=off is allowed before 1 January 2027 (Madrid), refused from then on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-12-31T22:59:59Z'))
    const before = await freshEnv({ ...production, VERIFACTU: 'off' })
    expect(() => before.assertProductionSettings()).not.toThrow()
    vi.setSystemTime(new Date('2026-12-31T23:00:00Z'))
    expect(() => before.assertProductionSettings()).toThrow(/VERIFACTU=off/)
  })
})

describe('the agency\'s test environment in production', () => {
  const site = (environment?: 'test' | 'production') => ({ legal: { verifactu: environment ? { environment } : {} } })
  const live = { production: true, enabled: true, endpoint: '' }

  it('is refused with VERI*FACTU on, set or by default, whatever the endpoint unless it is the local stand-in', () => {
    expect(testEnvironmentRefused(site('test'), live)).toBe(true)
    expect(testEnvironmentRefused(site(), live)).toBe(true)
    expect(testEnvironmentRefused(site('test'), { ...live, endpoint: 'https://seal.agency.example/VerifactuSOAP' })).toBe(true)
    expect(TEST_ENVIRONMENT_REFUSED).toMatch(/Producción/)
  })

  it('is allowed in development and tests, with VERIFACTU=off, with the local stand-in on loopback; production is', () => {
    expect(testEnvironmentRefused(site('test'), { ...live, production: false })).toBe(false)
    expect(testEnvironmentRefused(site('test'), { ...live, enabled: false })).toBe(false)
    expect(testEnvironmentRefused(site('test'), { ...live, endpoint: 'https://127.0.0.1:54321/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP' })).toBe(false)
    expect(testEnvironmentRefused(site('production'), live)).toBe(false)
  })
})

describe('the endpoint named by the WSDL', () => {
  it("takes the VERI*FACTU port's soap:address first", () => {
    const wsdl = `<wsdl:service><wsdl:port name="SistemaVerifactu"><soap:address location="https://agency.example/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP"/></wsdl:port>
      <wsdl:port name="Requerimiento"><soap:address location="https://agency.example/wlpl/TIKE-CONT/ws/SistemaFacturacion/RequerimientoSOAP"/></wsdl:port></wsdl:service>`
    expect(wsdlAddresses(wsdl)[0]).toBe('https://agency.example/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP')
  })
})
