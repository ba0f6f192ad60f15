/**
 * Every name printed as written (issue 34): a buyer whose name is in Polish, Russian and Greek letters pays,
 * and the invoice PDF downloaded from the e-mailed link names them exactly (read back with poppler's
 * pdftotext and with the suite's extractor).
 */

import { describe, expect, it } from 'vitest'

import { appUrl, api } from '../support/api'
import { waitForMail } from '../support/mail'
import { extractPdfText, popplerText, squashText } from '../support/pdf-text'
import { testPayload } from '../support/payload'
import { payOnHostedPage, sessionIdFromUrl, waitFor } from '../support/stripe'

describe('an invoice names its buyer as written', () => {
  it('a company «Łukasz Żółć · Дмитрий Иванов · Νίκος Παπαδόπουλος» gets its name on the invoice PDF', async () => {
    const name = 'Łukasz Żółć · Дмитрий Иванов · Νίκος Παπαδόπουλος'
    const email = `names-${Date.now().toString(36)}@example.com`
    const res = await api('POST', '/api/checkout', {
      body: { acceptTerms: true, withdrawalConsent: true, productType: 'module', module: 'f2', business: true },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const sessionId = sessionIdFromUrl(res.body.url)
    await payOnHostedPage(sessionId, email, undefined, {
      country: 'PL',
      business: { name, type: 'eu_vat', value: 'PL5260250274' },
    })
    const payload = await testPayload()
    const order = await waitFor(async () => {
      const { docs } = await payload.find({
        collection: 'orders',
        where: { stripeSessionId: { equals: sessionId } },
        depth: 0,
      })
      return docs[0]?.status === 'paid' && docs[0]
    })
    const invoice = await waitFor(
      async () =>
        (await payload.find({ collection: 'invoices', where: { order: { equals: order.id } }, depth: 0 })).docs[0],
    )
    expect(invoice.buyer).toMatchObject({ name })

    const mail = await waitForMail(email, (m) => m.subject.includes(invoice.number))
    const link = new URL(mail.text.match(/https?:\/\/\S+\/api\/invoice-pdf\/\d+\?key=\S+/)![0])
    const pdfRes = await fetch(`${appUrl()}${link.pathname}${link.search}`)
    expect(pdfRes.status).toBe(200)
    expect(pdfRes.headers.get('content-type')).toBe('application/pdf')
    const pdf = new Uint8Array(await pdfRes.arrayBuffer())
    expect(popplerText(pdf)).toContain(name)
    expect(squashText(await extractPdfText(pdf))).toContain(name)
  })
})
