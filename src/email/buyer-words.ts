/**
 * Words a buyer typed (a company's name, a giver's name, a gift's message) quoted in what the site sends
 * from its own address: never a subject, always in quotes, and unable to pass for site copy or a link.
 * Invisible and control characters go, spaces are collapsed (line breaks kept only where asked), the
 * text is cut at `max` characters, quote marks cannot close our «…», schemes are dropped, and the dots
 * of domain-like words and every «@» are shown defanged («evil[.]example», «x[@]y[.]es»), so no mail
 * client turns them into a link.
 */
const INVISIBLE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g

/** A scheme, «www.», an «@» or a path after a domain: what makes a name a link (refused where a name is asked). */
const LINK_LIKE = /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|[@＠]|\b[a-z0-9-]+\.[a-z]{2,}\//i
export const looksLikeLink = (text: string) => LINK_LIKE.test(text)

/** The longest name quoted (a company's legal name, a giver's name). */
export const QUOTED_NAME_MAX = 80

export function buyerWords(
  value: string | null | undefined,
  max = QUOTED_NAME_MAX,
  opts: { lines?: boolean } = {},
): string {
  let text = String(value ?? '').replace(INVISIBLE, (c) => (opts.lines && c === '\n' ? '\n' : ' '))
  text = opts.lines
    ? text
        .replace(/[^\S\n]+/g, ' ')
        .replace(/ ?\n ?/g, '\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim()
    : text.replace(/\s+/g, ' ').trim()
  if (text.length > max) text = `${text.slice(0, max - 1).trimEnd()}…`
  return text
    .replace(/[«»“”]/g, '"')
    .replace(/\b[a-z][a-z0-9+.-]{1,20}:\/\//gi, '')
    .replace(/\b(?:mailto|tel|sms|javascript|data):/gi, '')
    .replace(/[@＠]/g, '[@]')
    .replace(/(?<=[\p{L}\p{N}_-])[.。．｡](?=\p{L}[\p{L}\p{N}-])/gu, '[.]')
}
