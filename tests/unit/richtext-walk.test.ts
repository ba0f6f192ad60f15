import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RichText } from '@/components/ui/RichText'
import { lexicalToMarkdown } from '@/content/richtext'
import {
  RICH_KINDS,
  type RichKind,
  type RichNode,
  type RichTextVisitor,
  childrenOf,
  readRichText,
} from '@/content/richtext-walk'
import { renderGuidePdf } from '@/pdf/guide'

import { extractPdfText } from '../support/pdf-text'

const text = (value: string, format = 0) => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const node = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})
const cell = (value: string, headerState: number) =>
  node('tablecell', [node('paragraph', [text(value)])], { headerState, colSpan: 1, rowSpan: 1 })

/** One document with a node of every kind the walk knows, each carrying words of its own. */
const EVERY_KIND = {
  root: node('root', [
    node('heading', [text('Título de sección')], { tag: 'h2' }),
    node('paragraph', [
      text('Texto en '),
      text('negrita', 1),
      node('linebreak', []),
      text('tras el salto'),
      node('tab', []),
      node('link', [text('enlace externo')], {
        fields: { linkType: 'custom', url: 'https://example.com/fuente', newTab: true },
      }),
      text(' y '),
      node('autolink', [text('https://example.com/auto')], { fields: { url: 'https://example.com/auto' } }),
    ]),
    node('quote', [text('Una cita destacada')]),
    node(
      'list',
      [node('listitem', [text('Primer punto')], { value: 1 }), node('listitem', [text('Segundo punto')], { value: 2 })],
      { listType: 'bullet', tag: 'ul' },
    ),
    node('paragraph', [text('Tabla: Señales comparadas')]),
    node('table', [
      node('tablerow', [cell('Señal', 1), cell('Peso', 1)]),
      node('tablerow', [cell('Citas', 2), cell('Alto', 0)]),
    ]),
    node('horizontalrule', []),
    node('upload', [], {
      value: {
        url: '/api/media/file/grafico.png',
        mimeType: 'image/png',
        alt: 'Gráfico de citas',
        width: 800,
        height: 400,
        filename: 'grafico.png',
      },
    }),
    node('relationship', [text('Contenido relacionado')], { relationTo: 'pages', value: 1 }),
  ]),
}

const kindsIn = (nodes: RichNode[]): RichKind[] => nodes.flatMap((n) => [n.kind, ...kindsIn(childrenOf(n))])

describe('the one rich-text walk', () => {
  it('reads every node kind it knows from the fixture', () => {
    const nodes = readRichText(EVERY_KIND)!
    expect(new Set(kindsIn(nodes))).toEqual(new Set(RICH_KINDS))
    const table = nodes.find((n) => n.kind === 'table')
    expect(table).toMatchObject({ caption: 'Señales comparadas' })
    expect(nodes.find((n) => n.kind === 'paragraph' && n.caption)).toBeDefined()
  })

  it('the web output renders every kind', () => {
    const html = renderToStaticMarkup(createElement(RichText, { data: EVERY_KIND }))
    for (const part of [
      '<h2>Título de sección</h2>',
      '<strong>negrita</strong>',
      '<br/>tras el salto\t',
      '<a href="https://example.com/fuente" target="_blank" rel="noopener noreferrer">enlace externo<span class="sr-only"> (se abre en una pestaña nueva)</span></a>',
      '<a href="https://example.com/auto">https://example.com/auto</a>',
      '<blockquote>Una cita destacada</blockquote>',
      '<ul class="list-bullet"><li>Primer punto</li><li>Segundo punto</li></ul>',
      '<table><caption>Señales comparadas</caption><thead><tr><th scope="col"><p>Señal</p></th><th scope="col"><p>Peso</p></th></tr></thead>',
      '<tbody><tr><th scope="row"><p>Citas</p></th><td><p>Alto</p></td></tr></tbody></table>',
      '<hr/>',
      '<img alt="Gráfico de citas" height="400" src="/api/media/file/grafico.png" width="800"/>',
      '<span>unknown node</span>',
    ]) {
      expect(html).toContain(part)
    }
    expect(html).not.toContain('Tabla:')
  })

  it('the Markdown output renders every kind', () => {
    expect(lexicalToMarkdown(EVERY_KIND)).toBe(
      [
        '## Título de sección',
        'Texto en **negrita**\ntras el salto[enlace externo](https://example.com/fuente) y [https://example.com/auto](https://example.com/auto)',
        '> Una cita destacada',
        '- Primer punto\n- Segundo punto',
        'Tabla: Señales comparadas',
        '| Señal | Peso |\n| --- | --- |\n| **Citas** | Alto |',
        'Contenido relacionado',
      ].join('\n\n'),
    )
  })

  it('the PDF output draws every kind', async () => {
    const pdf = await renderGuidePdf({
      module: { code: 'F1', title: 'Prueba', premiumSections: [{ title: 'Todo', body: EVERY_KIND }] },
      siteName: 'Academia GEO',
      updatedAt: new Date('2026-11-22T10:00:00Z'),
    })
    const pdfText = (await extractPdfText(pdf)).replace(/\s+/g, ' ')
    for (const part of [
      'Título de sección',
      'Texto en negrita tras el salto enlace externo (https://example.com/fuente) y https://example.com/auto',
      'Una cita destacada',
      '• Primer punto',
      'Tabla: Señales comparadas',
      'Señal Peso',
      'Citas Alto',
      'Contenido relacionado',
    ]) {
      expect(pdfText).toContain(part)
    }
  })

  it('an output that leaves out a kind does not type-check', () => {
    const complete: RichTextVisitor<string> = {
      text: (n) => n.text,
      link: (n) => n.url ?? '',
      linebreak: () => '\n',
      tab: () => '\t',
      paragraph: () => 'p',
      heading: (n) => n.tag ?? 'h3',
      quote: () => 'quote',
      list: (n) => n.listType ?? 'bullet',
      listitem: () => 'li',
      table: (n) => n.caption ?? 'table',
      tablerow: () => 'tr',
      tablecell: (n) => String(n.headerState),
      horizontalrule: () => 'hr',
      upload: () => 'upload',
      unknown: (n) => n.type ?? '?',
    }
    expect(Object.keys(complete).sort()).toEqual([...RICH_KINDS].sort())
    const withoutTable: Omit<RichTextVisitor<string>, 'table'> = complete
    // @ts-expect-error a visitor without `table` is not an output: each output renders every kind.
    const incomplete: RichTextVisitor<string> = withoutTable
    expect(incomplete).toBe(complete)
  })
})
