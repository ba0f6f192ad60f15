/**
 * A small XML reader for the agency's messages (SOAP envelopes, records, answers): elements by local
 * name (prefixes ignored), their text and children. Enough for machine-made XML; it is no validator
 * (the stand-in validates against the XSDs with xmllint).
 */
export interface XmlNode {
  name: string
  children: XmlNode[]
  text: string
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

export function unescapeXml(s: string) {
  return s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
    return ENTITIES[e] ?? whole
  })
}

export const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const localName = (qname: string) => qname.slice(qname.indexOf(':') + 1)

/** Parses `xml` into a tree; throws on unbalanced tags. */
export function parseXml(xml: string): XmlNode {
  const root: XmlNode = { name: '#document', children: [], text: '' }
  const stack = [root]
  const tag = /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<!DOCTYPE[^>]*>|<(\/?)([\w.:-]+)((?:\s+[\w.:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g
  let m: RegExpExecArray | null
  while ((m = tag.exec(xml))) {
    const top = stack[stack.length - 1]
    if (m[1] !== undefined) top.text += m[1]
    else if (m[6] !== undefined) top.text += unescapeXml(m[6])
    else if (m[3]) {
      const name = localName(m[3])
      if (m[2]) {
        if (top.name !== name || stack.length === 1) throw new Error(`XML mal formado: </${m[3]}> inesperado`)
        stack.pop()
      } else {
        const node: XmlNode = { name, children: [], text: '' }
        top.children.push(node)
        if (!m[5]) stack.push(node)
      }
    } else if (m[0].startsWith('<') && !/^<(!--|\?|!DOCTYPE)/.test(m[0])) {
      throw new Error('XML mal formado')
    }
  }
  if (stack.length !== 1) throw new Error(`XML mal formado: <${stack[stack.length - 1].name}> sin cerrar`)
  return root
}

/** The first descendant named `name` (depth first), or undefined. */
export function find(node: XmlNode | undefined, name: string): XmlNode | undefined {
  if (!node) return undefined
  for (const child of node.children) {
    if (child.name === name) return child
    const deeper = find(child, name)
    if (deeper) return deeper
  }
  return undefined
}

/** Direct children named `name`. */
export const childrenNamed = (node: XmlNode | undefined, name: string) => node?.children.filter((c) => c.name === name) ?? []

/** The trimmed text of the first descendant following `path` (each step a direct child), or ''. */
export function textAt(node: XmlNode | undefined, ...path: string[]): string {
  let current = node
  for (const step of path) current = current?.children.find((c) => c.name === step)
  return current?.text.trim() ?? ''
}
