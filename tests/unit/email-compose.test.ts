import { describe, expect, it } from 'vitest'

import { button, composeEmail, gap, htmlOnly, list, quote, small, strong, table, textOnly } from '@/email/compose'
import { buyerWords } from '@/email/buyer-words'
import { emailHtml } from '@/email/shell'

const site = {
  siteName: 'Academia <GEO>',
  supportEmail: 'hola@academiageo.es',
  legal: 'Academia GEO Formación, S.L. · B87654323 & Co',
}
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1

describe('one list of parts, two versions of the same e-mail', () => {
  const mail = composeEmail({
    subject: 'Tu acceso <ya>',
    site,
    parts: [
      'Hola <b>Ana</b> & compañía.',
      gap,
      button('https://example.com/a?x=1&y=<2>', 'Entrar <ya>', {
        text: ['Tu enlace:', 'https://example.com/a?x=1&y=<2>'],
      }),
      gap,
      list('Incluye:', ['F1 <uno>', 'F2']),
      strong('Válido hasta el ', '31 <dic>', '.'),
      table([['IBAN', 'ES00 <1>']]),
      quote('Su mensaje:', buyerWords('Para ti <img src=x> www.evil.example', 200)),
      small('Letra <pequeña>'),
      textOnly('Solo en texto'),
      htmlOnly(),
      null,
      false,
    ],
    footnote: 'Nota final',
  })

  it('the text version: each part’s lines in order, a blank line, the footnote, the sign-off and the legal line', () => {
    expect(mail.subject).toBe('Tu acceso <ya>')
    expect(mail.text).toBe(
      [
        'Hola <b>Ana</b> & compañía.',
        '',
        'Tu enlace:',
        'https://example.com/a?x=1&y=<2>',
        '',
        'Incluye: F1 <uno>, F2.',
        'Válido hasta el 31 <dic>.',
        'IBAN: ES00 <1>',
        'Su mensaje:',
        '«Para ti <img src=x> www[.]evil[.]example»',
        'Letra <pequeña>',
        'Solo en texto',
        '',
        'Nota final',
        '¿Dudas? Escríbenos a hola@academiageo.es.',
        '— El equipo de Academia <GEO>',
        '',
        'Academia GEO Formación, S.L. · B87654323 & Co',
      ].join('\n'),
    )
  })

  it('the HTML version: the same parts in the shell, everything escaped, text-only lines left out', () => {
    expect(mail.html.startsWith(emailHtml('x', []).split('<h1')[0])).toBe(true)
    expect(mail.html).toContain('<h1 style="font-size:20px">Tu acceso &lt;ya&gt;</h1>')
    expect(mail.html).toContain('<p>Hola &lt;b&gt;Ana&lt;/b&gt; &amp; compañía.</p>')
    expect(mail.html).toContain('href="https://example.com/a?x=1&amp;y=&lt;2&gt;"')
    expect(mail.html).toContain('>Entrar &lt;ya&gt;</a>')
    expect(mail.html).toContain(
      'Si el botón no funciona, copia esta dirección en tu navegador:<br>https://example.com/a?x=1&amp;y=&lt;2&gt;',
    )
    expect(mail.html).toContain('<li>F1 &lt;uno&gt;</li>')
    expect(mail.html).toContain('<strong>31 &lt;dic&gt;</strong>')
    expect(mail.html).toContain('ES00 &lt;1&gt;</td>')
    expect(mail.html).toContain('«Para ti &lt;img src=x&gt; www[.]evil[.]example»</blockquote>')
    expect(mail.html).toContain('Letra &lt;pequeña&gt;</p>')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).not.toContain('Tu enlace:')
    expect(mail.html).not.toContain('Solo en texto')
    expect(mail.html.indexOf('Nota final')).toBeLessThan(mail.html.indexOf('¿Dudas?'))
  })

  it('adds the sign-off and the legal line once, in each version', () => {
    expect(count(mail.text, '¿Dudas? Escríbenos a hola@academiageo.es.')).toBe(1)
    expect(count(mail.text, '— El equipo de Academia <GEO>')).toBe(1)
    expect(count(mail.text, site.legal)).toBe(1)
    expect(count(mail.html, '¿Dudas? Escríbenos a <a href="mailto:hola@academiageo.es">hola@academiageo.es</a>.')).toBe(
      1,
    )
    expect(count(mail.html, 'Academia GEO Formación, S.L. · B87654323 &amp; Co')).toBe(1)
  })

  it('without a legal line, none; a button’s address can be copied plain or not at all', () => {
    const plain = composeEmail({
      subject: 's',
      site: { siteName: 'S', supportEmail: 'a@b.es' },
      parts: [
        button('https://e.es/1', 'Uno', { copy: 'plain' }),
        button('https://e.es/2', 'Dos', { copy: false, text: 'Dos: https://e.es/2' }),
      ],
    })
    expect(plain.text).toBe(
      ['https://e.es/1', 'Dos: https://e.es/2', '', '¿Dudas? Escríbenos a a@b.es.', '— El equipo de S'].join('\n'),
    )
    expect(plain.html).toContain('<p style="font-size:13px;color:#475569">https://e.es/1</p>')
    expect(plain.html).not.toContain('Si el botón no funciona')
    expect(plain.html).not.toContain('font-size:12px')
  })
})
