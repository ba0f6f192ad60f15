import fs from 'node:fs'

import { settings } from '@/env'

import type { AgencyEnvironment } from './settings'
import { readCertificate, type TransportConfig } from './transport'

/**
 * Where and how to send. The SWeb document (Anexo I, §7.1 and §8.1) names the WSDL of each
 * environment; the WSDL's `soap:address` of the VERI*FACTU port is the endpoint. `VERIFACTU_ENDPOINT`
 * names it directly (the local stand-in in development and tests, or the address for seal certificates).
 */
export const WSDL = {
  test: 'https://prewww2.aeat.es/static_files/common/internet/dep/aplicaciones/es/aeat/tikeV1.0/cont/ws/SistemaFacturacion.wsdl',
  production:
    'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tikeV1.0/cont/ws/SistemaFacturacion.wsdl',
}

/** The addresses of a WSDL's SOAP ports, VERI*FACTU's (`…/VerifactuSOAP`) first. */
export function wsdlAddresses(wsdl: string): string[] {
  const all = [...wsdl.matchAll(/<(?:[\w-]+:)?address\b[^>]*\blocation\s*=\s*"([^"]+)"/g)].map((m) => m[1])
  return [...all.filter((a) => /\/VerifactuSOAP$/.test(a)), ...all.filter((a) => !/\/VerifactuSOAP$/.test(a))]
}

const resolved = new Map<AgencyEnvironment, Promise<string>>()
export function endpoint(environment: AgencyEnvironment): Promise<string> {
  if (settings.verifactu.endpoint) return Promise.resolve(settings.verifactu.endpoint)
  const known = resolved.get(environment)
  if (known) return known
  const found = fetch(WSDL[environment], { signal: AbortSignal.timeout(30_000) })
    .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`WSDL: HTTP ${r.status}`))))
    .then(
      (text) =>
        wsdlAddresses(text)[0] ?? Promise.reject(new Error('el WSDL no nombra ningún punto de acceso VerifactuSOAP')),
    )
    .catch((error) => {
      resolved.delete(environment)
      throw error
    })
  resolved.set(environment, found)
  return found
}

export async function transportConfig(environment: AgencyEnvironment): Promise<TransportConfig> {
  const v = settings.verifactu
  if (!v.certP12) throw new Error('VERI*FACTU: falta el certificado (VERIFACTU_CERT_P12)')
  return {
    endpoint: await endpoint(environment),
    pfx: readCertificate(v.certP12),
    passphrase: v.certPassword,
    ...(v.caFile ? { ca: fs.readFileSync(v.caFile) } : {}),
    timeoutMs: v.timeoutMs,
  }
}
