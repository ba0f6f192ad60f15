import { PDFDocument, PDFName, PDFString, StandardFonts } from '@cantoo/pdf-lib'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { markdownToLexical } from '@/content/richtext'
import { type GuideInput, type GuideModule, renderGuidePdf } from '@/pdf/guide'
import { stampPdf } from '@/pdf/stamp'
import { embedFonts } from '@/pdf/layout'
import { formatDateEs, printable } from '@/pdf/text'

import { sections as seedSections } from '../../seed/seed'
import { modules as seedModules } from '../../seed/data/modules'
import { extractPdfPageTexts, extractPdfText } from '../support/pdf-text'

const SENTENCE = 'La firma experta verificable multiplica la probabilidad de cita.'
const EMAIL = 'ana.lopez@example.com'

afterEach(() => {
  vi.restoreAllMocks()
})

/** ~300 words of Spanish filler with accents. */
function filler(topic: string): string {
  const sentences = [
    `Los asistentes de inteligencia artificial eligen sus fuentes sobre ${topic} según la autoridad, la claridad y la facilidad con la que pueden citarse.`,
    'Por eso cada párrafo debería responder una pregunta concreta, con datos fechados y una metodología explícita que cualquiera pueda comprobar.',
    'Además, conviene que la autoría sea visible: nombre, cargo, experiencia y enlaces a perfiles profesionales reconocibles.',
    'También ayuda resumir la idea principal en la primera línea y desarrollar después los matices, los ejemplos y las excepciones más habituales.',
  ]
  const paragraphs: string[] = []
  for (let p = 0; p < 4; p++) paragraphs.push(sentences.join(' '))
  return paragraphs.join('\n\n')
}

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
  version: 1,
  ...extra,
})
const cell = (value: string, headerState = 0) => node('tablecell', [node('paragraph', [text(value)])], { headerState })

/** A Lexical table (header row + 3 rows) and a check list, as the editor stores them. */
export const AUTHORITY_TABLE = node('table', [
  node('tablerow', [cell('Señal', 1), cell('Qué comprueba el asistente', 1), cell('Cómo reforzarla', 1)]),
  node('tablerow', [
    cell('Citas externas'),
    cell('Si otras fuentes fiables te mencionan'),
    cell('Publica datos propios que otros quieran citar'),
  ]),
  node('tablerow', [
    cell('Coherencia de marca'),
    cell('Si tu nombre y tus datos coinciden en todas partes'),
    cell('Unifica perfiles, fichas y páginas «Acerca de»'),
  ]),
  node('tablerow', [
    cell('Estilo experto'),
    cell('Si el texto suena a quien domina el tema'),
    cell('Firma con nombre, cargo y experiencia verificable'),
  ]),
])
const CHECKLIST = node(
  'list',
  [
    node('listitem', [text('Cada página responde una pregunta concreta')], { checked: true, value: 1 }),
    node('listitem', [text('Los datos llevan fuente y fecha')], { checked: false, value: 2 }),
  ],
  { listType: 'check', tag: 'ul', start: 1 },
)

const withNodes = (markdown: string, ...extra: unknown[]) => {
  const doc = markdownToLexical(markdown)
  ;(doc.root.children as unknown[]).push(...extra)
  return doc
}

function sampleModule(overrides: Partial<GuideModule> = {}): GuideModule {
  return {
    code: 'F1',
    slug: 'f1',
    title: 'Fundamentos GEO',
    description:
      'Cómo los motores generativos eligen, resumen y citan fuentes, y cómo preparar tu contenido para ser una de ellas.',
    previewSections: [
      {
        title: 'Qué es GEO',
        body: markdownToLexical(
          `${filler('GEO')}\n\n### Por qué importa\n\n${SENTENCE} Consulta la [guía de autoría](/guias/autoria) y el *glosario*.\n\n- Publica datos **originales** y fechados.\n- Usa títulos descriptivos.`,
        ),
      },
    ],
    premiumSections: [
      {
        title: 'Auditoría inicial',
        body: withNodes(
          `1. Audita las consultas clave.\n2. Revisa qué fuentes se citan hoy.\n\n${filler('auditorías')}\n\n«Cita» no es “tráfico”: el 40 % de las menciones no genera clics — y cuesta 49 €.`,
          AUTHORITY_TABLE,
          CHECKLIST,
        ),
      },
      { title: 'Errores frecuentes', body: markdownToLexical(filler('errores')) },
    ],
    ...overrides,
  }
}

