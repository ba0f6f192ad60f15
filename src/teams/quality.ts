/**
 * FUNDAE's quality questionnaire («Cuestionario de evaluación de la calidad de las acciones formativas»,
 * the form of the SEPE resolution of 27 April 2009 that FUNDAE still asks companies to hand to every
 * participant at the end of subsidised training): section III, its items rated 1–4, and its
 * suggestions box. Only the items that apply to an online course are asked (6.1, the classroom, is
 * left out); every item may be left unanswered, as on paper.
 *
 * Who answers is a holder of a team's seat who has read everything the seat covers; each seat answers
 * once. Answers are stored without the person (src/teams/quality-store.ts): the manager sees counts per
 * team, never whose they are.
 */
import { z } from 'zod'

export interface QualityItem {
  id: string
  text: string
}
export interface QualityBlock {
  title: string
  items: QualityItem[]
}

export const QUALITY_BLOCKS: QualityBlock[] = [
  {
    title: '1. Organización del curso',
    items: [
      {
        id: '1.1',
        text: 'El curso ha estado bien organizado (información, cumplimiento de fechas y horarios, entrega de material).',
      },
      { id: '1.2', text: 'El número de alumnos del grupo ha sido adecuado para el desarrollo del curso.' },
    ],
  },
  {
    title: '2. Contenidos y metodología de impartición',
    items: [
      { id: '2.1', text: 'Los contenidos del curso han respondido a mis necesidades formativas.' },
      { id: '2.2', text: 'Ha habido una combinación adecuada de teoría y aplicación práctica.' },
    ],
  },
  {
    title: '3. Duración y horario',
    items: [
      { id: '3.1', text: 'La duración del curso ha sido suficiente según sus objetivos y contenidos.' },
      { id: '3.2', text: 'El horario ha favorecido la realización del curso.' },
    ],
  },
  {
    title: '4. Formadores y tutores',
    items: [
      { id: '4.1', text: 'La forma de impartir o tutorizar el curso ha facilitado el aprendizaje.' },
      { id: '4.2', text: 'Los formadores y tutores conocen en profundidad los temas tratados.' },
    ],
  },
  {
    title: '5. Medios didácticos',
    items: [
      { id: '5.1', text: 'La documentación y los materiales entregados son comprensibles y adecuados.' },
      { id: '5.2', text: 'Los medios didácticos están actualizados.' },
    ],
  },
  {
    title: '6. Medios técnicos',
    items: [
      {
        id: '6.2',
        text: 'Los medios técnicos (plataforma, programas) han sido adecuados para desarrollar el contenido del curso.',
      },
    ],
  },
  {
    title: '7. Teleformación',
    items: [
      { id: '7.1', text: 'Las guías y los materiales didácticos han permitido realizar fácilmente el curso.' },
      {
        id: '7.2',
        text: 'Se ha contado con medios de apoyo suficientes (tutorías, correo, buscadores, biblioteca virtual…).',
      },
    ],
  },
  {
    title: '8. Evaluación del aprendizaje',
    items: [
      {
        id: '8.1',
        text: 'Se ha dispuesto de pruebas de evaluación y autoevaluación que me permiten conocer el nivel alcanzado.',
      },
      { id: '8.2', text: 'El curso me permite obtener una acreditación donde se reconoce lo aprendido.' },
    ],
  },
  {
    title: '9. Valoración general del curso',
    items: [
      { id: '9.1', text: 'Puede contribuir a mi incorporación al mercado de trabajo.' },
      {
        id: '9.2',
        text: 'Me ha permitido adquirir nuevas habilidades o capacidades que puedo aplicar a mi puesto de trabajo.',
      },
      {
        id: '9.3',
        text: 'Ha mejorado mis posibilidades de cambiar de puesto de trabajo, en la empresa o fuera de ella.',
      },
      { id: '9.4', text: 'He ampliado conocimientos para progresar en mi carrera profesional.' },
      { id: '9.5', text: 'Ha favorecido mi desarrollo personal.' },
    ],
  },
  {
    title: '10. Satisfacción',
    items: [{ id: '10', text: 'Grado de satisfacción general con el curso.' }],
  },
]

export const QUALITY_ITEMS: QualityItem[] = QUALITY_BLOCKS.flatMap((b) => b.items)
export const QUALITY_SCALE = [
  { value: 1, label: 'Completamente en desacuerdo' },
  { value: 2, label: 'En desacuerdo' },
  { value: 3, label: 'De acuerdo' },
  { value: 4, label: 'Completamente de acuerdo' },
] as const
export const SUGGESTION_MAX = 1000

