/** Transactional e-mails (Spanish, HTML + text), composed by src/email/compose.ts. */
import { longDate, longDateTime } from '@/content/dates'
import {
  button,
  composeEmail,
  gap,
  heading,
  htmlOnly,
  list,
  small,
  strong,
  type EmailSite,
  type PartInput,
} from '@/email/compose'
import { copyLink } from '@/email/shell'

/** The consent to immediate access and the acknowledgement of losing the right of withdrawal, as recorded at checkout. */
export interface ConsentRecord {
  text?: string | null
  acceptedAt?: string | null
}

/**
 * The purchase confirmation repeats, on a durable medium, the consent and acknowledgement the buyer gave
 * at checkout (Directive 2011/83/EU art. 8(7)(b)): what they ticked, and when.
 */
export function consentParts(consent: ConsentRecord | null | undefined): PartInput[] {
  if (!consent?.acceptedAt || !consent.text) return []
  const when = longDateTime(consent.acceptedAt)
  return [
    gap,
    heading('Derecho de desistimiento'),
    `Al comprar, el ${when} (hora de Madrid), marcaste esta casilla: «${consent.text}»`,
    small(
      'Mientras no descargues ninguna guía ni abras ninguna sección premium, puedes desistir del contrato durante los 14 días siguientes a la compra con el botón «Desistir del contrato» de tu panel o de tu página de acceso.',
    ),
  ]
}

export type AccessEmailReason = 'purchase' | 'resend' | 'seat' | 'gift'

export interface AccessEmailInput extends EmailSite {
  link: string
  expiresAt: Date
  /** e.g. ['F1 · Fundamentos GEO'] */
  guides: string[]
  /** a purchase, a fresh link on request, or a team seat or gift accepted without an account (nothing bought) */
  reason: AccessEmailReason
  /** the withdrawal consent given at checkout (purchase e-mails) */
  consent?: ConsentRecord | null
}

export function accessLinkEmail(input: AccessEmailInput) {
  // Nothing left to download (everything was refunded): the link shows the orders, refunds and invoices.
  const historyOnly = input.guides.length === 0
  const intro =
    input.reason === 'purchase'
      ? `¡Gracias por tu compra en ${input.siteName}! Ya puedes descargar tus guías premium.`
      : input.reason === 'gift'
        ? `Has aceptado tu regalo en ${input.siteName}: ya puedes leer el curso y descargar tus guías premium.`
        : input.reason === 'seat'
          ? `Has aceptado tu plaza del equipo en ${input.siteName}: ya puedes leer el curso y descargar tus guías premium.`
          : historyOnly
            ? `Aquí tienes un enlace para consultar tus pedidos, reembolsos y facturas de ${input.siteName}.`
            : `Aquí tienes un nuevo enlace de acceso a tus guías premium de ${input.siteName}.`
  const subject =
    input.reason === 'resend' ? `Tu nuevo enlace de acceso a ${input.siteName}` : `Tu acceso a ${input.siteName}`
  return composeEmail({
    subject,
    site: input,
    parts: [
      intro,
      gap,
      button(input.link, historyOnly ? 'Ver mis pedidos y facturas' : 'Acceder a mis guías', {
        text: ['Tu enlace personal de acceso:', input.link],
        copy: false,
      }),
      gap,
      historyOnly ? 'Ya no incluye acceso a las guías.' : list('Incluye:', input.guides),
      strong(
        'El enlace es válido hasta el ',
        longDate(input.expiresAt),
        `. No lo compartas: ${historyOnly ? 'muestra tus pedidos y facturas' : 'da acceso a tus descargas'}.`,
      ),
      htmlOnly(copyLink(input.link)),
      consentParts(input.reason === 'purchase' ? input.consent : null),
    ],
  })
}

export interface PaymentFailedEmailInput extends EmailSite {
  /** what was being bought, e.g. 'el curso completo' */
  product: string
  checkoutUrl: string
}

/** A delayed payment (SEPA debit…) was refused by the bank: nothing was charged and no access was given. */
export function paymentFailedEmail(input: PaymentFailedEmailInput) {
  return composeEmail({
    subject: `No hemos podido cobrar tu pago en ${input.siteName}`,
    site: input,
    parts: [
      `Tu banco ha rechazado el pago de ${input.product}, así que no se ha realizado ningún cargo y la compra no se ha completado.`,
      button(input.checkoutUrl, 'Volver a intentarlo', {
        text: `Si quieres intentarlo de nuevo, puedes volver a comprar con otro método de pago: ${input.checkoutUrl}`,
        copy: false,
      }),
    ],
  })
}

export interface RefundEmailInput extends EmailSite {
  /** e.g. '10 €' */
  amount: string
  /** what the refund took back, e.g. ['F3 · Autoridad Generativa']; empty for a goodwill refund */
  modules: string[]
}

/** A refund was made (from the support desk or Stripe's dashboard): the money and what access it took back. */
export function refundEmail(input: RefundEmailInput) {
  return composeEmail({
    subject: `Tu reembolso de ${input.amount} en ${input.siteName}`,
    site: input,
    parts: [
      `Hemos reembolsado ${input.amount} de tu compra en ${input.siteName}. El abono aparecerá en tu método de pago en 5–10 días hábiles, según tu banco.`,
      input.modules.length > 0 && `Con el reembolso se retira el acceso a: ${input.modules.join(', ')}.`,
    ],
  })
}

