/**
 * The text a value may carry in the agency's XML. Two rules, applied to every text the records and
 * messages write (names, descriptions, identifiers), before it is written and before it is fingerprinted:
 *
 * - Characters XML 1.0 forbids (§2.2 Char) are removed: control characters other than tab, LF and CR,
 *   lone surrogates, U+FFFE and U+FFFF; so are DEL and the C1 controls (allowed but discouraged, and
 *   never part of a name). A CR or CRLF becomes LF, as every XML reader reads it (§2.11): the value
 *   written is the value read.
 * - A length-limited text is cut to the schema's `maxLength`. XML Schema measures a string's length «in
 *   units of characters as defined in XML» (Part 2, §4.3.1): code points, so an emoji outside the BMP
 *   counts one, not its two UTF-16 units (xmllint counts the same), and the cut falls on a grapheme boundary
 *   (Intl.Segmenter): a surrogate pair, a flag, a family emoji or a letter with its combining accents is
 *   kept whole or dropped whole, never split.
 */
const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** `value` without the characters XML may not carry, line ends as an XML reader reads them. */
export const xmlText = (value: string) => value.replace(/\r\n?/g, '\n').replace(FORBIDDEN, '')

/** Length as XML Schema counts it: characters (code points). */
export function xmlLength(value: string) {
  let n = 0
  for (let i = 0; i < value.length; i++) {
    n += 1
    // a surrogate pair is one character
    if (
      value.charCodeAt(i) >= 0xd800 &&
      value.charCodeAt(i) <= 0xdbff &&
      i + 1 < value.length &&
      (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00
    )
      i += 1
  }
  return n
}

const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' })

/** The longest start of `value` that ends on a grapheme boundary and has at most `max` characters. */
export function cutGraphemes(value: string, max: number) {
  if (xmlLength(value) <= max) return value
  let out = ''
  let length = 0
  for (const { segment } of graphemes.segment(value)) {
    const n = xmlLength(segment)
    if (length + n > max) break
    out += segment
    length += n
  }
  return out
}

/** `value` as a field of at most `max` characters writes it (clean, then cut). */
export const fitText = (value: string, max: number) => cutGraphemes(xmlText(value), max)