export type QualityAnswers = Record<string, 1 | 2 | 3 | 4>
export interface QualityResponse {
  answers: QualityAnswers
  suggestion: string | null
}

const rating = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
const body = z.object({
  answers: z.record(z.string().max(5), rating.nullable()),
  suggestion: z.string().max(SUGGESTION_MAX).nullable().optional(),
})
const known = new Set(QUALITY_ITEMS.map((i) => i.id))

/** A questionnaire as sent by the form, or why it cannot be stored (Spanish). */
export function parseQuality(input: unknown): { ok: true; response: QualityResponse } | { ok: false; message: string } {
  const parsed = body.safeParse(input)
  if (!parsed.success)
    return {
      ok: false,
      message: `Cada respuesta va del 1 al 4 y las sugerencias caben en ${SUGGESTION_MAX} caracteres.`,
    }
  const answers: QualityAnswers = {}
  for (const [id, value] of Object.entries(parsed.data.answers)) {
    if (!known.has(id)) return { ok: false, message: 'El cuestionario no tiene esa pregunta.' }
    if (value !== null) answers[id] = value
  }
  const suggestion = parsed.data.suggestion?.trim() || null
  if (!Object.keys(answers).length && !suggestion)
    return { ok: false, message: 'Responde al menos una pregunta antes de enviar el cuestionario.' }
  return { ok: true, response: { answers, suggestion } }
}

export interface QualitySummary {
  responses: number
  items: Array<QualityItem & { counts: [number, number, number, number]; answered: number; mean: number | null }>
  suggestions: string[]
}

/** The team's answers counted per item (how many chose 1, 2, 3, 4; the mean of those who answered). */
export function summariseQuality(responses: QualityResponse[]): QualitySummary {
  const items = QUALITY_ITEMS.map((item) => {
    const counts: [number, number, number, number] = [0, 0, 0, 0]
    for (const r of responses) {
      const value = r.answers[item.id]
      if (value) counts[value - 1] += 1
    }
    const answered = counts.reduce((a, b) => a + b, 0)
    const total = counts.reduce((sum, n, i) => sum + n * (i + 1), 0)
    return { ...item, counts, answered, mean: answered ? Math.round((total / answered) * 100) / 100 : null }
  })
  // sorted, so their order says nothing of who answered when
  const suggestions = responses
    .map((r) => r.suggestion)
    .filter((s): s is string => Boolean(s))
    .sort((a, b) => a.localeCompare(b, 'es'))
  return { responses: responses.length, items, suggestions }
}

/** One line per item for the evidence: «1.1 … — media 3,5 (1: 0 · 2: 1 · 3: 2 · 4: 3; 6 respuestas)». */
export function qualityLine(item: QualitySummary['items'][number]): string {
  if (item.mean === null) return 'sin respuestas'
  const mean = `media ${item.mean.toLocaleString('es-ES')} sobre 4`
  const counts = item.counts.map((n, i) => `${i + 1}: ${n}`).join(' · ')
  return `${mean} (${counts}; ${item.answered} ${item.answered === 1 ? 'respuesta' : 'respuestas'})`
}

const QUALITY_TITLE = 'Cuestionario de calidad (FUNDAE), respuestas anónimas'

/** The CSV's second table, after a blank line, when someone answered: one row per item, then the suggestions. */
export function qualityCsvLines(summary: QualitySummary | undefined): string[][] {
  if (!summary?.responses) return []
  return [
    [],
    [QUALITY_TITLE, `${summary.responses} ${summary.responses === 1 ? 'respuesta' : 'respuestas'}`],
    ['Pregunta', 'Texto', 'Media (1 a 4)', 'Eligieron 1', 'Eligieron 2', 'Eligieron 3', 'Eligieron 4', 'Respondieron'],
    ...summary.items.map((i) => [
      i.id,
      i.text,
      i.mean === null ? '' : i.mean.toLocaleString('es-ES'),
      ...i.counts.map(String),
      String(i.answered),
    ]),
    ...summary.suggestions.map((s) => ['Sugerencia', s]),
  ]
}

/** The PDF's closing page, when someone answered: the title, one line per item, the suggestions. */
export function qualityPdfPart(summary: QualitySummary | undefined) {
  if (!summary?.responses) return undefined
  return {
    title: QUALITY_TITLE,
    intro: `${summary.responses} ${summary.responses === 1 ? 'persona respondió' : 'personas respondieron'} al terminar. Escala: 1, completamente en desacuerdo; 4, completamente de acuerdo.`,
    lines: [
      ...summary.items.map((i) => `${i.id} ${i.text} — ${qualityLine(i)}`),
      ...summary.suggestions.map((s) => `Sugerencia: ${s}`),
    ],
  }
}
