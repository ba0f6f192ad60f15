/**
 * The box a gift's buyer ticks at checkout (issue 28): their withdrawal lasts until the recipient starts
 * using the gift (src/teams/gifts.ts `giftWithdrawal`). The order keeps the text, its version and when.
 */
export const GIFT_CONSENT = {
  version: '2026-11-26',
  text: 'Entiendo que puedo desistir de este regalo hasta que la persona que lo recibe empiece a usarlo (descargue una guía o abra una sección premium); desde ese momento pierdo mi derecho de desistimiento.',
} as const
