import { describe, expect, it } from 'vitest'

import { giftDeliveryEmail, giftUsedEmail, giftWithdrawnEmail } from '@/teams/gift-emails'

const site = { siteName: 'Academia GEO', supportEmail: 'hola@academiageo.es', legal: 'Academia GEO Formación, S.L. · B87654323' }

describe('gift e-mails', () => {
  it('the delivery carries who gives what, the message as text (never markup) and the personal link', () => {
    const mail = giftDeliveryEmail({
      ...site,
      from: 'Lucía <script>',
      product: 'el módulo F3: Autoridad Generativa',
      message: 'Para ti <img src=x onerror=alert(1)>\n¡Disfrútalo!',
      link: 'https://academiageo.es/equipo/unirse?token=abc&x=1',
    })
    expect(mail.subject).toBe('Lucía <script> te regala el módulo F3: Autoridad Generativa en Academia GEO')
    expect(mail.text).toContain('Para ti <img src=x onerror=alert(1)>\n¡Disfrútalo!')
    expect(mail.text).toContain('https://academiageo.es/equipo/unirse?token=abc&x=1')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(mail.html).toContain('href="https://academiageo.es/equipo/unirse?token=abc&amp;x=1"')
    expect(mail.text).toContain(site.legal)
  })

  it('a gift with no message says nothing of one', () => {
    const mail = giftDeliveryEmail({ ...site, from: 'Lucía', product: 'el curso completo', message: '  ', link: 'https://academiageo.es/equipo/unirse?token=t' })
    expect(mail.text).not.toContain('Su mensaje')
    expect(mail.html).not.toContain('blockquote')
  })

  it('the buyer is told when the recipient started and that the withdrawal has ended; the recipient, that a withdrawn gift is gone', () => {
    const used = giftUsedEmail({ ...site, orderId: 42, product: 'el curso completo', recipient: 'marta@example.com', usedAt: '2026-12-24T09:30:00.000Z' })
    expect(used.subject).toBe('Tu regalo ya se está usando (pedido 42)')
    expect(used.text).toContain('marta@example.com empezó a usar el curso completo')
    expect(used.text).toContain('24 de diciembre de 2026')
    expect(used.text).toContain('ya no puedes desistir')
    const gone = giftWithdrawnEmail({ ...site, product: 'el módulo F2: Fundamentos' })
    expect(gone.text).toContain('ha desistido de la compra')
  })
})
