/**
 * The FUNDAE evidence of a team for a period as PDF (A4): one group of pages per person, each opening
 * with the period, the company and when it was generated; the person's facts; then a table of the
 * sections they spent time on or completed. Takes text already formatted (src/teams/fundae.ts decides
 * what goes in it), so rendering knows nothing of seats or progress.
 */
import { PDFDocument } from '@cantoo/pdf-lib'

import { Composer, COLORS, drawFooter, embedFonts, type Run } from './layout'

export interface FundaePdfInput {
  issuer: string
  company: string
  period: string
  generatedAt: string
  /** a line under each person's facts: what the evidence is and is not */
  note: string
  people: Array<{
    email: string
    facts: Array<[label: string, value: string]>
    sections: { header: string[]; rows: string[][] }
  }>
  /** a closing page (the quality questionnaire's counts), when there is one */
  quality?: { title: string; intro: string; lines: string[] }
}

const plain = (text: string): Run[] => [{ text }]

export async function fundaePdf(input: FundaePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`Registro de actividad formativa · ${input.company} · ${input.period}`)
  doc.setAuthor(input.issuer)
  doc.setLanguage('es-ES')
  const fonts = await embedFonts(doc)
  const c = new Composer(doc, fonts)
  const opening = () => {
    c.addPage()
    c.paragraph([{ text: 'Registro de actividad formativa (FUNDAE)', bold: true }], { size: 15, color: COLORS.navy })
    c.paragraph(
      [
        { text: 'Empresa: ', bold: true },
        { text: input.company },
        { text: ' · Periodo: ', bold: true },
        { text: input.period },
      ],
      { size: 10, color: COLORS.body },
    )
    c.paragraph(plain(`Generado el ${input.generatedAt} por ${input.issuer}.`), { size: 9, color: COLORS.muted })
    c.rule()
  }
  if (!input.people.length) {
    opening()
    c.paragraph(plain('Nadie de este equipo tiene una plaza aceptada con una cuenta: no hay actividad que mostrar.'))
  }
  for (const person of input.people) {
    opening()
    c.heading([{ text: person.email }], 13)
    for (const [label, value] of person.facts)
      c.paragraph([{ text: `${label}: `, bold: true }, { text: value }], { size: 10, color: COLORS.body })
    c.paragraph(plain(input.note), { size: 8.5, color: COLORS.muted })
    if (person.sections.rows.length) {
      c.table({
        header: person.sections.header.map(plain),
        rows: person.sections.rows.map((row) => row.map(plain)),
        widths: [1.1, 3, 1.1, 1.4],
        align: ['left', 'left', 'right', 'left'],
      })
    } else {
      c.paragraph(plain('Sin actividad registrada en el periodo.'), { size: 10, color: COLORS.muted })
    }
  }
  if (input.quality) {
    opening()
    c.heading([{ text: input.quality.title }], 13)
    c.paragraph(plain(input.quality.intro), { size: 9, color: COLORS.muted })
    for (const line of input.quality.lines) c.paragraph(plain(line), { size: 9.5, color: COLORS.body })
  }
  c.pages.forEach((page, i) =>
    drawFooter(page, fonts, {
      left: `${input.company} · ${input.period}`,
      right: `Página ${i + 1} de ${c.pages.length}`,
    }),
  )
  return doc.save()
}
