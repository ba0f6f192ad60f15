/**
 * Issue 35, item 7 in the browser: a gift giver who paid without an account opens the link of their
 * purchase e-mail (on another device: no session, no checkout cookie), sees the gift («Tus regalos»: to
 * whom, from what name, when it arrives), moves its day, and withdraws from it, at 1280 and 390 px. Each
 * screen checked with axe (WCAG 2.1 A/AA) and photographed (.data/screenshots/gift-giver-*.png).
 */
import { expect, test, type Page } from '@playwright/test'

import { longDateTime, madridDay } from '@/content/dates'
import { giftDeliveryAt } from '@/teams/gifts'

import { waitForMail } from '../support/mail'
import { stamp } from '../support/teams'
import { payOnStripePage } from '../support/stripe-page'
import { shootAt } from '../support/shots'

// A fresh client address for this file: its checkouts stay out of other files' per-address limits.
const ADDRESS = { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250) + 1}` }
test.use({ extraHTTPHeaders: ADDRESS })

const dayAfter = (n: number) =>
  new Date(Date.parse(`${madridDay(new Date())}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
const dueText = (day: string) => `Se entrega el ${longDateTime(giftDeliveryAt(day))} (hora de Madrid).`

/** A gift of the complete course for `day`, paid without an account on the local Stripe page. */
async function giveAsGuest(page: Page, email: string, recipient: string, day: string) {
  await page.goto('/checkout?plan=complete&para=regalo')
  await expect(page.getByTestId('purpose-gift')).toBeChecked()
  await page.getByTestId('gift-email').fill(recipient)
  await page.getByTestId('gift-from').fill('Marta López')
  await page.getByTestId('gift-message').fill('¡Feliz cumpleaños! Que lo disfrutes.')
  await page.getByTestId('gift-day').fill(day)
  await page.getByLabel(/Acepto las condiciones de compra/).check()
  await page.getByTestId('gift-consent').check()
  await page.getByRole('button', { name: /^Pagar 50/ }).click()
  await payOnStripePage(page, email)
}

for (const width of [1280, 390]) {
  const viewport = { width, height: width === 390 ? 844 : 900 }

  test(`a guest giver sees the gift from the e-mailed link, moves its day and withdraws, at ${width} px`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000)
    await page.setViewportSize(viewport)
    const email = `regala-${stamp()}@correo.es`
    const recipient = `recibe-${stamp()}@correo.es`
    const day = dayAfter(20)
    await giveAsGuest(page, email, recipient, day)

    const mail = await waitForMail(email, (m) => /Tu regalo de .* está listo/.test(m.subject))
    expect(mail.text).toMatch(/Ver el regalo, cambiar la fecha o desistir: https?:\/\/\S+\/guest-access\?token=/)
    const link = new URL(/https?:\/\/[^\s"<]+\/guest-access\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0])

    // the link on another device: the gift, never «Este acceso ya no está activo»
    const elsewhere = await browser.newContext({ viewport, extraHTTPHeaders: ADDRESS })
    const phone = await elsewhere.newPage()
    await phone.goto(link.pathname + link.search)
    await expect(phone.getByRole('heading', { name: 'Gestiona tus regalos' })).toBeVisible()
    await expect(phone.getByText('Este acceso ya no está activo')).toHaveCount(0)
    const gifts = phone.getByTestId('given-gifts')
    await expect(gifts.getByRole('heading', { name: 'Tus regalos' })).toBeVisible()
    await expect(gifts.getByTestId('given-gift-recipient')).toHaveText(recipient)
    await expect(gifts).toContainText('Marta López')
    await expect(gifts).toContainText('Curso completo de Academia GEO')
    await expect(gifts.getByTestId('given-gift-status')).toHaveText(dueText(day))
    await shootAt(phone, 'gift-giver-scheduled', width)

    // another day: said at once, and kept (the page read again says it too)
    const later = dayAfter(45)
    await gifts.getByLabel('Nueva fecha de entrega').fill(later)
    await gifts.getByRole('button', { name: 'Cambiar la fecha' }).click()
    await expect(gifts.getByTestId('given-gift-answer')).toHaveText(`Fecha cambiada. ${dueText(later)}`)
    await expect(gifts.getByTestId('given-gift-status')).toHaveText(dueText(later))
    await shootAt(phone, 'gift-giver-moved', width)
    await phone.reload()
    await expect(phone.getByTestId('given-gift-status')).toHaveText(dueText(later))

    // «Desistir del regalo» leads to its withdrawal, which gives the money back and stops the gift
    await phone.getByRole('link', { name: 'Desistir del regalo' }).click()
    await expect(phone).toHaveURL(/#desistir-\d+$/)
    const withdrawal = phone.locator(new URL(phone.url()).hash)
    await expect(withdrawal).toBeInViewport()
    await withdrawal.getByRole('button', { name: 'Desistir del contrato' }).click()
    await withdrawal.getByRole('button', { name: 'Confirmar el desistimiento' }).click()
    await expect(withdrawal.getByTestId('withdrawal-status')).toContainText('Desistimiento registrado el')
    await phone.reload()
    await expect(phone.getByTestId('given-gift-status')).toHaveText(/^Desististe el \d+ de \w+ de \d{4}: /)
    await expect(phone.getByRole('button', { name: 'Cambiar la fecha' })).toHaveCount(0)
    await expect(phone.getByRole('link', { name: 'Desistir del regalo' })).toHaveCount(0)
    await shootAt(phone, 'gift-giver-withdrawn', width)
    await elsewhere.close()
  })
}
