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