function sampleInput(module: Partial<GuideModule> = {}): GuideInput {
  return { module: sampleModule(module), siteName: 'Academia GEO', updatedAt: new Date('2026-11-22T10:00:00Z') }
}

const squash = (s: string) => s.replace(/\s+/g, ' ')
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1
const header = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1')

describe('renderGuidePdf', () => {
  it('renders a valid multi-page A4 guide with metadata', async () => {
    const pdf = await renderGuidePdf(sampleInput())
    expect(header(pdf)).toBe('%PDF-')

    const doc = await PDFDocument.load(pdf)
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(4)
    for (const page of doc.getPages()) {
      expect(page.getWidth()).toBeCloseTo(595.28, 1)
      expect(page.getHeight()).toBeCloseTo(841.89, 1)
    }
    expect(doc.getTitle()).toBe('Guía completa del módulo F1: Fundamentos GEO')
    expect(doc.getAuthor()).toBe('Academia GEO')
    expect(doc.getSubject()).toContain('motores generativos')
    const lang = doc.catalog.lookup(PDFName.of('Lang'))
    expect(lang instanceof PDFString ? lang.decodeText() : undefined).toBe('es-ES')
  })

  it('lays out the cover, the table of contents, the sections and a running footer from the Lexical content', async () => {
    const pdf = await renderGuidePdf(sampleInput())
    const pages = await extractPdfPageTexts(pdf)
    const text = squash(pages.join('\n'))
    // Cover: the module's own title, its description, what the guide contains, the date.
    expect(squash(pages[0]!)).toContain('GUÍA COMPLETA · MÓDULO F1 Fundamentos GEO')
    expect(squash(pages[0]!)).toContain('motores generativos eligen')
    expect(squash(pages[0]!)).toContain(
      `3 secciones · ${pages.length} páginas · Actualizada el 22 de noviembre de 2026`,
    )
    // Table of contents: every section (preview first, then premium) with its page number.
    expect(pages[1]).toContain('Índice')
    for (const title of ['Qué es GEO', 'Auditoría inicial', 'Errores frecuentes']) {
      expect(pages[1]).toMatch(new RegExp(`${title}\\s+\\d+`))
      expect(pages.slice(2).some((p) => p.includes('SECCIÓN') && p.includes(title))).toBe(true)
    }
    // Rich text is rendered, not printed as markup.
    expect(text).toContain(SENTENCE)
    expect(text).toContain('Publica datos originales y fechados.')
    expect(text).toContain('guía de autoría (/guias/autoria)')
    expect(text).toContain('«Cita» no es “tráfico”: el 40 % de las menciones no genera clics — y cuesta 49 €.')
    expect(text).not.toMatch(/\*\*|###/)
    expect(text).toMatch(/•\s+Publica datos originales/)
    expect(text).toMatch(/1\.\s+Audita las consultas clave\./)
    // The table (header and every row) and the check list.
    expect(text).toMatch(/Señal\s+Qué comprueba el asistente\s+Cómo reforzarla/)
    for (const row of ['Citas externas', 'Coherencia de marca', 'Estilo experto']) expect(text).toContain(row)
    expect(text).toContain('Cada página responde una pregunta concreta')
    // Running footer on every page but the cover; nothing in the header band.
    pages.slice(1).forEach((p, i) => {
      expect(p).toContain(`Página ${i + 2} de ${pages.length}`)
      expect(p).toContain('Academia GEO · Guía completa del módulo F1: Fundamentos GEO')
    })
    expect(pages[0]).not.toContain('Página 1')
  })

  it('states one personal licence on the cover, never the public content licence', async () => {
    const pdf = await renderGuidePdf(sampleInput())
    const text = squash(await extractPdfText(pdf))
    expect(text).toContain('Licencia personal de quien compró esta guía · No redistribuir')
    expect(text).not.toMatch(/CC BY|Creative Commons/)
  })

  it('breaks long sections across pages and keeps table rows whole', async () => {
    const long = Array.from({ length: 6 }, (_, i) => `### Apartado ${i + 1}\n\n${filler('paginación')}`).join('\n\n')
    const rows = Array.from({ length: 3 }, () => AUTHORITY_TABLE)
    const pdf = await renderGuidePdf(
      sampleInput({ previewSections: [], premiumSections: [{ title: 'Muy larga', body: withNodes(long, ...rows) }] }),
    )
    const pages = await extractPdfPageTexts(pdf)
    expect(pages.length).toBeGreaterThan(5)
    expect(squash(pages.join('\n'))).toContain('Apartado 6')
    // A row is never split: each page holds whole rows (all three cells of a row on the same page).
    expect(count(pages.join('\n'), 'Estilo experto')).toBe(3)
    for (const page of pages)
      expect(count(page, 'Estilo experto')).toBe(count(page, 'Firma con nombre, cargo y experiencia'))
  })

  it('is deterministic', async () => {
    const a = await renderGuidePdf(sampleInput())
    const b = await renderGuidePdf(sampleInput())
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true)
  })

  it('does not throw on emoji or characters outside the fonts, nor on empty or unknown nodes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const pdf = await renderGuidePdf(
      sampleInput({
        title: 'Fundamentos 漢字 🚀',
        previewSections: [
          {
            title: 'Emoji 😀 y flechas →',
            body: markdownToLexical('Flecha → y ≥ 3, Őrség, ﬁn, 👨‍👩‍👧 familia.\n\n- ✅ hecho'),
          },
        ],
        premiumSections: [
          { title: '', body: { root: { children: [node('upload', []), node('paragraph', [])] } } },
          { title: 'Sin cuerpo', body: null },
        ],
      }),
    )
    expect(header(pdf)).toBe('%PDF-')
    const text = squash(await extractPdfText(pdf))
    expect(text).toContain('Flecha → y ≥ 3, Őrség, ﬁn, □ familia.')
    expect(text).toContain('Fundamentos □□ □')
    expect(text).toContain('□ hecho')
    expect(text).toContain('Sección 2')
  })

  it('formats dates in Spanish', () => {
    expect(formatDateEs(new Date('2026-11-22T00:00:00Z'))).toBe('22 de noviembre de 2026')
    expect(formatDateEs(new Date('2027-01-05T12:00:00Z'))).toBe('5 de enero de 2027')
  })

  it('keeps what the font can draw and replaces the rest visibly', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { regular } = await embedFonts(await PDFDocument.create())
    const written = 'áéíóúñü ÁÉÍÓÚÑÜ ¿¡ «» € “ ” ‘ ’ – — … Łódź Ωμέγα Жук'
    expect(printable(written, regular)).toBe(written)
    expect(printable('a\u00a0b\tc\u200bd', regular)).toBe('a b cd')
    expect(printable('漢 👍🏽 👨‍👩‍👧', regular)).toBe('□ □ □')
    expect(printable('a ⇒ b', regular)).toBe('a => b')
  })
})