export interface WithdrawalEmailInput extends EmailSite {
  orderId: number
  /** e.g. 'Módulo F1: Fundamentos GEO' */
  product: string
  purchasedAt: string
  requestedAt: string
  /** e.g. '10 €' */
  amount: string
  /** e.g. ['F1 · Fundamentos GEO'] */
  modules: string[]
  name?: string | null
}

/** The acknowledgement of a withdrawal, on a durable medium: what was withdrawn from, when (Madrid), and what follows. */
export function withdrawalEmail(input: WithdrawalEmailInput) {
  return composeEmail({
    subject: `Hemos recibido tu desistimiento (pedido ${input.orderId})`,
    site: input,
    parts: [
      `${input.name ? `${input.name}, c` : 'C'}onfirmamos que el ${longDateTime(input.requestedAt)} (hora de Madrid) recibimos tu decisión de desistir del contrato de compra de ${input.product} (pedido ${input.orderId}, del ${longDate(input.purchasedAt)}).`,
      `Te devolvemos ${input.amount} con el mismo método de pago que usaste, sin ningún gasto para ti. Recibirás otro email cuando el reembolso esté hecho; el abono aparece en 5–10 días hábiles, según tu banco.`,
      input.modules.length > 0 && `Con el desistimiento se retira el acceso a: ${input.modules.join(', ')}.`,
      'Guarda este email: es el acuse de recibo de tu desistimiento.',
    ],
  })
}

export interface SeatsPaidEmailInput extends EmailSite {
  purpose: 'team' | 'gift'
  /** seats this order bought */
  quantity: number
  /** the team page, or a gift's on the buyer's dashboard (absolute URL) */
  teamUrl: string
  /** a guest buyer's access link, which takes them to the team page or their gifts */
  guestLink: string | null
  recipientEmail: string | null
  /** when the gift's e-mail leaves (ISO) */
  deliverAt: string | null
}

/** What happens after paying for a team's seats or a gift: invite the team, or when the gift arrives. */
export function seatsPaidEmail(input: SeatsPaidEmailInput) {
  const team = input.purpose === 'team'
  const subject = team
    ? `Tus ${input.quantity === 1 ? 'plaza' : `${input.quantity} plazas`} en ${input.siteName}: invita a tu equipo`
    : `Tu regalo de ${input.siteName} está listo`
  const seats = input.quantity === 1 ? '1 plaza' : `${input.quantity} plazas`
  const when = input.deliverAt ? longDateTime(input.deliverAt) : null
  const lines = team
    ? [
        `¡Gracias por tu compra! Tu equipo ya tiene ${seats} libres en ${input.siteName}.`,
        'Invita a cada persona por email desde la página de tu equipo: cada una recibirá su enlace y podrá empezar el curso en cuanto lo acepte. Las plazas son para tu equipo; tu compra no te da acceso al contenido a ti.',
        input.guestLink &&
          'Has comprado sin cuenta: abre tu enlace personal y crea tu cuenta en un solo paso, con tu nombre y una contraseña (el enlace ya confirma que este email es tuyo). Entrarás directamente en la página de tu equipo. Si ya tienes una cuenta con este email, inicia sesión desde el mismo enlace. No lo compartas.',
      ]
    : [
        `¡Gracias por tu regalo! ${input.recipientEmail ?? 'La persona que lo recibe'} recibirá un email con su enlace ${when ? `el ${when} (hora de Madrid)` : 'en breve'}.`,
        'Puedes desistir del regalo hasta que esa persona empiece a usarlo; te avisaremos por email cuando lo haga.',
      ]
  const link = input.guestLink ?? input.teamUrl
  const action = team
    ? input.guestLink
      ? 'Crear mi cuenta e invitar a mi equipo'
      : 'Invita a tu equipo'
    : 'Ver el regalo, cambiar la fecha o desistir'
  return composeEmail({
    subject,
    site: input,
    parts: [...lines, gap, button(link, action, { text: `${action}: ${link}` })],
    footnote: `La factura, a tu nombre${team ? ' o al de tu empresa' : ''}, te llegará en otro email.`,
  })
}

export interface SeatRefundedEmailInput extends EmailSite {
  /** who bought the seats (the company or the buyer's address) */
  team: string
}

/**
 * To a person invited to a team seat that support refunded before they accepted it: the invitation is
 * no longer valid (its link says so too), and who to ask.
 */
export function seatRefundedEmail(input: SeatRefundedEmailInput) {
  return composeEmail({
    subject: `Tu invitación a ${input.siteName} ya no está disponible`,
    site: input,
    parts: [
      `La plaza del curso a la que te invitó ${input.team} se ha reembolsado antes de que la aceptaras, así que tu enlace de invitación ya no funciona.`,
      'Si todavía quieres hacer el curso, habla con quien gestiona tu equipo: puede invitarte a otra plaza.',
    ],
  })
}
