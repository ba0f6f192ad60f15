import { describe, expect, it } from 'vitest'

import { assertLegalIdentity, legalLine, missingLegalFields, postalAddress } from '@/content/legal-identity'
import { siteSettings } from '../../seed/data/settings'

describe('legal identity', () => {
  it('the seeded placeholder is complete and reads as one line', () => {
    expect(missingLegalFields(siteSettings)).toEqual([])
    expect(legalLine(siteSettings)).toBe(
      'Academia GEO Formación, S.L. · NIF B87654323 · Calle de Alcalá, 123, 4.º B, 28009 Madrid, España · Inscrita en el Registro Mercantil de Madrid, tomo 41234, folio 56, hoja M-731245',
    )
  })

  it('names every empty field, and production refuses to start with any', () => {
    const site = { supportEmail: '', legal: { ...siteSettings.legal, taxId: ' ', registry: null } }
    expect(missingLegalFields(site)).toEqual(['NIF', 'datos registrales', 'email de soporte'])
    expect(() => assertLegalIdentity(site)).toThrow(/NIF, datos registrales, email de soporte/)
    expect(() => assertLegalIdentity({ supportEmail: 'a@b.es', legal: {} })).toThrow(/razón social/)
  })

  it('shows the province only when it differs from the town', () => {
    expect(
      postalAddress({
        address: 'C/ Mayor 1',
        postalCode: '08201',
        city: 'Sabadell',
        province: 'Barcelona',
        country: 'España',
      }),
    ).toBe('C/ Mayor 1, 08201 Sabadell (Barcelona), España')
  })
})