/**
 * The checkout promises "guías PDF de 15–25 páginas": every paid module's guide, built from the seed's
 * content exactly as the seed stores it, has 15 to 25 pages.
 */
describe('paid module guides from the seed content', () => {
  for (const m of seedModules.filter((m) => !m.free && m.premiumSections.length)) {
    it(`${m.code} has 15 to 25 pages`, async () => {
      const pdf = await renderGuidePdf({
        module: {
          code: m.code,
          slug: m.slug,
          title: m.title,
          description: m.description,
          previewSections: seedSections(m.previewSections),
          premiumSections: seedSections(m.premiumSections),
        },
        siteName: 'Academia GEO',
        updatedAt: new Date('2025-06-12T00:00:00Z'),
      })
      const pages = (await PDFDocument.load(pdf)).getPageCount()
      expect(pages, `${m.code}: ${pages} pages`).toBeGreaterThanOrEqual(15)
      expect(pages, `${m.code}: ${pages} pages`).toBeLessThanOrEqual(25)
    })
  }
})

describe('stampPdf', () => {
  it('stamps the buyer in the footer of every page and keeps the original content', async () => {
    const original = await renderGuidePdf(sampleInput())
    const stamped = await stampPdf(original, EMAIL)
    expect(header(stamped)).toBe('%PDF-')

    const before = await PDFDocument.load(original)
    const after = await PDFDocument.load(stamped)
    expect(after.getPageCount()).toBe(before.getPageCount())
    expect(after.getTitle()).toBe(before.getTitle())

    const pages = await extractPdfPageTexts(stamped)
    expect(pages.length).toBe(after.getPageCount())
    for (const [i, page] of pages.entries()) {
      expect(count(page, EMAIL)).toBe(1)
      const lines = page.trim().split('\n')
      // The last line of the page is the stamp, below the running footer; the header band is free.
      expect(lines.at(-1)).toBe(`Licencia personal de ${EMAIL} · No redistribuir`)
      if (i > 0) expect(lines.at(-2)).toContain(`Página ${i + 1} de ${pages.length}`)
      expect(lines[0]).not.toContain(EMAIL)
    }
    // The cover states the same licence.
    expect(squash(pages[0]!)).toContain('Licencia personal de quien compró esta guía · No redistribuir')
    const text = squash(pages.join('\n'))
    expect(text).toContain(SENTENCE)
    expect(text).not.toContain('Academia GEO · No redistribuir')
    expect(await extractPdfText(original)).not.toContain(EMAIL)
  })

  it('survives non-WinAnsi e-mails and stamps rotated pages along their visible bottom edge', async () => {
    const doc = await PDFDocument.load(await renderGuidePdf(sampleInput()))
    doc.getPage(1).setRotation({ type: 'degrees' as never, angle: 90 })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const stamped = await stampPdf(await doc.save(), 'josé🙂@ejemplo.es')
    const pages = await extractPdfPageTexts(stamped)
    for (const p of pages) expect(p).toContain('Licencia personal de josé□@ejemplo.es · No redistribuir')
  })

  it('throws a clear error for bytes that are not a PDF', async () => {
    await expect(stampPdf(new TextEncoder().encode('definitely not a pdf'), EMAIL)).rejects.toThrow(/not a PDF/)
    await expect(stampPdf(new Uint8Array(0), EMAIL)).rejects.toThrow(/stampPdf/)
    await expect(stampPdf(new TextEncoder().encode('%PDF-1.7\ngarbage\n%%EOF'), EMAIL)).rejects.toThrow(
      /not a valid PDF/,
    )
  })
})

