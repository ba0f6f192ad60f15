import { madridOffset } from '@/content/dates'

/**
 * The two date forms of a VERI*FACTU record, both in Spain's time: the issue date `dd-mm-yyyy`
 * (FechaExpedicionFactura, the QR's `fecha`) and the moment a record is generated with Madrid's offset
 * (FechaHoraHusoGenRegistro, `2026-11-25T23:20:30+01:00`, whole seconds).
 */
function madridWall(at: Date) {
  const offset = madridOffset(at.getTime())
  const wall = new Date(Math.floor(at.getTime() / 1000) * 1000 + offset)
  return { wall, offset }
}

const two = (n: number) => String(n).padStart(2, '0')

/** '25-11-2026': the day in Spain. */
export function recordDate(at: Date): string {
  const { wall } = madridWall(at)
  return `${two(wall.getUTCDate())}-${two(wall.getUTCMonth() + 1)}-${wall.getUTCFullYear()}`
}

/** '2026-11-25T23:20:30+01:00': the moment, in Spain's wall clock with its offset. */
export function recordTimestamp(at: Date): string {
  const { wall, offset } = madridWall(at)
  const sign = offset >= 0 ? '+' : '-'
  const minutes = Math.abs(offset) / 60_000
  const date = `${wall.getUTCFullYear()}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}`
  const time = `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}:${two(wall.getUTCSeconds())}`
  return `${date}T${time}${sign}${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`
}

/** Cents → the agency's decimal form: 1234 → '12.34', -400 → '-4.00'. */
export function amount(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`amounts in whole cents: ${cents}`)
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${two(abs % 100)}`
}
