const megabytes = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 })
const smallMegabytes = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 })

/** A file size in MB, es-ES: 3355443 → '3,2 MB', 26236 → '0,03 MB'. Null when unknown. */
export function formatMegabytes(bytes: number | null | undefined): string | null {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes <= 0) return null
  const mb = bytes / (1024 * 1024)
  if (mb >= 0.1) return `${megabytes.format(mb)} MB`
  return `${smallMegabytes.format(Math.max(mb, 0.01))} MB`
}
