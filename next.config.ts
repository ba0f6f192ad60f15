import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  images: { localPatterns: [{ pathname: '/api/media/file/**' }] },
  async redirects() {
    return [
      { source: '/casos-reales', destination: '/casos', permanent: true },
      { source: '/coach', destination: '/metodologia', permanent: false },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
