/**
 * Runs the committed migrations in-process (what `payload migrate` does), for the test and benchmark
 * harnesses: errors surface here instead of a CLI that can exit quietly.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { migrate } from '@/database/pool'

const payload = await getPayload({ config })
await migrate(payload)
await payload.destroy()
process.exit(0)
