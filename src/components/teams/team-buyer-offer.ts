import type { Payload } from 'payload'

import { teamsBoughtBy } from '@/accounts/buyer-account'

import type { TeamBuyerOffer } from './TeamBuyerAccess'

/**
 * The way to /equipo for a visitor holding a link e-mailed to `email` (its token, or its cookie: `token` null),
 * or null when the address bought no team that is still paid for (the page then stays as it was).
 */
export async function teamBuyerOffer(
  payload: Payload,
  args: { email: string; token: string | null; signedInEmail: string | null; here: string },
): Promise<TeamBuyerOffer | null> {
  const email = args.email.toLowerCase()
  const teams = await teamsBoughtBy(payload, email)
  if (!teams.guest.length && !teams.inAccount.length) return null
  if (args.signedInEmail === email) return { kind: 'same-account', attach: teams.guest.length > 0, token: args.token }
  if (args.signedInEmail) {
    return {
      kind: 'other-account',
      email,
      signedInAs: args.signedInEmail,
      signOutHint: 'Cierra la sesión y vuelve a abrir el enlace del email para gestionarlo.',
    }
  }
  const exists =
    (await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true }))
      .totalDocs > 0
  const signInHref = `/auth?redirect=${encodeURIComponent(args.here)}`
  if (exists || !teams.guest.length)
    return {
      kind: 'sign-in',
      email,
      signInHref,
      forgotHref: `/auth?modo=recuperar&redirect=${encodeURIComponent(args.here)}`,
    }
  return {
    kind: 'create',
    email,
    endpoint: '/api/guest-access/account',
    credential: args.token ? { token: args.token } : {},
    confirmed: true,
    signInHref,
  }
}
