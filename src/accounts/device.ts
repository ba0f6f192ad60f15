import crypto from 'node:crypto'

/**
 * A readable device name from a user-agent ("Chrome en Windows", "Safari en iPhone"), and a key for
 * "have we seen this device before": browser family + system, so browser updates are not new devices.
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

const first = (ua: string, list: [RegExp, string][]) => list.find(([re]) => re.test(ua))?.[1] ?? null

export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').slice(0, 500)
  const browser = first(ua, BROWSERS)
  const system = first(ua, SYSTEMS)
  if (browser && system) return `${browser} en ${system}`
  if (browser) return browser
  if (system) return `Navegador en ${system}`
  return ua.trim() ? 'Dispositivo desconocido' : 'Dispositivo sin identificar'
}

/** Same device (for new-device notices): same browser family and system, or the same raw agent when unknown. */
export function deviceKey(userAgent: string | null | undefined): string {
  const label = deviceLabel(userAgent)
  const basis = label.startsWith('Dispositivo') ? `raw:${(userAgent ?? '').trim()}` : label
  return crypto.createHash('sha256').update(basis).digest('hex').slice(0, 32)
}
