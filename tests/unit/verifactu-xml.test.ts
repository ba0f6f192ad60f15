/**
 * The agency's XML built and read with a maintained library (issue 34): the text rules (characters XML
 * forbids removed; lengths cut to the schema's maxLength, counted in characters as XML Schema counts
 * them, on grapheme boundaries), records and messages built with them (valid against the XSD, the
 * Huella over the values written), and the agency's answers read by namespace and name, anything else
 * a clear error.
 */
import { describe, expect, it } from 'vitest'

import { buildAlta } from '@/verifactu/alta'
import { recomputedHuella } from '@/verifactu/chain'
import { envelope, NS, parseAnswer, UnreadableAnswer } from '@/verifactu/soap'
import { child, parseXml, textAt, XmlError } from '@/verifactu/xml-reader'
import { cutGraphemes, fitText, xmlLength, xmlText } from '@/verifactu/xml-text'

import { documentSchemaErrors, schemaErrors } from '../support/verifactu-xsd'

const a = (n: number) => 'a'.repeat(n)
const FLAG = '🇪🇸' // two regional indicators, one grapheme
const FAMILY = '👨‍👩‍👧' // man ZWJ woman ZWJ girl: five code points, one grapheme
const E_ACUTE = 'e\u0301' // e + combining acute accent

describe("text in the agency's XML", () => {
  it('removes what XML 1.0 forbids: control characters but tab, LF and CR; lone surrogates; U+FFFE and U+FFFF', () => {
    expect(xmlText('A\u0000B\u0001C\u0008D\u000BE\u000CF\u001FG\u007FH\u0085I\u009FJ')).toBe('ABCDEFGHIJ')
    expect(xmlText('lone \uD83D high, lone \uDE00 low, \uFFFE\uFFFF end')).toBe('lone  high, lone  low,  end')
    expect(xmlText('tab\there\nnew line 😀 ñ Ω Д')).toBe('tab\there\nnew line 😀 ñ Ω Д')
  })

  it('writes CR and CRLF as LF, the value any XML reader reads back', () => {
    expect(xmlText('one\r\ntwo\rthree')).toBe('one\ntwo\nthree')
  })

  it('counts length as XML Schema does, in characters: an emoji is one', () => {
    expect(xmlLength('😀')).toBe(1)
    expect(xmlLength(FLAG)).toBe(2)
    expect(xmlLength(FAMILY)).toBe(5)
    expect(cutGraphemes('😀'.repeat(120), 120)).toBe('😀'.repeat(120))
  })

  it('never splits an emoji at the cut', () => {
    expect(cutGraphemes(`${a(119)}😀😀`, 120)).toBe(`${a(119)}😀`)
    expect(cutGraphemes(`${a(120)}😀`, 120)).toBe(a(120))
  })

  it('keeps a flag or a family emoji whole, or drops it whole', () => {
    expect(cutGraphemes(`${a(119)}${FLAG}`, 120)).toBe(a(119))
    expect(cutGraphemes(`${a(118)}${FLAG}x`, 120)).toBe(`${a(118)}${FLAG}`)
    expect(cutGraphemes(`${a(117)}${FAMILY}`, 120)).toBe(a(117))
    expect(cutGraphemes(`${a(115)}${FAMILY}x`, 120)).toBe(`${a(115)}${FAMILY}`)
  })

  it('never separates a letter from its combining accents', () => {
    expect(cutGraphemes(`${a(119)}${E_ACUTE}`, 120)).toBe(a(119))
    expect(cutGraphemes(`${a(118)}${E_ACUTE}x`, 120)).toBe(`${a(118)}${E_ACUTE}`)
  })

  it('cleans before cutting: a removed control character leaves room', () => {
    expect(fitText(`\u0001${a(119)}😀`, 120)).toBe(`${a(119)}😀`)
  })
})

