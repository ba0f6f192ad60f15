/**
 * The e-mails of a payment by bank transfer (Spanish, HTML + text): the instructions, what arrived when
 * part of the money did, the reminder, the expiry, the return of money the order did not need.
 */
import { longDateTime } from '@/content/dates'
import { formatExactAmount } from '@/content/money'
import { button, composeEmail, gap, strong, table, type EmailSite } from '@/email/compose'

import { groupedIban, type TransferInstructions } from './bank-transfer'

/** How the buyer's e-mails name what an order bought: «el curso completo» or «tu módulo». */
export const orderProduct = (order: { productType?: string | null }) =>
  order.productType === 'complete' ? 'el curso completo' : 'tu módulo'

export interface TransferEmailInput extends EmailSite {
  /** what is being bought, e.g. 'el curso completo' */
  product: string
  instructions: TransferInstructions
  /** ISO instant */
  deadline: string
}

/** The instructions: lines in text, a table in HTML, the same in every e-mail. */
const instructionRows = (i: TransferInstructions): Array<[string, string]> => [
  ['Importe', formatExactAmount(i.amountRemaining, i.currency)],
  ['IBAN', groupedIban(i.iban)],
  ['BIC', i.bic],
  ['Titular', i.accountHolder],
  ['Concepto (referencia)', i.reference],
]

const REFERENCE_NOTE = 'Escribe la referencia en el concepto de la transferencia: así la identificamos sin esperas.'

function transferEmail(subject: string, intro: string[], input: TransferEmailInput, closing: string) {
  return composeEmail({
    subject,
    site: input,
    parts: [
      ...intro,
      gap,
      table(instructionRows(input.instructions)),
      gap,
      REFERENCE_NOTE,
      strong('Plazo: hasta el ', longDateTime(input.deadline), ' (hora de Madrid).'),
      closing,
    ],
  })
}

/** Sent once when the buyer chooses «Pagar por transferencia». */
export function transferInstructionsEmail(input: TransferEmailInput) {
  return transferEmail(
    `Datos para pagar por transferencia en ${input.siteName}`,
    [`Has elegido pagar ${input.product} por transferencia bancaria. Estos son los datos:`],
    input,
    'Tendrás acceso en cuanto recibamos el importe completo; te avisaremos por email. Hasta entonces no se ha cobrado nada.',
  )
}

/** Sent when part of the money arrived (once per amount still missing): what arrived and what is left, with the same data. */
export function transferPartlyReceivedEmail(input: TransferEmailInput & { received: number }) {
  const currency = input.instructions.currency
  return transferEmail(
    `Hemos recibido parte de tu transferencia a ${input.siteName}`,
    [
      `Hemos recibido ${formatExactAmount(input.received, currency)} de tu transferencia para ${input.product}. Faltan ${formatExactAmount(input.instructions.amountRemaining, currency)}: transfiere la diferencia a la misma cuenta y con la misma referencia.`,
    ],
    input,
    'Tendrás acceso en cuanto recibamos el importe completo; te avisaremos por email.',
  )
}

/** Sent once, two days before the deadline, while money is still missing. */
export function transferReminderEmail(input: TransferEmailInput & { received: number }) {
  const got =
    input.received > 0
      ? ` Hemos recibido ${formatExactAmount(input.received, input.instructions.currency)}; falta el resto.`
      : ''
  return transferEmail(
    `Recordatorio: tu transferencia a ${input.siteName}`,
    [
      `Todavía no hemos recibido el pago completo de ${input.product}.${got} Si ya has hecho la transferencia, puede tardar uno o dos días hábiles en llegar.`,
    ],
    input,
    'Si el importe no llega a tiempo, el pedido se cancelará.',
  )
}

/** The deadline passed without the whole amount (or Stripe reported the payment failed): the order is closed. */
export function transferExpiredEmail(input: EmailSite & { product: string; received: number; checkoutUrl: string }) {
  return composeEmail({
    subject: `Tu pedido en ${input.siteName} ha caducado`,
    site: input,
    parts: [
      `No hemos recibido a tiempo la transferencia de ${input.product}, así que el pedido se ha cancelado y no tienes acceso.`,
      input.received > 0
        ? `Recibimos ${formatExactAmount(input.received)}: te lo devolvemos a la cuenta desde la que transferiste, y te escribiremos cuando salga.`
        : 'No se ha cobrado nada.',
      button(input.checkoutUrl, 'Volver a comprar', {
        text: `Si todavía quieres el curso, puedes volver a comprarlo: ${input.checkoutUrl}`,
        copy: 'plain',
      }),
    ],
  })
}

/** Money the order did not need (what arrived after its deadline, or beyond its amount) is on its way back. */
export function transferBalanceReturnedEmail(input: EmailSite & { product: string; amount: number; paid: boolean }) {
  const amount = formatExactAmount(input.amount)
  return composeEmail({
    subject: `Te devolvemos ${amount} de tu transferencia a ${input.siteName}`,
    site: input,
    parts: [
      input.paid
        ? `Recibimos ${amount} más de lo que costaba ${input.product}. Ya hemos ordenado devolvértelos.`
        : `Recibimos ${amount} de tu transferencia para ${input.product}, un pedido que ya no está activo. Ya hemos ordenado devolvértelos.`,
      'Stripe, nuestra plataforma de pagos, los envía a la cuenta desde la que transferiste; si no puede identificarla, te escribirá a este email para pedirte una. Suele tardar unos días hábiles.',
    ],
  })
}
