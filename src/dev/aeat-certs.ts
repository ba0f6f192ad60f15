/**
 * Throwaway certificates for the local agency (development and tests only), made with `openssl` into
 * `dir` (under .data/): a CA, the stand-in's server certificate (127.0.0.1, localhost) and a client
 * certificate as a PKCS#12 file with a password — the shape of the company's certificate. Reused when
 * they are already there.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export interface AeatCerts {
  dir: string
  ca: string
  serverKey: string
  serverCert: string
  /** the client certificate as PKCS#12 and its password (VERIFACTU_CERT_P12 / VERIFACTU_CERT_PASSWORD) */
  clientP12: string
  clientPassword: string
  /** a client certificate the CA did not sign (the stand-in must refuse it) */
  strangerP12: string
}

const PASSWORD = 'local-aeat-test'

const openssl = (args: string[], cwd: string) =>
  execFileSync('openssl', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] })
const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']

function clientP12(dir: string, name: string, subject: string, signer: { cert: string; key: string }) {
  openssl(['req', ...ec, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', subject], dir)
  openssl(
    [
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      signer.cert,
      '-CAkey',
      signer.key,
      '-CAcreateserial',
      '-days',
      '30',
      '-out',
      `${name}.crt`,
    ],
    dir,
  )
  openssl(
    [
      'pkcs12',
      '-export',
      '-inkey',
      `${name}.key`,
      '-in',
      `${name}.crt`,
      '-out',
      `${name}.p12`,
      '-passout',
      `pass:${PASSWORD}`,
    ],
    dir,
  )
}

/** Made in a directory of this process's own, then moved into place: parallel test workers never mix two sets. */
export function makeAeatCerts(dir: string): AeatCerts {
  const certs = certsIn(dir)
  if (fs.existsSync(certs.strangerP12)) return certs
  const tmp = `${dir}.tmp-${process.pid}`
  fs.rmSync(tmp, { recursive: true, force: true })
  generate(tmp)
  try {
    fs.renameSync(tmp, dir)
  } catch {
    fs.rmSync(tmp, { recursive: true, force: true }) // another process got there first
  }
  return certs
}

function certsIn(dir: string): AeatCerts {
  return {
    dir,
    ca: path.join(dir, 'ca.crt'),
    serverKey: path.join(dir, 'server.key'),
    serverCert: path.join(dir, 'server.crt'),
    clientP12: path.join(dir, 'client.p12'),
    clientPassword: PASSWORD,
    strangerP12: path.join(dir, 'stranger.p12'),
  }
}

function generate(dir: string) {
  fs.mkdirSync(dir, { recursive: true })
  openssl(
    ['req', '-x509', ...ec, '-keyout', 'ca.key', '-out', 'ca.crt', '-days', '30', '-subj', '/CN=Local AEAT test CA'],
    dir,
  )
  fs.writeFileSync(path.join(dir, 'server.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n')
  openssl(['req', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=127.0.0.1'], dir)
  openssl(
    [
      'x509',
      '-req',
      '-in',
      'server.csr',
      '-CA',
      'ca.crt',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-days',
      '30',
      '-extfile',
      'server.ext',
      '-out',
      'server.crt',
    ],
    dir,
  )
  clientP12(dir, 'client', '/CN=ACADEMIA GEO FORMACION SL/serialNumber=B87654323', { cert: 'ca.crt', key: 'ca.key' })
  openssl(
    [
      'req',
      '-x509',
      ...ec,
      '-keyout',
      'other-ca.key',
      '-out',
      'other-ca.crt',
      '-days',
      '30',
      '-subj',
      '/CN=Someone else',
    ],
    dir,
  )
  clientP12(dir, 'stranger', '/CN=Stranger', { cert: 'other-ca.crt', key: 'other-ca.key' })
}
