import type { SiteSetting } from '@/payload-types'

import { postalAddress } from '@/content/legal-identity'
import { isValidSpanishTaxId } from '@/tax/tax-id'

/**
 * The invoicing system's identification (`SistemaInformatico` of every record) and its producer's
 * «declaración responsable» (art. 13 RD 1007/2023, art. 15 Orden HAC/1177/2024), from the legal
 * identity settings (`legal.verifactu`); empty fields default to the company itself as producer of
 * this application, used only as a VERI*FACTU system by one taxpayer.
 */
type Site = Pick<SiteSetting, 'legal'>

export interface SystemIdentification {
  NombreRazon: string
  NIF: string
  NombreSistemaInformatico: string
  IdSistemaInformatico: string
  Version: string
  NumeroInstalacion: string
  TipoUsoPosibleSoloVerifactu: 'S' | 'N'
  TipoUsoPosibleMultiOT: 'S' | 'N'
  IndicadorMultiplesOT: 'S' | 'N'
}

export type AgencyEnvironment = 'test' | 'production'

export const SYSTEM_DEFAULTS = { name: 'Academia GEO Facturación', id: 'AG', version: '1.0', installation: '1' }

const text = (value: string | null | undefined, fallback: string) => (value && value.trim() ? value.trim() : fallback)
const yesNo = (value: boolean | null | undefined, fallback: boolean): 'S' | 'N' => ((value ?? fallback) ? 'S' : 'N')

export function systemIdentification(site: Site): SystemIdentification {
  const legal = site.legal ?? {}
  const v = legal.verifactu ?? {}
  return {
    NombreRazon: text(v.producerName, legal.companyName ?? ''),
    NIF: text(v.producerNif, legal.taxId ?? '').toUpperCase(),
    NombreSistemaInformatico: text(v.systemName, SYSTEM_DEFAULTS.name),
    IdSistemaInformatico: text(v.systemId, SYSTEM_DEFAULTS.id),
    Version: text(v.version, SYSTEM_DEFAULTS.version),
    NumeroInstalacion: text(v.installationNumber, SYSTEM_DEFAULTS.installation),
    TipoUsoPosibleSoloVerifactu: yesNo(v.onlyVerifactu, true),
    TipoUsoPosibleMultiOT: yesNo(v.multiTaxpayer, false),
    IndicadorMultiplesOT: yesNo(v.multipleTaxpayers, false),
  }
}

/**
 * What the settings screen refuses (Validaciones §3.1.5): `IdSistemaInformatico` is always two characters,
 * each a capital letter other than Ñ or a digit; the producer's NIF is a Spanish NIF (9 characters, XSD
 * NIFType) with its check character. Empty is fine: the defaults apply. Each returns the editor's message.
 */
export function systemIdIssue(value: unknown): string | null {
  const v = typeof value === 'string' ? value.trim() : ''
  if (!v || /^[A-Z0-9]{2}$/.test(v)) return null
  return 'El código del sistema son dos caracteres, cada uno una letra mayúscula (sin Ñ) o una cifra, p. ej. «AG».'
}

export function producerNifIssue(value: unknown): string | null {
  const v = typeof value === 'string' ? value.trim().toUpperCase() : ''
  if (!v || (/^[0-9A-Z]{9}$/.test(v) && isValidSpanishTaxId(v))) return null
  return 'El NIF del productor no es válido: nueve caracteres sin espacios ni guiones, con su letra o dígito de control correctos.'
}

/** Which agency environment the QR codes (and the sender) point at; test until production is chosen. */
export const agencyEnvironment = (site: Site): AgencyEnvironment =>
  site.legal?.verifactu?.environment === 'production' ? 'production' : 'test'

/** Whether an endpoint is on this machine (the local agency stand-in of development and tests). */
export function onLoopback(endpoint: string): boolean {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(endpoint).hostname)
  } catch {
    return false
  }
}

/**
 * Production never sends to the agency's test environment, where nothing is registered and whose QR
 * codes verify nothing: «Pruebas» is refused (at start-up and when the settings are
 * saved) — unless the records go to the local stand-in on loopback (VERIFACTU_ENDPOINT: the production
 * build the tests run).
 */
export function testEnvironmentRefused(site: Site, o: { production: boolean; endpoint: string }): boolean {
  return o.production && agencyEnvironment(site) === 'test' && !onLoopback(o.endpoint)
}

export const TEST_ENVIRONMENT_REFUSED =
  'En producción, VERI*FACTU no puede enviar al entorno de pruebas de la AEAT (nada se registra y el QR no verifica nada): elige «Producción» en Datos legales → Sistema de facturación (VERI*FACTU) → Entorno de la AEAT.'

/** The producer's «declaración responsable»: the text in the settings, or the default one built from them. */
export function declarationText(site: Site): string {
  const custom = site.legal?.verifactu?.declaration?.trim()
  if (custom) return custom
  const s = systemIdentification(site)
  const address = postalAddress(site.legal ?? {})
  const yes = (flag: 'S' | 'N') => (flag === 'S' ? 'sí' : 'no')
  return [
    `${s.NombreRazon}, con NIF ${s.NIF}${address ? ` y domicilio en ${address}` : ''}, como productora del sistema informático de facturación «${s.NombreSistemaInformatico}» (código ${s.IdSistemaInformatico}, versión ${s.Version}), declara bajo su responsabilidad:`,
    `1. Que el sistema informático cumple lo dispuesto en el artículo 29.2.j) de la Ley 58/2003, de 17 de diciembre, General Tributaria, en el Reglamento aprobado por el Real Decreto 1007/2023, de 5 de diciembre, y en la Orden HAC/1177/2024, de 17 de octubre, y en las demás normas que los desarrollan.`,
    `2. Que el sistema garantiza la integridad, conservación, accesibilidad, legibilidad, trazabilidad e inalterabilidad de los registros de facturación: cada factura genera en el mismo acto su registro de alta, encadenado con el anterior mediante su huella (SHA-256), y ningún registro puede modificarse ni eliminarse.`,
    `3. Que el sistema funciona como «Sistema de emisión de facturas verificables» (VERI*FACTU) y remite cada registro a la Agencia Estatal de Administración Tributaria. Solo puede funcionar como VERI*FACTU: ${yes(s.TipoUsoPosibleSoloVerifactu)}. Puede usarse por varios obligados tributarios: ${yes(s.TipoUsoPosibleMultiOT)}. Se usa por varios obligados tributarios: ${yes(s.IndicadorMultiplesOT)}.`,
    `4. Componentes: aplicación web (Next.js y Payload CMS sobre PostgreSQL) que emite las facturas (series A y R), genera los registros de facturación y el código QR de cada factura, y los remite a la AEAT; número de instalación ${s.NumeroInstalacion}.`,
  ].join('\n\n')
}
