import { describe, expect, it } from 'vitest'

import { invitationEmail, inviterName, productName } from '@/teams/tasks'

describe('the seat invitation e-mail', () => {
  const base = { siteName: 'Academia GEO', supportEmail: 'hola@academiageo.es', product: 'módulo F2 · Contexto', link: 'https://academiageo.es/equipo/unirse?token=abc' }

  it('a team seat names the company and carries the claim link', () => {
    const mail = invitationEmail({ ...base, inviter: 'Agencia Norte S.L.' })
    expect(mail.subject).toBe('Agencia Norte S.L. te invita al módulo F2 · Contexto')
    expect(mail.text).toContain(base.link)
    expect(mail.html).toContain('href="https://academiageo.es/equipo/unirse?token=abc"')
  })

  it('a gift carries the buyer’s message, escaped', () => {
    const mail = invitationEmail({ ...base, inviter: 'ana@correo.es', gift: '<script>¡Feliz cumpleaños!</script>' })
    expect(mail.subject).toBe('Te han regalado el módulo F2 · Contexto')
    expect(mail.html).toContain('&lt;script&gt;¡Feliz cumpleaños!&lt;/script&gt;')
    expect(mail.html).not.toContain('<script>')
    expect(mail.text).toContain('<script>¡Feliz cumpleaños!</script>')
  })

  it('names the inviter by the invoice’s company, else the buyer’s address', () => {
    expect(inviterName({ buyer: { businessName: '  Consultora Sur S.A. ' }, email: 'x@y.es' })).toBe('Consultora Sur S.A.')
    expect(inviterName({ buyer: { businessName: '' }, email: 'x@y.es' })).toBe('x@y.es')
    expect(productName({ productType: 'complete' })).toBe('curso completo de Academia GEO')
    expect(productName({ productType: 'module', module: { code: 'F3', title: 'Autoridad' } })).toBe('módulo F3 · Autoridad')
  })
})