const site = {
  legal: {
    companyName: 'Academia GEO Formación, S.L.',
    taxId: 'B87654323',
    address: 'Calle de Alcalá, 123',
    postalCode: '28009',
    city: 'Madrid',
  },
}
const issuer = {
  name: 'Academia GEO Formación, S.L.',
  taxId: 'B87654323',
  address: '',
  registry: '',
  email: 'soporte@example.com',
}

function record(buyerName: string, description = 'Módulo F2', number = '2026-A-000001') {
  return buildAlta({
    invoice: {
      id: 1,
      number,
      kind: 'invoice',
      issuedAt: '2026-11-25T10:00:00.000Z',
      issuer,
      buyer: { name: buyerName, email: 'ana@example.com', taxIdType: 'es_cif', taxId: 'B12345674', country: 'ES' },
      lines: [{ description }],
      rate: 21,
      net: 826,
      tax: 174,
      total: 1000,
    },
    site,
    head: null,
    taxability: 'standard_rated',
    at: new Date('2026-11-25T10:00:00Z'),
  })
}
const recipientName = (xml: string) =>
  textAt(child(child(child(parseXml(xml), 'RegistroAlta'), 'Destinatarios'), 'IDDestinatario'), 'NombreRazon')

describe('records built with the rules', () => {
  it('a name of 120 emoji is written whole (the schema counts 120 characters, not 240 UTF-16 units)', () => {
    const r = record('😀'.repeat(120))
    expect(schemaErrors([r.xml])).toBe('')
    expect(recipientName(r.xml)).toBe('😀'.repeat(120))
  })

  it('a long name is cut on a grapheme boundary: no half emoji, no lone regional indicator, valid against the XSD', () => {
    for (const [name, written] of [
      [`Ł${a(118)}😀😀`, `Ł${a(118)}😀`],
      [`Ż${a(118)}${FLAG}`, `Ż${a(118)}`],
      [`Д${a(116)}${FAMILY}`, `Д${a(116)}`],
      [`Ω${a(118)}${E_ACUTE}`, `Ω${a(118)}`],
    ]) {
      const r = record(name)
      expect(schemaErrors([r.xml])).toBe('')
      expect(recipientName(r.xml)).toBe(written)
    }
  })

  it('control characters in a name or a description are removed, never written (the XML stays well-formed and valid)', () => {
    const r = record('Łukasz\u0000 Żółć\u0007\u001B', `Curso\u0001 GEO\u000C${'\uD83D'}`)
    expect(schemaErrors([r.xml])).toBe('')
    expect(recipientName(r.xml)).toBe('Łukasz Żółć')
    expect(textAt(child(parseXml(r.xml), 'RegistroAlta'), 'DescripcionOperacion')).toBe('Curso GEO')
  })

  it('the Huella is the one of the values written in the XML, cut ones included', () => {
    const r = record('Ana', 'Curso', `${'N'.repeat(59)}😀😀`)
    expect(schemaErrors([r.xml])).toBe('')
    const id = child(child(parseXml(r.xml), 'RegistroAlta'), 'IDFactura')
    expect(textAt(id, 'NumSerieFactura')).toBe(`${'N'.repeat(59)}😀`)
    expect(r.invoiceNumber).toBe(`${'N'.repeat(59)}😀`)
    expect(recomputedHuella({ kind: 'alta', xml: r.xml })).toBe(r.huella)
  })

  it("the message's Cabecera names the issuer within 120 characters, cleaned, valid against the XSD", () => {
    const r = record('Ana')
    const message = envelope({ nif: 'B87654323', name: `Academia\u0002 ${'Ж'.repeat(117)}😀😀` }, [r.xml])
    const submission = child(
      child(child(parseXml(message), 'Envelope', NS.soap), 'Body', NS.soap),
      'RegFactuSistemaFacturacion',
      NS.sum,
    )
    expect(textAt(submission, 'Cabecera', 'ObligadoEmision', 'NombreRazon')).toBe(`Academia ${'Ж'.repeat(111)}`)
    const start = message.indexOf('<sum:RegFactuSistemaFacturacion')
    const end = message.indexOf('</soapenv:Body>')
    expect(documentSchemaErrors(message.slice(start, end))).toBe('')
  })
})

