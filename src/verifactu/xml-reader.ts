import { DOMParser, type Document, type Element } from '@xmldom/xmldom'

/**
 * Reads the agency's messages (SOAP envelopes, records, answers) with a maintained XML parser
 * (@xmldom/xmldom): a tree of elements, each with its local name and namespace URI (prefixes resolved,
 * so a reader asks for an element by namespace and name, whatever prefix the sender chose), its text
 * and its child elements. XML that is not well-formed (or not namespace-well-formed) is an `XmlError`
 * with the parser's reason, never a crash. No external entity is ever fetched. It is no validator (the
 * stand-in validates against the XSDs with xmllint).
 */
export interface XmlNode {
  /** local name */
  name: string
  /** namespace URI ('' for none) */
  ns: string
  children: XmlNode[]
  /** the element's own text (its text and CDATA children, joined) */
  text: string
}

export class XmlError extends Error {}

const ELEMENT = 1
const TEXT = 3
const CDATA = 4

function tree(element: Element): XmlNode {
  const node: XmlNode = {
    name: element.localName ?? element.nodeName,
    ns: element.namespaceURI ?? '',
    children: [],
    text: '',
  }
  for (let child = element.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === ELEMENT) node.children.push(tree(child as Element))
    else if (child.nodeType === TEXT || child.nodeType === CDATA) node.text += child.nodeValue ?? ''
  }
  return node
}

/** Parses `xml` into a DOM document; throws `XmlError` when it is not well-formed (namespaces included). */
export function parseDocument(xml: string): Document {
  let problem = ''
  try {
    const parser = new DOMParser({
      onError: (level, message) => {
        if (level === 'warning') return
        problem ||= message
        throw new XmlError(message)
      },
    })
    const doc = parser.parseFromString(xml, 'text/xml')
    if (!doc.documentElement) throw new XmlError('sin elemento raíz')
    return doc
  } catch (error) {
    throw new XmlError(`XML mal formado: ${problem || (error as Error).message}`)
  }
}

/** The element tree of a parsed document, under a `#document` node. */
export function treeOf(doc: Document): XmlNode {
  try {
    return { name: '#document', ns: '', children: [tree(doc.documentElement!)], text: '' }
  } catch (error) {
    throw new XmlError(`XML ilegible: ${(error as Error).message}`)
  }
}

/** Parses `xml` into a tree under a `#document` node; throws `XmlError` when it is not well-formed XML. */
export const parseXml = (xml: string): XmlNode => treeOf(parseDocument(xml))

const matches = (node: XmlNode, name: string, ns?: string) => node.name === name && (ns === undefined || node.ns === ns)

/** The first descendant named `name` (in namespace `ns` when given), depth first, or undefined. */
export function find(node: XmlNode | undefined, name: string, ns?: string): XmlNode | undefined {
  if (!node) return undefined
  for (const child of node.children) {
    if (matches(child, name, ns)) return child
    const deeper = find(child, name, ns)
    if (deeper) return deeper
  }
  return undefined
}

/** The first direct child named `name` (in namespace `ns` when given). */
export const child = (node: XmlNode | undefined, name: string, ns?: string) =>
  node?.children.find((c) => matches(c, name, ns))

/** Direct children named `name` (in namespace `ns` when given). */
export const childrenNamed = (node: XmlNode | undefined, name: string, ns?: string) =>
  node?.children.filter((c) => matches(c, name, ns)) ?? []

/** The trimmed text of the first descendant following `path` (each step a direct child, any namespace), or ''. */
export function textAt(node: XmlNode | undefined, ...path: string[]): string {
  let current = node
  for (const step of path) current = child(current, step)
  return current?.text.trim() ?? ''
}

/** Escapes text for the stand-in's hand-written answers (the app builds its XML with the library). */
export const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
