/**
 * Every date shown to people (pages, Markdown and text files, e-mails, dashboards, the support desk) is
 * written here: es-ES, in Spain's time (Europe/Madrid), whatever the server's or browser's zone.
 */

const TIME_ZONE = 'Europe/Madrid'

const formats = {
  long: new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: TIME_ZONE }),
  dateTime: new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }),
  longDateTime: new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE }),
  day: new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: TIME_ZONE }),
  short: new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE }),
  numeric: new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE }),
  time: new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE }),
}

/** Wall-clock parts in Spain, for arithmetic on Spanish days (deadlines, fiscal years). */
const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

type DateInput = string | Date | null | undefined

function format(kind: keyof typeof formats, value: DateInput): string {
  if (value === null || value === undefined || value === '') return ''
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? '' : formats[kind].format(date)
}

/** '2024-12-15T00:00:00.000Z' → '15 de diciembre de 2024' (the day in Spain). Empty when invalid. */
export const longDate = (value: DateInput) => format('long', value)

/** '22 nov 2026, 1:05' (dashboards, the support desk). Empty when invalid. */
export const dateTime = (value: DateInput) => format('dateTime', value)

/** '22 de noviembre de 2026 a las 1:05' (security e-mails). Empty when invalid. */
export const longDateTime = (value: DateInput) => format('longDateTime', value)

/** The same day as 'YYYY-MM-DD', for `<time datetime>`. Empty when invalid. */
export const isoDay = (value: DateInput) => format('day', value)

/** '22 nov 2026' (lists of invoices). Empty when invalid. */
export const shortDate = (value: DateInput) => format('short', value)

/** '22/11/2026' (invoices). Empty when invalid. */
export const numericDate = (value: DateInput) => format('numeric', value)

/** Spain's offset from UTC at an instant, in ms (1 h in winter, 2 h in summer). */
export function madridOffset(at: number): number {
  const p = Object.fromEntries(wallClock.formatToParts(new Date(at)).map((part) => [part.type, part.value]))
  const wall = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  )
  return wall - Math.floor(at / 1000) * 1000
}

/** The day in Spain at an instant, as 'YYYY-MM-DD' (the day a heartbeat or a report period belongs to). */
export const madridDay = (at: Date) => new Date(at.getTime() + madridOffset(at.getTime())).toISOString().slice(0, 10)

/** '22/11/2026 01:05' (exports read by spreadsheets). Empty when invalid. */
export const numericDateTime = (value: DateInput) => {
  const day = numericDate(value)
  return day && `${day} ${format('time', value)}`
}

/** The year in Spain at an instant (an invoice issued at 00:30 on 1 January, Madrid time, is of the new year). */
export const madridYear = (at: Date) => new Date(at.getTime() + madridOffset(at.getTime())).getUTCFullYear()