const R = NS.resp
const F = NS.sum1
const answerXml = (lines: string, estado: string, extra = '') =>
  `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="${NS.soap}"><env:Header/><env:Body Id="Body">` +
  `<tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${R}" xmlns:tik="${F}">${extra}` +
  `<tikR:Cabecera><tik:ObligadoEmision><tik:NombreRazon>Academia GEO</tik:NombreRazon><tik:NIF>B87654323</tik:NIF></tik:ObligadoEmision></tikR:Cabecera>` +
  `<tikR:TiempoEsperaEnvio>60</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>${estado}</tikR:EstadoEnvio>${lines}` +
  `</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`
const line = (number: string, state: string, error = '') =>
  `<tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>B87654323</tik:IDEmisorFactura><tik:NumSerieFactura>${number}</tik:NumSerieFactura><tik:FechaExpedicionFactura>25-11-2026</tik:FechaExpedicionFactura></tikR:IDFactura>` +
  `<tikR:Operacion><tik:TipoOperacion>Alta</tik:TipoOperacion></tikR:Operacion><tikR:EstadoRegistro>${state}</tikR:EstadoRegistro>${error}</tikR:RespuestaLinea>`
const presented = `<tikR:CSV>A-YDSW8NLFLANWPM</tikR:CSV><tikR:DatosPresentacion><tik:NIFPresentador>B87654323</tik:NIFPresentador><tik:TimestampPresentacion>2026-11-25T11:00:01+01:00</tik:TimestampPresentacion></tikR:DatosPresentacion>`

