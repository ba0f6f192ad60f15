import { describe, expect, it } from 'vitest'

import { buyerWords } from '@/email/buyer-words'
import {
  giftDeliveryEmail,
  giftUsedEmail,
  giftWithdrawnEmail,
  giverName,
  invitationEmail,
  inviterName,
  managerInvitationEmail,
  productName,
} from '@/teams/emails'

const site = {
  siteName: 'Academia GEO',
  supportEmail: 'hola@academiageo.es',
  legal: 'Academia GEO Formación, S.L. · B87654323',
}

describe('the team e-mails', () => {
  it('a team seat: the subject is the site’s own words, the company is quoted in the body, and the claim link is there', () => {
    const link = 'https://academiageo.es/equipo/unirse?token=abc'
    const mail = invitationEmail({ ...site, inviter: 'Agencia Norte S.L.', product: 'módulo F2 · Contexto', link })
    expect(mail.subject).toBe('Tienes una plaza en el módulo F2 · Contexto de Academia GEO')
    expect(invitationEmail({ ...site, inviter: 'X', product: 'curso completo de Academia GEO', link }).subject).toBe(
      'Tienes una plaza en el curso completo de Academia GEO',
    )
    expect(mail.text).toContain('Tienes una plaza reservada en el módulo F2 · Contexto')
    expect(mail.text).toContain('se identifica como «Agencia Norte S.L.»')
    expect(mail.text).toContain(
      'Este email lo envía Academia GEO (hola@academiageo.es) en nombre de quien hizo la compra',
    )
    expect(mail.text).toContain(link)
    expect(mail.html).toContain(`href="${link}"`)
    expect(mail.text).toContain(site.legal)
  })

  it('names the product, who invites (the invoice’s company, else the buyer’s address) and who gives (their name, else their address, never an erased one)', () => {
    expect(productName({ productType: 'complete' })).toBe('curso completo de Academia GEO')
    expect(productName({ productType: 'module', module: { code: 'F3', title: 'Autoridad' } })).toBe(
      'módulo F3 · Autoridad',
    )
    expect(productName({ productType: 'module', module: 7 })).toBe('módulo de Academia GEO')
    expect(inviterName({ buyer: { businessName: '  Consultora Sur S.A. ' }, email: 'x@y.es' })).toBe(
      'Consultora Sur S.A.',
    )
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
    expect(mail.subject).toBe('Te han regalado el módulo F3 · Autoridad Generativa de Academia GEO')
    expect(mail.text).toContain('firma como «Lucía <script>»')
    expect(mail.text).toContain('«Para ti <img src=x onerror=alert(1)>\n¡Disfrútalo!»')
    expect(mail.text).toContain('https://academiageo.es/equipo/unirse?token=abc&x=1')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(mail.html).toContain('href="https://academiageo.es/equipo/unirse?token=abc&amp;x=1"')
    expect(mail.text).toContain(site.legal)
  })

  it('a buyer cannot phish from the site’s address: no buyer words in a subject, names and messages quoted, capped, never a link', () => {
    const phish = 'Soporte Banco: verifica tu cuenta en https://evil.example/login o escribe a ayuda@evil.example'
    const link = 'https://academiageo.es/equipo/unirse?token=abc'
    const seat = invitationEmail({ ...site, inviter: phish, product: 'módulo F2 · Contexto', link })
    const gift = giftDeliveryEmail({
      ...site,
      from: phish,
      product: 'módulo F2 · Contexto',
      message: `Entra ya en www.evil.example/premio\n${'y'.repeat(900)}`,
      link,
    })
    const team = managerInvitationEmail({ ...site, inviter: 'jefa@evil.example', team: phish, link, days: 7 })
    for (const mail of [seat, gift, team]) {
      expect(mail.subject).not.toMatch(/Banco|evil|verifica/i)
      for (const body of [mail.text, mail.html]) {
        expect(body).not.toMatch(/evil\.example|https:\/\/evil|@evil|www\.evil/)
        expect(body).toContain('evil[.]example')
        expect(body).toContain('nunca te pedirá contraseñas')
      }
      expect(
        mail.html
          .match(/href="[^"]+"/g)
          ?.every((href) => href.includes('academiageo.es') || href.startsWith('href="mailto:hola@')),
      ).toBe(true)
    }
    expect(seat.text).toContain('«Soporte Banco: verifica tu cuenta en evil[.]example/login o escribe a ayu…»')
    expect(gift.text).toContain('«Entra ya en www[.]evil[.]example/premio')
    expect(gift.text).not.toContain('y'.repeat(500))
    expect(team.text).toContain('Te invita la cuenta «jefa[@]evil[.]example»')
  })

  it('buyer words: invisible characters, quote marks and long names tamed; ordinary names unchanged', () => {
    expect(buyerWords('Agencia Norte S.L.')).toBe('Agencia Norte S.L.')
    expect(buyerWords('Consultora Sur, S.A.U. (3.ª planta)')).toBe('Consultora Sur, S.A.U. (3.ª planta)')
    expect(buyerWords('Booking.com B.V.')).toBe('Booking[.]com B.V.')
    expect(buyerWords('Norte» Academia GEO te pide «x')).toBe('Norte" Academia GEO te pide "x')
    expect(buyerWords('a\u202eb\u200b  c\n\nd')).toBe('a b c d')
    expect(buyerWords('x'.repeat(200))).toHaveLength(80)
    expect(buyerWords('uno\r\n\n\n\ndos', 500, { lines: true })).toBe('uno\n\ndos')
    expect(buyerWords(null)).toBe('')
  })

  it('a gift with no message says nothing of one', () => {
    const mail = giftDeliveryEmail({
      ...site,
      from: 'Lucía',
      product: 'curso completo de Academia GEO',
      message: '  ',
      link: 'https://academiageo.es/equipo/unirse?token=t',
    })
    expect(mail.text).not.toContain('Su mensaje')
    expect(mail.html).not.toContain('blockquote')
  })

  it('the buyer is told when the recipient started and that the withdrawal has ended; the recipient, that a withdrawn gift is gone', () => {
    const used = giftUsedEmail({
      ...site,
      orderId: 42,
      product: 'curso completo de Academia GEO',
      recipient: 'marta@example.com',
      usedAt: '2026-12-24T09:30:00.000Z',
    })
    expect(used.subject).toBe('Tu regalo ya se está usando (pedido 42)')
    expect(used.text).toContain('marta@example.com empezó a usar el curso completo')
    expect(used.text).toContain('24 de diciembre de 2026')
    expect(used.text).toContain('ya no puedes desistir')
    const gone = giftWithdrawnEmail({ ...site, product: 'módulo F2 · Fundamentos' })
    expect(gone.text).toContain('ha desistido de la compra')
  })
})
