/** Social profiles and personal sites of team members: the networks editors pick from, with Spanish labels. */
export const SOCIAL_NETWORKS = {
  linkedin: 'LinkedIn',
  x: 'X (Twitter)',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  github: 'GitHub',
  youtube: 'YouTube',
  web: 'Web personal',
} as const

export type SocialNetwork = keyof typeof SOCIAL_NETWORKS

export const socialLabel = (network: string) => SOCIAL_NETWORKS[network as SocialNetwork] ?? 'Perfil'

/** Why a profile address cannot be published (a full https:// address), or null when it can. */
export function profileUrlIssue(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return 'Escribe la dirección completa del perfil.'
  try {
    const url = new URL(value.trim())
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('protocol')
    return null
  } catch {
    return 'Escribe una dirección completa que empiece por https:// (p. ej. https://www.linkedin.com/in/tu-nombre).'
  }
}
