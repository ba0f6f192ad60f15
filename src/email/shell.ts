/**
 * The one HTML shell of every e-mail the site sends (purchase links, payment failures, password
 * resets, security notices): the page, its title, paragraphs, a button and the small print. Texts are
 * escaped here; callers pass plain strings, or `html()` for markup they built from escaped parts.
 * Messages with the sign-off are composed in src/email/compose.ts, which renders their text version too.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c]!)

/** Markup already made of escaped parts. */
export interface Html {
  html: string
}
export const html = (markup: string): Html => ({ html: markup })

/** Plain strings become paragraphs. */
export type EmailPart = string | Html | null | undefined | false

const BUTTON_COLOURS = { primary: '#1d4ed8', danger: '#b91c1c' } as const

export const emailButton = (href: string, label: string, tone: keyof typeof BUTTON_COLOURS = 'primary'): Html =>
  html(
    `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:${BUTTON_COLOURS[tone]};color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`,
  )

/** Grey, smaller text under the message (markup allowed: build it with escapeHtml). */
export const smallPrint = (markup: string): Html => html(`<p style="font-size:13px;color:#475569">${markup}</p>`)

/** The address of a button, for mail clients that do not show it. */
export const copyLink = (href: string): Html =>
  smallPrint(`Si el botón no funciona, copia esta dirección en tu navegador:<br>${escapeHtml(href)}`)

export function emailHtml(title: string, parts: EmailPart[]): string {
  const body = parts
    .filter((part): part is string | Html => Boolean(part))
    .map((part) => (typeof part === 'string' ? `<p>${escapeHtml(part)}</p>` : part.html))
    .join('\n')
  return `<!doctype html><html lang="es"><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.6;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${body}
</body></html>`
}
