/**
 * The one licence of a paid guide, worded once: the cover states it for "the buyer", the stamp added at
 * download time states it for the buyer's e-mail in the footer of every page.
 */
export const LICENCE_HOLDER_ON_COVER = 'quien compró esta guía'

/** 'Licencia personal de ana@example.com · No redistribuir' */
export const personalLicence = (holder: string) => `Licencia personal de ${holder} \u00b7 No redistribuir`

export const LICENCE_TERMS =
  'Puedes leerla, imprimirla y usarla en tu trabajo. No la compartas, publiques ni revendas: cada descarga lleva el correo de su titular en el pie de todas las páginas.'