describe('extractPdfText', () => {
  it('decodes literal strings with escapes, hex strings and TJ arrays', async () => {
    const doc = await PDFDocument.create()
    const page = doc.addPage([300, 300])
    const font = await doc.embedFont(StandardFonts.Helvetica)
    page.node.set(PDFName.of('Resources'), doc.context.obj({ Font: { F1: font.ref } }))
    const content = [
      'BT /F1 12 Tf 20 250 Td (Caf\\351 \\(ok\\) \\\\ a\\\nb) Tj ET',
      'BT /F1 12 Tf 20 230 Td <A1486F6C612C20656C2070696E67FC696E6F21> Tj ET',
      'BT /F1 12 Tf 20 210 Td [(Hola) -300 (mundo)] TJ ET',
      'BT /F1 12 Tf 20 190 Td (\\223comillas\\224 \\226 \\200) Tj ET',
    ].join('\n')
    page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.flateStream(content)))
    const text = await extractPdfText(await doc.save({ useObjectStreams: false }))
    expect(text.split('\n')).toEqual(['Café (ok) \\ ab', '¡Hola, el pingüino!', 'Hola mundo', '“comillas” – €'])
  })

  it('rejects non-PDF input', async () => {
    await expect(extractPdfText(new TextEncoder().encode('hello'))).rejects.toThrow(/not a PDF/)
  })
})
