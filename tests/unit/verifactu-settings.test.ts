import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Field } from 'payload'

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
  SERVER_URL: 'https://academiageo.es',
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

  it('has no off switch: VERIFACTU=off (the old NO-sending mode, whose invoices still said VERI*FACTU) starts nothing without the certificate', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-12-01T10:00:00Z'))
    const env = await freshEnv({ ...production, VERIFACTU: 'off' })
    expect(() => env.assertProductionSettings()).toThrow(/VERIFACTU_CERT_P12, VERIFACTU_CERT_PASSWORD/)
    expect(env.settings.verifactu).not.toHaveProperty('enabled')
  })
})

describe("the agency's test environment in production", () => {
  const site = (environment?: 'test' | 'production') => ({ legal: { verifactu: environment ? { environment } : {} } })
  const live = { production: true, endpoint: '' }

  it('is refused, set or by default, whatever the endpoint unless it is the local stand-in', () => {
    expect(testEnvironmentRefused(site('test'), live)).toBe(true)
    expect(testEnvironmentRefused(site(), live)).toBe(true)
    expect(
      testEnvironmentRefused(site('test'), { ...live, endpoint: 'https://seal.agency.example/VerifactuSOAP' }),
    ).toBe(true)
    expect(TEST_ENVIRONMENT_REFUSED).toMatch(/Producción/)
  })

  it('is allowed in development and tests, with the local stand-in on loopback; production is', () => {
    expect(testEnvironmentRefused(site('test'), { ...live, production: false })).toBe(false)
    expect(
      testEnvironmentRefused(site('test'), {
        ...live,
        endpoint: 'https://127.0.0.1:54321/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
      }),
    ).toBe(false)
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

describe('the system identification an editor saves (Validaciones §3.1.5)', () => {
  /** The field of the site settings at `path` (names of groups and fields; rows are transparent). */
  const fieldAt = async (path: string[]) => {
    const { SiteSettings } = await import('@collections/globals/SiteSettings')
    let fields = SiteSettings.fields as Field[]
    let found: Field | undefined
    for (const name of path) {
      const flat = (list: Field[]): Field[] => list.flatMap((f) => (f.type === 'row' ? flat(f.fields) : [f]))
      found = flat(fields).find((f) => 'name' in f && f.name === name)
      fields = found && 'fields' in found ? (found.fields as Field[]) : []
    }
    return found as Field & { validate?: (value: unknown, options: unknown) => true | string }
  }
  const saving = async (name: string, value: string) => {
    const field = await fieldAt(['legal', 'verifactu', name])
    return field.validate ? field.validate(value, { siblingData: {}, data: {}, req: {} }) : true
  }

  it.each(['A', 'ag', 'AÑ', 'A-', 'ABC'])('refuses the system code %j, in Spanish', async (value) => {
    expect(await saving('systemId', value)).toMatch(/dos caracteres.*letra mayúscula \(sin Ñ\) o una cifra/)
  })
  it.each(['AG', '01', 'Z9', ''])('accepts the system code %j (empty: the default)', async (value) => {
    expect(await saving('systemId', value)).toBe(true)
  })
  it.each(['B87654324', '12345678A', 'B8765432', 'B8765-432', 'X1234567A'])(
    'refuses the producer NIF %j, in Spanish',
    async (value) => {
      expect(await saving('producerNif', value)).toMatch(/NIF del productor no es válido/)
    },
  )
  it.each(['B87654323', '12345678Z', 'x1234567l', ''])(
    "accepts the producer NIF %j (empty: the company's)",
    async (value) => {
      expect(await saving('producerNif', value)).toBe(true)
    },
  )
})
