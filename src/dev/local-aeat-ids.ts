/**
 * The identifiers the local agency checks in a record: a Spanish NIF with its check character (a NIF
 * the agency cannot identify), and a NIF-IVA against the structure of its member state (Validaciones,
 * nota 1: upper case only; Northern Ireland's GB/XI by the operation's date).
 */
import { spanishTaxIdKind } from '@/tax/tax-id'

/** A Spanish NIF: nine characters whose check character is right (DNI, NIE or entity). */
export const validNif = (nif: string) => /^[0-9A-Z]{9}$/.test(nif) && spanishTaxIdKind(nif) !== null

/**
 * The stand-in's census: every well-formed NIF is «in the census» except these (well formed, right check
 * character), which play a recipient the agency cannot identify (Validaciones §3.1.3 13, §4.3.1). Tests buy
 * with them to get a record rejected for its recipient and correct it as «No censado» (IDOtro 07).
 */
export const NOT_IN_CENSUS: readonly string[] = ['B11111119', 'B22222228']

/** Whether the agency can identify `nif` in its census (here: well formed and not one of NOT_IN_CENSUS). */
export const censused = (nif: string) => validNif(nif) && !NOT_IN_CENSUS.includes(nif)

/** Validaciones, nota 1 «Estructura NIF-IVA»: what follows the country code, by country. */
const NIF_IVA: Record<string, RegExp> = {
  DE: /^\d{9}$/,
  AT: /^[0-9A-Z]{9}$/,
  BE: /^\d{10}$/,
  CY: /^[0-9A-Z]{9}$/,
  CZ: /^\d{8,10}$/,
  HR: /^\d{11}$/,
  DK: /^\d{8}$/,
  SK: /^\d{10}$/,
  SI: /^\d{8}$/,
  EE: /^\d{9}$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-Z]{11}$/,
  EL: /^\d{9}$/,
  GB: /^([0-9A-Z]{5}|[0-9A-Z]{9}|[0-9A-Z]{12})$/,
  XI: /^([0-9A-Z]{5}|[0-9A-Z]{9}|[0-9A-Z]{12})$/,
  NL: /^[0-9A-Z]{12}$/,
  HU: /^\d{8}$/,
  IT: /^\d{11}$/,
  IE: /^[0-9A-Z]{8,9}$/,
  LV: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  MT: /^\d{8}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  SE: /^\d{12}$/,
  BG: /^\d{9,10}$/,
  RO: /^[1-9]\d{1,9}$/,
}

/** Whether `id` has the structure of a member state's NIF-IVA (nota 1). */
export const validNifIva = (id: string) => !!NIF_IVA[id.slice(0, 2)]?.test(id.slice(2))

/**
 * Nota 1 (*), BREXIT: a United Kingdom NIF-IVA starts with GB before 1 January 2021, with GB or XI in
 * January 2021 and with XI from 1 February 2021. `date` is the operation's (ms, UTC midnight).
 */
export function brexitPrefixRefused(id: string, date: number): 'XI' | 'GB' | null {
  if (id.startsWith('XI') && date < Date.UTC(2021, 0, 1)) return 'XI'
  if (id.startsWith('GB') && date >= Date.UTC(2021, 1, 1)) return 'GB'
  return null
}
