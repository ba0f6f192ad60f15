/**
 * Durations are stored as ISO 8601 (what schema.org wants: PT2H, PT1H30M); editors type hours.
 */

/** Sum of ISO 8601 durations like PT2H / PT1H30M, as an ISO duration. */
export function sumDurations(durations: string[]): string {
  const minutes = durations.reduce((total, d) => total + durationMinutes(d), 0)
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}` || 'PT0M'
}

export function durationMinutes(duration: string): number {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(duration)
  if (!match) return 0
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0)
}

/** es-ES reading of an ISO duration: 'PT2H' → '2 h', 'PT1H30M' → '1 h 30 min'. */
export function formatDuration(duration: string): string {
  const minutes = durationMinutes(duration)
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ') || '0 min'
}

/** Hours for the admin's input: 'PT1H30M' → 1.5 (null when the value is not a duration). */
export function durationHours(duration: string | null | undefined): number | null {
  if (!duration || !/^PT(?:\d+H)?(?:\d+M)?$/.test(duration) || duration === 'PT') return null
  return durationMinutes(duration) / 60
}

/**
 * What an editor typed, in hours ('2', '1,5', '1.5', '0,75'), as an ISO duration; null when it is not
 * a positive number of hours of at most 200 (minutes are rounded to the nearest one).
 */
export function hoursToDuration(input: string | number): string | null {
  const text = String(input).trim().replace(',', '.')
  if (!/^\d+(?:\.\d+)?$/.test(text)) return null
  const minutes = Math.round(Number(text) * 60)
  if (minutes <= 0 || minutes > 200 * 60) return null
  return sumDurations([`PT${minutes}M`])
}
