/**
 * A browser event announcing that the session changed (signed in, signed up, signed out), so islands
 * that show the account — the header's AccountMenu — read it again without a full page reload.
 */
export const ACCOUNT_CHANGED_EVENT = 'academia:account-changed'

export function notifyAccountChanged() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(ACCOUNT_CHANGED_EVENT))
}
