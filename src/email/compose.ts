/**
 * The one e-mail composer: a builder lists its parts once (paragraphs, a button, a quote of the buyer's
 * words, a list, small print…) and gets the plain-text and the HTML version of the same message, with
 * the sign-off («¿Dudas? Escríbenos…», «— El equipo de …») and the seller's legal line added once, here.
 *
 * Text: each part gives its lines, one under the other; `gap` is a blank line (text only). HTML: each
 * part gives its markup inside the shell (src/email/shell.ts), escaped here.
 */
import { copyLink, emailButton, emailHtml, escapeHtml, html, smallPrint, type EmailPart } from './shell'

/** Who sends: the site's name, its support address and the seller's identity line (src/content/legal-identity.ts). */
export interface EmailSite {
  siteName: string
  supportEmail: string
  legal?: string
}

/** One part of a message, as lines of the text version and as blocks of the HTML one. */
export interface Part {
  text: string[]
  html: EmailPart[]
}

/** A plain string is a paragraph in both versions; falsy entries are skipped; arrays are flattened. */
export type PartInput = string | Part | null | undefined | false | PartInput[]

export interface EmailInput {
  subject: string
  site: EmailSite
  parts: PartInput[]
  /** said last, just above the sign-off (no blank line between them in the text version) */
  footnote?: PartInput
}

export interface Email {
  subject: string
  text: string
  html: string
}

const flatten = (input: PartInput): Part[] => {
  if (!input) return []
  if (Array.isArray(input)) return input.flatMap(flatten)
  return [typeof input === 'string' ? { text: [input], html: [input] } : input]
}

/** A blank line between blocks of the text version (HTML paragraphs need none). */
export const gap: Part = { text: [''], html: [] }

/** Lines only the text version has. */
export const textOnly = (...lines: string[]): Part => ({ text: lines, html: [] })

/** Blocks only the HTML version has. */
export const htmlOnly = (...blocks: EmailPart[]): Part => ({ text: [], html: blocks })

/**
 * A button to `href`. Text version: `text` (by default the bare address on its own line). HTML: the
 * button, then (`copy`) the address to copy for clients that hide it: a sentence that says so (default),
 * the bare address (`'plain'`), or nothing (`false`).
 */
export const button = (
  href: string,
  label: string,
  opts: { text?: string | string[]; copy?: boolean | 'plain'; tone?: 'primary' | 'danger' } = {},
): Part => {
  const copy = opts.copy ?? true
  return {
    text: opts.text === undefined ? [href] : ([] as string[]).concat(opts.text),
    html: [
      emailButton(href, label, opts.tone),
      copy === 'plain' ? smallPrint(escapeHtml(href)) : copy && copyLink(href),
    ],
  }
}

/** Grey, smaller text in HTML; a line like any other in the text version. */
export const small = (line: string): Part => ({ text: [line], html: [smallPrint(escapeHtml(line))] })

/** A paragraph with one stretch in bold in HTML (a date, a deadline). */
export const strong = (before: string, bold: string, after = ''): Part => ({
  text: [`${before}${bold}${after}`],
  html: [html(`<p>${escapeHtml(before)}<strong>${escapeHtml(bold)}</strong>${escapeHtml(after)}</p>`)],
})

/** A section title. */
export const heading = (title: string): Part => ({
  text: [title],
  html: [html(`<h2 style="font-size:16px;margin-top:24px">${escapeHtml(title)}</h2>`)],
})

/** `lead` and its items: «Incluye: a, b.» in text, a bulleted list in HTML. */
export const list = (lead: string, items: string[]): Part => ({
  text: [`${lead} ${items.join(', ')}.`],
  html: [html(`<p>${escapeHtml(lead)}</p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`)],
})

/** Labelled values: «Label: value» lines in text, a two-column table in HTML. */
export const table = (rows: Array<[string, string]>): Part => ({
  text: rows.map(([label, value]) => `${label}: ${value}`),
  html: [
    html(
      `<table style="border-collapse:collapse;margin:16px 0">${rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;color:#475569">${escapeHtml(label)}</th><td style="padding:4px 0;font-family:monospace;font-size:15px">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`,
    ),
  ],
})

/**
 * Words a buyer wrote, quoted under `lead` in «…» (pass them through buyerWords first: src/email/buyer-words.ts);
 * escaped in HTML, line breaks kept.
 */
export const quote = (lead: string, words: string): Part => ({
  text: [lead, `«${words}»`],
  html: [
    html(
      `<p>${escapeHtml(lead)}</p><blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #cbd5e1;white-space:pre-line">«${escapeHtml(words)}»</blockquote>`,
    ),
  ],
})

/** The sign-off of every e-mail a person can answer: where to ask, and who writes. */
export const signOffText = (site: Pick<EmailSite, 'siteName' | 'supportEmail'>) => [
  `¿Dudas? Escríbenos a ${site.supportEmail}.`,
  `— El equipo de ${site.siteName}`,
]

/** The same in HTML, the address as a mailto link. */
const signOffHtml = (site: EmailSite) =>
  smallPrint(
    `¿Dudas? Escríbenos a <a href="mailto:${escapeHtml(site.supportEmail)}">${escapeHtml(site.supportEmail)}</a>.`,
  )

/** The seller's identity (LSSI) at the foot, when the settings give it. */
const legalHtml = (legal?: string): EmailPart =>
  Boolean(legal) && html(`<p style="font-size:12px;color:#64748b">${escapeHtml(legal!)}</p>`)

/** The message: its parts, a blank line, the footnote, the sign-off and the legal line, in both versions. */
export function composeEmail({ subject, site, parts, footnote }: EmailInput): Email {
  const body = flatten(parts)
  const last = flatten(footnote ?? null)
  const text = [
    ...body.flatMap((p) => p.text),
    '',
    ...last.flatMap((p) => p.text),
    ...signOffText(site),
    ...(site.legal ? ['', site.legal] : []),
  ].join('\n')
  const htmlBody = emailHtml(subject, [
    ...body.flatMap((p) => p.html),
    ...last.flatMap((p) => p.html),
    signOffHtml(site),
    legalHtml(site.legal),
  ])
  return { subject, text, html: htmlBody }
}
