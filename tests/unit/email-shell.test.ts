import { describe, expect, it } from 'vitest'

import { newSignInEmail, passwordChangedEmail } from '@/accounts/emails'
import { accessLinkEmail, paymentFailedEmail } from '@/commerce/emails'
import { emailHtml } from '@/email/shell'
import { passwordResetEmail } from '../../collections/hooks/users'

const SITE = { siteName: 'Academia GEO', supportEmail: 'soporte@example.com', legal: 'Academia GEO Formación, S.L.' }
const shellStart = emailHtml('x', []).split('<h1')[0]

describe('every e-mail is built in one HTML shell', () => {
  const mails = {
    access: accessLinkEmail({
      siteName: 'Academia GEO',
      supportEmail: 'soporte@example.com',
      link: 'https://example.com/guest-access?token=a&b=<c>',
      expiresAt: new Date('2026-12-31T23:30:00Z'),
      guides: ['F1 · Fundamentos <GEO>'],
      reason: 'purchase',
    }).html,
    failed: paymentFailedEmail({
      siteName: 'Academia GEO',
      supportEmail: 's@example.com',
      product: 'el curso completo',
      checkoutUrl: 'https://example.com/checkout',
    }).html,
    reset: passwordResetEmail('tok"en'),
    signIn: newSignInEmail(SITE, {
      device: 'Chrome <Linux>',
      ip: '127.0.0.1',
      at: new Date('2026-11-22T00:05:00Z'),
      sid: 's1',
    }).html,
    changed: passwordChangedEmail(SITE, { at: new Date('2026-11-22T00:05:00Z'), ended: 2, reset: true }).html,
  }

  it('the same document, language and title markup for each', () => {
    for (const [name, html] of Object.entries(mails)) {
      expect(html.startsWith(shellStart), name).toBe(true)
      expect(html).toContain('<h1 style="font-size:20px">')
      expect(html.trim().endsWith('</body></html>'), name).toBe(true)
    }
  })

  it('escapes what comes from outside (guide titles, devices, links) and writes dates in Madrid', () => {
    expect(mails.access).toContain('F1 · Fundamentos &lt;GEO&gt;')
    expect(mails.access).toContain('token=a&amp;b=&lt;c&gt;')
    expect(mails.access).toContain('1 de enero de 2027')
    expect(mails.signIn).toContain('Chrome &lt;Linux&gt;')
    expect(mails.signIn).toContain('22 de noviembre de 2026 a las 1:05')
    expect(mails.signIn).toContain('#b91c1c')
    expect(mails.reset).toContain('tok%22en')
    expect(mails.changed).toContain('las otras 2 sesiones')
    // the account's security e-mails sign off like every other one, with the seller's line
    expect(mails.signIn).toContain('Escríbenos a <a href="mailto:soporte@example.com">')
    expect(mails.changed).toContain('Academia GEO Formación, S.L.')
  })
})

describe('the access link of someone who bought nothing', () => {
  const access = (reason: 'purchase' | 'seat' | 'gift') =>
    accessLinkEmail({
      siteName: 'Academia GEO',
      supportEmail: 's@example.com',
      link: 'https://example.com/guest-access?token=a',
      expiresAt: new Date('2026-12-31T23:30:00Z'),
      guides: ['F1 · Fundamentos GEO'],
      reason,
    })

  it('thanks the buyer; a colleague and a gift recipient are told what they accepted, not thanked for a purchase', () => {
    expect(access('purchase').text).toContain('¡Gracias por tu compra en Academia GEO!')
    expect(access('seat').text).toContain('Has aceptado tu plaza del equipo en Academia GEO')
    expect(access('gift').text).toContain('Has aceptado tu regalo en Academia GEO')
    for (const reason of ['seat', 'gift'] as const) {
      expect(access(reason).text).not.toMatch(/compra/i)
      expect(access(reason).subject).toBe('Tu acceso a Academia GEO')
    }
  })
})
