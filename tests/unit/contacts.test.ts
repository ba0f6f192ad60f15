import { describe, expect, it } from 'vitest'

import { withContacts } from '@/content/contacts'

describe('contact addresses typed once in the site settings', () => {
  const site = { supportEmail: 'soporte@example.es', contactEmail: 'hola@example.es' }

  it('replace their tokens anywhere in a document (rich text, links), leaving the original untouched', () => {
    const doc = {
      root: { children: [{ type: 'text', text: 'Escríbenos a {email-contacto} o a {email-soporte}.' }] },
      href: 'mailto:{email-soporte}',
      n: 3,
    }
    const out = withContacts(doc, site)
    expect(out).toEqual({
      root: { children: [{ type: 'text', text: 'Escríbenos a hola@example.es o a soporte@example.es.' }] },
      href: 'mailto:soporte@example.es',
      n: 3,
    })
    expect(doc.href).toBe('mailto:{email-soporte}')
  })

  it('fall back to the support address when no general contact address is set', () => {
    expect(withContacts('{email-contacto}', { supportEmail: 'soporte@example.es', contactEmail: null })).toBe(
      'soporte@example.es',
    )
  })
})
