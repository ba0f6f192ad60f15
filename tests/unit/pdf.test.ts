import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { type GuideInput, formatDateEs, renderGuidePdf, toWinAnsi } from '@/entitlements/pdf-guide'
import { extractPdfPageTexts, extractPdfText } from '@/entitlements/pdf-text'
import { stampPdf } from '@/entitlements/stamp'

const SENTENCE = 'La firma experta verificable multiplica la probabilidad de cita.'
const EMAIL = 'ana.lopez@example.com'

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

function sampleInput(overrides: Partial<GuideInput> = {}): GuideInput {
  return {
    code: 'F1',
    title: 'Fundamentos GEO',
    guideTitle: 'Guía completa del módulo F1: Fundamentos GEO',
    description:
      'Cómo los motores generativos eligen, resumen y citan fuentes, y cómo preparar tu contenido para ser una de ellas.',
    siteName: 'Academia GEO',
    licence: 'CC BY-NC-SA 4.0',
    updatedAt: new Date('2026-11-22T10:00:00Z'),
    sections: [
      {
        title: 'Qué es GEO',
        body: `${filler('GEO')}\n\n### Por qué importa\n\n${SENTENCE} Consulta la [guía de autoría](/guias/autoria) y el *glosario*.\n\n- Publica datos **originales** y fechados.\n- Usa títulos descriptivos.`,
      },
      {
        title: 'Auditoría inicial',
        body: `1. Audita las consultas clave.\n2. Revisa qué fuentes se citan hoy.\n\n${filler('auditorías')}\n\n«Cita» no es “tráfico”: el 40 % de las menciones no genera clics — y cuesta 49 €.`,
      },
      { title: 'Errores frecuentes', body: filler('errores') },
    ],
    ...overrides,
  }
}

const squash = (s: string) => s.replace(/\s+/g, ' ')
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1
const header = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1')

