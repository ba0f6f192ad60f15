/**
 * Who may create which account from which credential when a team was bought without an account (issue 35;
 * the credentials: src/entitlements/credentials.ts). An e-mailed link proves the address: the account is
 * created confirmed and the address's guest rows join it. The browser that started the checkout proves its
 * order: the account is created unconfirmed and only that order's team joins it. Never over an existing
 * account, never for a signed-in visitor, never without a team bought as a guest. Reads and writes:
 * src/accounts/buyer-account.ts.
 */
import { NEEDS_ADDRESS_PROOF, type GuestProof } from '@/entitlements/credentials'

/** What the visitor holds: an e-mailed link (or its cookie), or the browser that started a checkout. */
export type BuyerCredential =
  | { kind: 'link'; email: string; proof: GuestProof }
  | { kind: 'checkout'; email: string; orderId: number; guestTeam: boolean }

export interface BuyerSituation {
  /** null: no credential, or a link that is unknown, expired or revoked */
  credential: BuyerCredential | null
  /** teams the credential's address bought as a guest and still manages as one (not refunded) */
  guestTeams: number
  accountExists: boolean
  /** the account this browser is signed in to, if any */
  signedInEmail: string | null
}

export type BuyerAccountPlan =
  | { ok: true; confirmed: true; attach: 'address' }
  | { ok: true; confirmed: false; attach: { team: number } }
  | {
      ok: false
      status: 403 | 404 | 409
      message: string
      reason: 'no-credential' | 'signed-in' | 'order-only' | 'no-team' | 'account-exists'
    }

export const LINK_NOT_VALID = 'Este enlace no es válido o ha caducado. Pide uno nuevo en «¿Has perdido tu enlace?».'
export const NO_TEAM = 'Este enlace no corresponde a ningún equipo comprado sin cuenta.'
export const accountExistsMessage = (email: string) =>
  `Ya existe una cuenta con ${email}. Inicia sesión con ella (o recupera tu contraseña) y abre de nuevo el enlace del email: tu equipo se añadirá a tu cuenta.`

/** Who may create which account from which credential, and what it gets. */
export function buyerAccountPlan(s: BuyerSituation): BuyerAccountPlan {
  const c = s.credential
  if (!c) return { ok: false, status: 403, message: LINK_NOT_VALID, reason: 'no-credential' }
  if (s.signedInEmail) {
    return {
      ok: false,
      status: 409,
      message: `Ya has iniciado sesión como ${s.signedInEmail}. Cierra la sesión para crear otra cuenta.`,
      reason: 'signed-in',
    }
  }
  if (c.kind === 'link' && c.proof.kind !== 'address')
    return { ok: false, status: 403, message: NEEDS_ADDRESS_PROOF, reason: 'order-only' }
  // the address's account, once made, is where its teams are: its owner signs in (asking again says so)
  if (s.accountExists)
    return { ok: false, status: 409, message: accountExistsMessage(c.email), reason: 'account-exists' }
  if (c.kind === 'link' ? s.guestTeams === 0 : !c.guestTeam)
    return { ok: false, status: 404, message: NO_TEAM, reason: 'no-team' }
  return c.kind === 'link'
    ? { ok: true, confirmed: true, attach: 'address' }
    : { ok: true, confirmed: false, attach: { team: c.orderId } }
}
