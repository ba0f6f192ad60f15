import { describe, expect, it } from 'vitest'

import { fitText, seoGenerators, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@/content/seo'

const long =
  'Aprende a que los asistentes de IA citen tu contenido: estructura, datos, autoridad y medición, con ejemplos reales de empresas españolas que ya aparecen en las respuestas de ChatGPT, Gemini y Perplexity.'

describe('SEO «Generar» buttons', () => {
  it('write a description within the length plugin-seo accepts, cut at a word', () => {
    const description = seoGenerators.generateDescription({ doc: { description: long } })
    expect(long.length).toBeGreaterThan(SEO_DESCRIPTION_MAX)
    expect(description.length).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX)
    expect(description.endsWith('…')).toBe(true)
    expect(long.startsWith(description.slice(0, -1))).toBe(true)
    expect(description).not.toMatch(/[\s,:]…$/)
  })

  it('leave short texts as they are and keep titles within 60 characters', () => {
    expect(seoGenerators.generateDescription({ doc: { description: '  Corto  y claro. ' } })).toBe('Corto y claro.')
    expect(seoGenerators.generateTitle({ doc: { title: 'GEO', code: 'F1' } })).toBe('F1: GEO · Academia GEO')
    const title = seoGenerators.generateTitle({
      doc: { title: 'Autoridad generativa: cómo ganarse la cita de los asistentes de IA', code: 'F3' },
    })
    expect(title.length).toBeLessThanOrEqual(SEO_TITLE_MAX)
    expect(title.startsWith('F3: Autoridad generativa')).toBe(true)
    expect(fitText('x'.repeat(200), 10)).toHaveLength(10)
  })
})