describe('renderGuidePdf', () => {
  it('renders a valid multi-page A4 guide with metadata', async () => {
    const pdf = await renderGuidePdf(sampleInput())
    expect(header(pdf)).toBe('%PDF-')

    const doc = await PDFDocument.load(pdf)
    const pageCount = doc.getPageCount()
    expect(pageCount).toBeGreaterThanOrEqual(3)
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

  it('contains the expected visible text', async () => {
    const pdf = await renderGuidePdf(sampleInput())
    const text = squash(await extractPdfText(pdf))
    expect(text).toContain('Guía completa del módulo F1: Fundamentos GEO')
    expect(text).toContain(SENTENCE)
    expect(text).toContain('Academia GEO')
    expect(text).toContain('Módulo F1 · Fundamentos GEO')
    expect(text).toContain('Licencia: CC BY-NC-SA 4.0')
    expect(text).toContain('22 de noviembre de 2026')
    expect(text).toContain('Índice')
    expect(text).toContain('«Cita» no es “tráfico”: el 40 % de las menciones no genera clics — y cuesta 49 €.')
    // Inline Markdown is rendered, not printed.
    expect(text).toContain('Publica datos originales y fechados.')
    expect(text).toContain('guía de autoría (/guias/autoria)')
    expect(text).not.toContain('**')
    expect(text).not.toContain('### ')

    const pages = await extractPdfPageTexts(pdf)
    pages.forEach((page, i) => expect(page).toContain(`Página ${i + 1} de ${pages.length}`))
    // TOC lists every section; each section starts on its own page with its heading.
    for (const title of ['Qué es GEO', 'Auditoría inicial', 'Errores frecuentes']) {
      expect(pages[1]).toContain(title)
      expect(pages.slice(2).some((p) => p.includes(`SECCIÓN`) && p.includes(title))).toBe(true)
    }
    expect(pages[2]).toMatch(/•\s+Publica datos originales/)
    expect(pages[3]).toMatch(/1\.\s+Audita las consultas clave\./)
  })

  it('breaks long sections across pages', async () => {
    const long = Array.from({ length: 6 }, (_, i) => `### Apartado ${i + 1}\n\n${filler('paginación')}`).join('\n\n')
    const pdf = await renderGuidePdf(sampleInput({ sections: [{ title: 'Muy larga', body: long }] }))
    const pages = await extractPdfPageTexts(pdf)
    expect(pages.length).toBeGreaterThan(4)
    expect(squash(pages.join('\n'))).toContain('Apartado 6')
  })

  it('is deterministic', async () => {
    const a = await renderGuidePdf(sampleInput())
    const b = await renderGuidePdf(sampleInput())
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true)
  })

  it('does not throw on emoji or characters outside WinAnsi', async () => {
    const pdf = await renderGuidePdf(
      sampleInput({
        guideTitle: 'Guía 🚀 de GEO ✨',
        title: 'Fundamentos 漢字',
        sections: [
          { title: 'Emoji 😀 y flechas →', body: 'Flecha → y ≥ 3, Őrség, ﬁn, 👨‍👩‍👧 familia.\n\n- ✅ hecho' },
        ],
      }),
    )
    expect(header(pdf)).toBe('%PDF-')
    const text = squash(await extractPdfText(pdf))
    expect(text).toContain('Guía de GEO')
    expect(text).toContain('Flecha -> y >= 3, Orség, fin, familia.')
    expect(text).toContain('Fundamentos ??')
  })

  it('formats dates in Spanish', () => {
    expect(formatDateEs(new Date('2026-11-22T00:00:00Z'))).toBe('22 de noviembre de 2026')
    expect(formatDateEs(new Date('2027-01-05T12:00:00Z'))).toBe('5 de enero de 2027')
  })

  it('keeps WinAnsi characters and replaces the rest', () => {
    const spanish = 'áéíóúñü ÁÉÍÓÚÑÜ ¿¡ «» € “ ” ‘ ’ – — …'
    expect(toWinAnsi(spanish)).toBe(spanish)
    expect(toWinAnsi('a\u00a0b\tc\u200bd')).toBe('a b cd')
    expect(toWinAnsi('漢')).toBe('?')
  })
})

describe('stampPdf', () => {
  it('stamps every page and keeps the original content', async () => {
    const original = await renderGuidePdf(sampleInput())
    const stamped = await stampPdf(original, EMAIL, { siteName: 'Academia GEO' })
    expect(header(stamped)).toBe('%PDF-')

    const before = await PDFDocument.load(original)
    const after = await PDFDocument.load(stamped)
    expect(after.getPageCount()).toBe(before.getPageCount())
    expect(after.getTitle()).toBe(before.getTitle())

    const pages = await extractPdfPageTexts(stamped)
    expect(pages.length).toBe(after.getPageCount())
    const perPage = pages.map((p) => count(p, EMAIL))
    expect(perPage.every((n) => n === 1)).toBe(true)
    expect(count(await extractPdfText(stamped), EMAIL)).toBe(after.getPageCount())
    expect(pages[0]).toContain(`Licencia personal de ${EMAIL} · Academia GEO · No redistribuir`)

    // Original text (and page numbers) are still there.
    const text = squash(pages.join('\n'))
    expect(text).toContain('Guía completa del módulo F1: Fundamentos GEO')
    expect(text).toContain(SENTENCE)
    pages.forEach((p, i) => expect(p).toContain(`Página ${i + 1} de ${pages.length}`))
    expect(await extractPdfText(original)).not.toContain(EMAIL)
  })

  it('uses the PDF author as site name by default and survives non-WinAnsi emails', async () => {
    const stamped = await stampPdf(await renderGuidePdf(sampleInput()), 'josé🙂@ejemplo.es')
    const pages = await extractPdfPageTexts(stamped)
    for (const p of pages) expect(p).toContain('Licencia personal de josé@ejemplo.es · Academia GEO')
  })

  it('throws a clear error for bytes that are not a PDF', async () => {
    await expect(stampPdf(new TextEncoder().encode('definitely not a pdf'), EMAIL)).rejects.toThrow(
      /not a PDF/,
    )
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
