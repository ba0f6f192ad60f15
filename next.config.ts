import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { NEGOTIATED_RULE, securityHeaderRules } from './src/security/headers'

const nextConfig: NextConfig = {
  // Where `next start` finds the build (default `.next`): the test lanes each serve their own copy (src/dev/lanes.ts).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // One type check of the whole project (tests included): `tsc --noEmit` in `npm test`, which runs beside the
  // build, and in the Dockerfile before it. Next's own would run the same check a second time.
  typescript: { ignoreBuildErrors: true },
  // Turbopack keeps a cache of each build for the next one (.next/cache): a CI run builds once from a clean
  // clone and would only pay for writing it.
  experimental: { turbopackFileSystemCacheForBuild: process.env.CI !== 'true' },
  // `npm run dev` answers at both loopback names; Next's dev server refuses its scripts to any other.
  allowedDevOrigins: ['127.0.0.1', 'localhost'],
  // Every HTML response would be hashed for its ETag on every request (a fifth of the server's CPU
  // time on a cached page); pages change on publish and the proxy in front revalidates them.
  generateEtags: false,
  images: { localPatterns: [{ pathname: '/api/media/file/**' }] },
  // One copy of Payload for pages and API routes alike. Bundled, each got its own copy, and the copy
  // that started Payload first (often a page) threw errors the other's `instanceof` checks did not
  // recognise: REST validation errors lost their fields, and the minified class names hid them.
  serverExternalPackages: ['payload'],
  async redirects() {
    return [
      { source: '/casos-reales', destination: '/casos', permanent: true },
      { source: '/coach', destination: '/metodologia', permanent: false },
    ]
  },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Security headers on every response (src/security/headers.ts; the admin's nonce policy comes from
 * src/proxy.ts). Payload asks every response for the colour-scheme client hint (Accept-CH, Critical-CH, Vary) for its
 * admin theme. On the public site that would make browsers retry the first request and split every
 * cached page by the hint: keep those headers to the admin.
 */
export default {
  ...config,
  async headers() {
    const rules = (await config.headers?.()) ?? []
    const payloadRules = rules.map((rule) => (rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule))
    return [...securityHeaderRules(process.env.NODE_ENV === 'development'), NEGOTIATED_RULE, ...payloadRules]
  },
} satisfies NextConfig