describe("the agency's answers, read by namespace and name", () => {
  it('Correcto: the CSV, the wait, the time of presentation, one line per record', () => {
    expect(parseAnswer(answerXml(line('2026-A-000001', 'Correcto'), 'Correcto', presented))).toEqual({
      kind: 'answer',
      csv: 'A-YDSW8NLFLANWPM',
      state: 'Correcto',
      waitSeconds: 60,
      presentedAt: '2026-11-25T11:00:01+01:00',
      lines: [
        {
          nif: 'B87654323',
          number: '2026-A-000001',
          date: '25-11-2026',
          operation: 'Alta',
          state: 'Correcto',
          code: '',
          description: '',
        },
      ],
    })
  })

  it('AceptadoConErrores and Incorrecto: each line with its code and its reason (entities decoded)', () => {
    const error = (code: string, text: string) =>
      `<tikR:CodigoErrorRegistro>${code}</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>${text}</tikR:DescripcionErrorRegistro>`
    const answer = parseAnswer(
      answerXml(
        line(
          '2026-A-000001',
          'AceptadoConErrores',
          error('2000', 'La huella &lt;Huella&gt; no es correcta &amp; se admite'),
        ) + line('2026-A-000002', 'Incorrecto', error('1110', 'Fecha posterior a la actual')),
        'ParcialmenteCorrecto',
        presented,
      ),
    )
    expect(answer.kind === 'answer' && answer.state).toBe('ParcialmenteCorrecto')
    expect(answer.kind === 'answer' && answer.lines.map((l) => [l.number, l.state, l.code, l.description])).toEqual([
      ['2026-A-000001', 'AceptadoConErrores', '2000', 'La huella <Huella> no es correcta & se admite'],
      ['2026-A-000002', 'Incorrecto', '1110', 'Fecha posterior a la actual'],
    ])
  })

  it('a duplicate: the state the agency holds', () => {
    const duplicate = `<tikR:CodigoErrorRegistro>3000</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>Registro duplicado.</tikR:DescripcionErrorRegistro><tikR:RegistroDuplicado><tik:EstadoRegistroDuplicado>Correcta</tik:EstadoRegistroDuplicado></tikR:RegistroDuplicado>`
    const answer = parseAnswer(answerXml(line('2026-A-000001', 'Incorrecto', duplicate), 'Incorrecto'))
    expect(answer.kind === 'answer' && answer.lines[0]).toMatchObject({
      state: 'Incorrecto',
      code: '3000',
      duplicate: { state: 'Correcta', code: '', description: '' },
    })
  })

  it("a SOAP fault: its code, its message and the agency's error code", () => {
    const fault = `<?xml version="1.0" encoding="UTF-8"?>\n<env:Envelope xmlns:env="${NS.soap}">\n  <env:Body>\n    <env:Fault>\n      <faultcode>env:Client</faultcode>\n      <faultstring>Codigo[4104].El NIF del titular en la cabecera no está identificado.\n NIF:iii. NOMBRE_RAZON:xxx\n     </faultstring>\n      <detail>\n        <callstack>WSExcepcion [faultcode=null, detailMap=null, version=0,........</callstack>\n      </detail>\n    </env:Fault>\n  </env:Body>\n</env:Envelope>`
    expect(parseAnswer(fault)).toMatchObject({
      kind: 'fault',
      faultCode: 'env:Client',
      errorCode: '4104',
      message: expect.stringMatching(/^Codigo\[4104\]\.El NIF del titular/),
    })
  })

  it("prefixes are the sender's choice: a default namespace reads the same", () => {
    const answer = parseAnswer(
      `<Envelope xmlns="${NS.soap}"><Body><RespuestaRegFactuSistemaFacturacion xmlns="${R}"><TiempoEsperaEnvio>5</TiempoEsperaEnvio><EstadoEnvio>Correcto</EstadoEnvio>` +
        `<RespuestaLinea><IDFactura><IDEmisorFactura xmlns="${F}">B87654323</IDEmisorFactura><NumSerieFactura xmlns="${F}">2026-A-000009</NumSerieFactura><FechaExpedicionFactura xmlns="${F}">25-11-2026</FechaExpedicionFactura></IDFactura><EstadoRegistro>Correcto</EstadoRegistro></RespuestaLinea>` +
        `</RespuestaRegFactuSistemaFacturacion></Body></Envelope>`,
    )
    expect(answer).toMatchObject({
      kind: 'answer',
      state: 'Correcto',
      waitSeconds: 5,
      lines: [{ number: '2026-A-000009', state: 'Correcto' }],
    })
  })

  it("the same names in another namespace are not the agency's answer", () => {
    const foreign = answerXml(line('2026-A-000001', 'Correcto'), 'Correcto').replaceAll(
      `xmlns:tikR="${R}"`,
      'xmlns:tikR="urn:another:RespuestaConsultaLR"',
    )
    expect(() => parseAnswer(foreign)).toThrow(UnreadableAnswer)
    expect(() => parseAnswer(foreign)).toThrow('no es un mensaje reconocible')
  })

  it('a state the documents do not define is an error, not a guess', () => {
    expect(() => parseAnswer(answerXml(line('2026-A-000001', 'Pendiente'), 'Correcto'))).toThrow(
      'EstadoRegistro «Pendiente»',
    )
    expect(() => parseAnswer(answerXml(line('2026-A-000001', 'Correcto'), 'Correctisimo'))).toThrow(
      'EstadoEnvio «Correctisimo»',
    )
  })

  it('garbage, an HTML error page, a cut answer or an undeclared prefix: a clear error, never a crash', () => {
    const bad = [
      '',
      'Service Unavailable',
      '<html><body><h1>502 Bad Gateway</h1><hr><center>nginx</center></body></html>',
      answerXml(line('2026-A-000001', 'Correcto'), 'Correcto').slice(0, 400),
      `<env:Envelope xmlns:env="${NS.soap}"><env:Body><tikR:RespuestaRegFactuSistemaFacturacion><tikR:EstadoEnvio>Correcto</tikR:EstadoEnvio></tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`,
      `<env:Envelope xmlns:env="${NS.soap}"><env:Body>&#x110000;</env:Body></env:Envelope>`,
      '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    ]
    for (const body of bad) expect(() => parseAnswer(body), body.slice(0, 60)).toThrow(UnreadableAnswer)
    expect(() => parseXml('<a><b></a>')).toThrow(XmlError)
  })
})
