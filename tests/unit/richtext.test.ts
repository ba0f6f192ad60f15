import { describe, expect, it } from 'vitest'

import { lexicalToMarkdown, lexicalToPlainText, markdownToLexical } from '@/content/richtext'

const sample = `Primer párrafo con **negrita**, *cursiva* y un [enlace](/glosario#citabilidad).
Sigue el mismo párrafo.

### Un título

- uno
- dos

1. primero
2. segundo`

describe('rich text conversion', () => {
  it('turns the Markdown subset into Lexical blocks', () => {
    const doc = markdownToLexical(sample)
    expect(doc.root.children.map((n) => n.type)).toEqual(['paragraph', 'heading', 'list', 'list'])
    const [paragraph] = doc.root.children
    const link = paragraph.children.find((n) => n.type === 'link')
    expect(link).toMatchObject({ fields: { url: '/glosario#citabilidad', newTab: false } })
    expect(doc.root.children[3]).toMatchObject({ listType: 'number', tag: 'ol' })
  })

  it('round-trips to the same Markdown', () => {
    const markdown = lexicalToMarkdown(markdownToLexical(sample))
    expect(markdown).toBe(
      'Primer párrafo con **negrita**, *cursiva* y un [enlace](/glosario#citabilidad). Sigue el mismo párrafo.\n\n### Un título\n\n- uno\n- dos\n\n1. primero\n2. segundo',
    )
  })

  it('shifts headings and gives plain text', () => {
    expect(lexicalToMarkdown(markdownToLexical('### Hola'), -1)).toBe('## Hola')
    expect(lexicalToPlainText(markdownToLexical(sample))).toContain('Primer párrafo con negrita, cursiva y un enlace.')
    expect(lexicalToMarkdown(null)).toBe('')
  })
})

const table = `Tabla: Tres señales de autoridad

| Señal | En qué consiste |
| --- | --- |
| **Citas externas** | Otros sitios te [enlazan](https://example.com/a) como referencia. |
| **Coherencia de marca** | Los mismos datos en todas partes \\| también en directorios. |
| Sin cabecera | *Estilo* experto |`

describe('GFM pipe tables', () => {
  it('become Lexical table nodes: header row, row headers from bold cells, inline content in paragraphs', () => {
    const doc = markdownToLexical(table)
    expect(doc.root.children.map((n) => n.type)).toEqual(['paragraph', 'table'])
    const rows = doc.root.children[1].children as { type: string; children: any[] }[]
    expect(rows.map((r) => r.type)).toEqual(['tablerow', 'tablerow', 'tablerow', 'tablerow'])
    expect(rows[0].children.map((c) => c.headerState)).toEqual([1, 1])
    expect(rows[1].children.map((c) => c.headerState)).toEqual([2, 0])
    expect(rows[3].children.map((c) => c.headerState)).toEqual([0, 0])
    const cell = rows[1].children[0]
    expect(cell).toMatchObject({ type: 'tablecell', colSpan: 1, rowSpan: 1, children: [{ type: 'paragraph' }] })
    expect(cell.children[0].children).toEqual([
      expect.objectContaining({ type: 'text', text: 'Citas externas', format: 0 }),
    ])
    const link = rows[1].children[1].children[0].children.find((n: { type: string }) => n.type === 'link')
    expect(link).toMatchObject({ fields: { url: 'https://example.com/a', newTab: true } })
    expect(rows[2].children[1].children[0].children[0].text).toBe(
      'Los mismos datos en todas partes | también en directorios.',
    )
  })

  it('round-trip to the same Markdown (caption paragraph, divider, escaped pipes)', () => {
    expect(lexicalToMarkdown(markdownToLexical(table))).toBe(table)
  })

  it('a table as Lexical’s editor stores it (no header row) still gives a valid GFM table', () => {
    const doc = markdownToLexical('| a | b |\n| --- | --- |\n| c | d |')
    const rows = doc.root.children[0].children as unknown as { children: { headerState: number }[] }[]
    rows[0].children.forEach((c) => (c.headerState = 0))
    expect(lexicalToMarkdown(doc)).toBe('| a | b |\n| --- | --- |\n| c | d |')
  })

  it('a short row is padded; plain text reads the cells without pipes', () => {
    const doc = markdownToLexical('| a | b | c |\n|---|:-:|---|\n| x |')
    expect(lexicalToMarkdown(doc)).toBe('| a | b | c |\n| --- | --- | --- |\n| x |  |  |')
    expect(lexicalToPlainText(markdownToLexical(table))).toContain(
      'Citas externas — Otros sitios te enlazan como referencia.',
    )
    const plain = lexicalToPlainText(markdownToLexical(table))
    expect(plain).not.toMatch(/^\||\|$|---|\\/m)
    expect(plain).toContain('en todas partes | también')
  })
})
