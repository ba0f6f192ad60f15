import path from 'node:path'

import { makeAeatCerts } from './aeat-certs'
import { startLocalAeat } from './local-aeat'

/**
 * The certificate-free default for VERI*FACTU (development, tests, bench): throwaway certificates under
 * `dir` and the local agency stand-in on loopback; returns the environment that points the app's sender
 * at it. With VERIFACTU_CERT_P12 set, `npm run dev` talks to the agency named by the settings instead.
 */
export async function localAeatDefaults(
  dir: string,
  o: { waitSeconds?: number; quiet?: boolean; respectEnv?: boolean } = {},
) {
  if (o.respectEnv && process.env.VERIFACTU_CERT_P12) return { env: {} as Record<string, string>, aeat: null }
  const certs = makeAeatCerts(path.join(dir, 'aeat-certs'))
  const aeat = await startLocalAeat({ certs, waitSeconds: o.waitSeconds, log: o.quiet ? () => {} : undefined })
  return { env: aeat.env as Record<string, string>, aeat }
}
