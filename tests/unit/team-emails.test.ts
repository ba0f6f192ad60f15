import { describe, expect, it } from 'vitest'

import { giftDeliveryEmail, giftUsedEmail, giftWithdrawnEmail, giverName, invitationEmail, inviterName, productName } from '@/teams/emails'

const site = { siteName: 'Academia GEO', supportEmail: 'hola@academiageo.es', legal: 'Academia GEO Formación, S.L. · B87654323' }

describe('the team e-mails', () => {
  it('a team seat names the company and carries the claim link', () => {
    const link = 'https://academiageo.es/equipo/unirse?token=abc'
    const mail = invitationEmail({ ...site, inviter: 'Agencia Norte S.L.', product: 'módulo F2 · Contexto', link })
    expect(mail.subject).toBe('Agencia Norte S.L. te invita al módulo F2 · Contexto')
    expect(mail.text).toContain('te ha reservado una plaza en el módulo F2 · Contexto')
    expect(mail.text).toContain(link)
    expect(mail.html).toContain(`href="${link}"`)
    expect(mail.text).toContain(site.legal)
  })

  it('names the product, who invites (the invoice’s company, else the buyer’s address) and who gives (their name, else their address, never an erased one)', () => {
    expect(productName({ productType: 'complete' })).toBe('curso completo de Academia GEO')
    expect(productName({ productType: 'module', module: { code: 'F3', title: 'Autoridad' } })).toBe('módulo F3 · Autoridad')
    expect(productName({ productType: 'module', module: 7 })).toBe('módulo de Academia GEO')
    expect(inviterName({ buyer: { businessName: '  Consultora Sur S.A. ' }, email: 'x@y.es' })).toBe('Consultora Sur S.A.')
    expect(inviterName({ buyer: { businessName: '' }, email: 'x@y.es' })).toBe('x@y.es')
    expect(giverName({ name: ' Lucía ', email: 'l@y.es' })).toBe('Lucía')
    expect(giverName({ name: '', email: 'l@y.es' })).toBe('l@y.es')
    expect(giverName({ name: null, email: 'borrado-1@anonimo.invalid' })).toBe('Una persona')
  })

  it('the delivery carries who gives what, the message as text (never markup) and the personal link', () => {
    const mail = giftDeliveryEmail({
      ...site,
      from: 'Lucía <script>',
      product: 'módulo F3 · Autoridad Generativa',
      message: 'Para ti <img src=x onerror=alert(1)>\n¡Disfrútalo!',
      link: 'https://academiageo.es/equipo/unirse?token=abc&x=1',
    })
    expect(mail.subject).toBe('Lucía <script> te regala el módulo F3 · Autoridad Generativa')
    expect(mail.text).toContain('Para ti <img src=x onerror=alert(1)>\n¡Disfrútalo!')
    expect(mail.text).toContain('https://academiageo.es/equipo/unirse?token=abc&x=1')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(mail.html).toContain('href="https://academiageo.es/equipo/unirse?token=abc&amp;x=1"')
    expect(mail.text).toContain(site.legal)
  })

  it('a gift with no message says nothing of one', () => {
    const mail = giftDeliveryEmail({ ...site, from: 'Lucía', product: 'curso completo de Academia GEO', message: '  ', link: 'https://academiageo.es/equipo/unirse?token=t' })
    expect(mail.text).not.toContain('Su mensaje')
    expect(mail.html).not.toContain('blockquote')
  })

  it('the buyer is told when the recipient started and that the withdrawal has ended; the recipient, that a withdrawn gift is gone', () => {
    const used = giftUsedEmail({ ...site, orderId: 42, product: 'curso completo de Academia GEO', recipient: 'marta@example.com', usedAt: '2026-12-24T09:30:00.000Z' })
    expect(used.subject).toBe('Tu regalo ya se está usando (pedido 42)')
    expect(used.text).toContain('marta@example.com empezó a usar el curso completo')
    expect(used.text).toContain('24 de diciembre de 2026')
    expect(used.text).toContain('ya no puedes desistir')
    const gone = giftWithdrawnEmail({ ...site, product: 'módulo F2 · Fundamentos' })
    expect(gone.text).toContain('ha desistido de la compra')
  })
})
