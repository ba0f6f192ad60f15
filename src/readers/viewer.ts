import { headers } from 'next/headers'
import { cache } from 'react'

import { viewerOf } from '@/entitlements/viewer'

import { getPayloadClient } from '@/readers/payload'

/** The viewer of the page being rendered (who is looking and what they own), read once per request. */
export const getViewer = cache(async () => viewerOf(await getPayloadClient(), await headers()))
