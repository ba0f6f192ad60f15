import { formatEuros } from './money'
import type {
  Entitlement,
  GlossaryTerm,
  GuestGrant,
  Module,
  Order,
  Seat,
  TeamManager,
  VerifactuRecord,
} from '@/payload-types'

import { moduleName } from './module-names'

export { guideTitle, moduleName } from './module-names'

export const difficultyLabel: Record<Module['difficulty'], string> = {
  principiante: 'Principiante',
  intermedio: 'Intermedio',
  avanzado: 'Avanzado',
}

/** 'Gratis', 'Próximamente' or the module's price. */
export function priceLabel(module: Pick<Module, 'free' | 'comingSoon' | 'price'>): string {
  if (module.free || module.price === 0) return 'Gratis'
  if (module.comingSoon) return 'Próximamente'
  return formatEuros(module.price)
}

/** 'MÓDULO F0 - GRATIS', 'MÓDULO F3', 'MÓDULO F6 - PRÓXIMAMENTE' */
export function moduleBadge(module: Pick<Module, 'code' | 'free' | 'comingSoon' | 'price'>): string {
  const status = module.free || module.price === 0 ? ' - GRATIS' : module.comingSoon ? ' - PRÓXIMAMENTE' : ''
  return `MÓDULO ${module.code}${status}`
}

/** 4.9 → '4,9' */
export const formatRating = (value: number) =>
  new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }).format(value)

/** Definitions by slug, for the glossary tooltips of rich text. */
export const glossaryMap = (terms: GlossaryTerm[]) => Object.fromEntries(terms.map((t) => [t.slug, t.definition]))

/**
 * The label of a CMS link (navigation, related links). A link to a module's page ('/curso/f3') or to its
 * place in the methodology ('/metodologia#f3') is named after the module as it is today, whatever label
 * was typed: renaming a module renames every link to it.
 */
export function linkLabel(
  link: { label: string; href: string },
  modules: Pick<Module, 'slug' | 'code' | 'title'>[],
): string {
  const match = /^\/(curso\/|metodologia#)([a-z0-9-]+)$/.exec(link.href)
  const module = match && modules.find((m) => m.slug === match[2])
  if (!match || !module) return link.label
  return match[1] === 'curso/' ? moduleName(module) : `${moduleName(module)} en la metodología`
}

/**
 * The states a person reads (support desk, admin lists and selects): one map per kind of record, used
 * everywhere, so a state is never shown as its code ('partially_refunded') or named two ways.
 */
export const ORDER_STATUS_LABELS: Record<Order['status'], string> = {
  pending: 'Pendiente',
  paid: 'Pagado',
  partially_refunded: 'Reembolsado en parte',
  refunded: 'Reembolsado',
  expired: 'Caducado',
}

/** A refund recorded on an order, as Stripe last reported it. */
export const REFUND_STATUS_LABELS = {
  pending: 'En curso',
  succeeded: 'Hecho',
  failed: 'Fallido: el dinero no se devolvió',
  canceled: 'Cancelado',
} as const

export const ENTITLEMENT_SOURCE_LABELS: Record<Entitlement['source'], string> = {
  purchase: 'Compra de módulo',
  bundle: 'Compra del curso completo',
  'staff-grant': 'Concedido por soporte',
  seat: 'Plaza de un equipo o regalo',
}

/** Whom a purchase is for (issue 28): the buyer, a team (seats), or someone else (a gift). */
export const ORDER_PURPOSE_LABELS: Record<NonNullable<Order['purpose']>, string> = {
  self: 'Para el comprador',
  team: 'Para un equipo (plazas)',
  gift: 'Regalo',
}

/** Why a purchase carries no consumer right of withdrawal. */
export const WITHDRAWAL_EXEMPTION_LABELS: Record<NonNullable<Order['withdrawalExemption']>, string> = {
  business:
    'Compra de empresa (con razón social y NIF o número de IVA): el derecho de desistimiento es de los consumidores',
}

/** A seat of a team or a gift (src/teams/seat-states.ts). */
export const SEAT_STATUS_LABELS: Record<Seat['status'], string> = {
  free: 'Libre',
  invited: 'Pendiente de aceptar',
  claimed: 'Aceptada',
  refunded: 'Reembolsada',
}

export const TEAM_MANAGER_ROLE_LABELS: Record<TeamManager['role'], string> = {
  buyer: 'Comprador',
  'co-manager': 'Cogestor',
}

export const GUEST_GRANT_PURPOSE_LABELS: Record<GuestGrant['purpose'], string> = {
  purchase: 'Email de la compra',
  'success-page': 'Página de pago completado',
  resend: 'Reenvío',
}

export type AccessState = 'active' | 'revoked' | 'expired'
export const ACCESS_STATE_LABELS: Record<AccessState, string> = {
  active: 'Activo',
  revoked: 'Revocado',
  expired: 'Caducado',
}

/** Where a VERI*FACTU record stands with the tax agency. */
export const VERIFACTU_STATUS_LABELS: Record<VerifactuRecord['status'], string> = {
  pending: 'Pendiente de envío',
  accepted: 'Aceptado',
  accepted_with_errors: 'Aceptado con errores',
  rejected: 'Rechazado',
}

/** Where a module access or a guest link stands: revoked first, then expired (links only), else active. */
export function accessState(
  row: { revokedAt?: string | null; expiresAt?: string | null },
  now = Date.now(),
): AccessState {
  if (row.revokedAt) return 'revoked'
  if (row.expiresAt && Date.parse(row.expiresAt) <= now) return 'expired'
  return 'active'
}

/** A label map as the options of an admin select field. */
export const selectOptions = <T extends string>(labels: Record<T, string>) =>
  (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ label, value }))

/** How an order is paid: at once (card and other immediate methods on Stripe's page) or by bank transfer. */
export const PAYMENT_METHOD_LABELS: Record<NonNullable<Order['paymentMethod']>, string> = {
  card: 'Tarjeta u otro método inmediato',
  transfer: 'Transferencia bancaria',
}
