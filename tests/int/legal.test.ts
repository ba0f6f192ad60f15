/**
 * Selling legally (issue 12): the seller's identity where the law expects it, VAT per buyer, business
 * tax IDs, invoices with gap-free numbers, rectifying invoices.
 */
import { describe, expect, it } from 'vitest'

import { api } from '../support/api'

describe('legal identity (LSSI)', () => {
  it('the footer of every page and the legal texts name the company, its NIF, address and registry', async () => {
    for (const path of ['/', '/privacidad', '/terminos']) {
      const page = await api('GET', path)
      expect(page.status).toBe(200)
      const html = String(page.body).replaceAll('&#x27;', "'")
      expect(html, path).toContain('Academia GEO Formación, S.L.')
      expect(html, path).toContain('NIF B87654323')
      expect(html, path).toContain('Inscrita en el Registro Mercantil de Madrid')
    }
    const terms = String((await api('GET', '/terminos')).body)
    expect(terms).toContain('Datos del titular')
    expect(terms).toContain('Calle de Alcalá, 123, 4.º B, 28009 Madrid, España')
  })
})
