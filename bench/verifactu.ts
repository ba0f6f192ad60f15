/**
 * VERI*FACTU figures: (1) records built per second (the app's own builder, chained fingerprints) and
 * validated per second against the agency's XSD (xmllint, messages of 1,000); (2) a burst of 2,000
 * records sent by the sender to the local agency (mutual TLS, its XSD and checks, a wait of
 * BENCH_AEAT_WAIT seconds, default 5, between messages), on a real PostgreSQL: messages, the agency's
 * early sends (must be 0), duplicates (must be 0), and how long the last record took to be accepted;
 * (3) the chain check (every fingerprint recomputed, every link followed) on 100,000 records.
 * `npx tsx bench/verifactu.ts`, and part of `npm run bench`.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'

import { makeAeatCerts } from '../src/dev/aeat-certs'
import { startLocalAeat } from '../src/dev/local-aeat'
import { buildAlta, type ChainHead } from '../src/verifactu/alta'
import { chainIntact } from '../src/verifactu/chain'
import { sendPending } from '../src/verifactu/sender'
import { submissionDocument } from '../src/verifactu/soap'
import { readCertificate } from '../src/verifactu/transport'
import { verifactuDatabase } from '../tests/support/verifactu-db'

const ROOT = path.resolve(import.meta.dirname, '..')
const XSD = path.join(ROOT, 'src/verifactu/xsd/SuministroLR.xsd')
const site = {
  legal: {
    companyName: 'Academia GEO Formación, S.L.',
    taxId: 'B87654323',
    address: 'Calle de Alcalá, 123',
    postalCode: '28009',
    city: 'Madrid',
  },
}
const issuer = {
  name: 'Academia GEO Formación, S.L.',
  taxId: 'B87654323',
  address: '',
  registry: '',
  email: 'soporte@example.com',
}
const buyer = { name: null, email: 'ana@example.com', taxIdType: null, taxId: null, country: 'ES' }

function build(n: number) {
  const records = []
  let head: ChainHead = null
  const start = Date.now() - n * 1000
  for (let i = 1; i <= n; i++) {
    const invoice = {
      id: i,
      number: `2026-A-${String(i).padStart(6, '0')}`,
      kind: 'invoice' as const,
      issuedAt: new Date(start + i * 1000).toISOString(),
      issuer,
      buyer,
      lines: [{ description: 'Módulo F2', amount: 1000 }],
      rate: 21,
      net: 826,
      tax: 174,
      total: 1000,
    }
    const record = buildAlta({ invoice, site, head, taxability: 'standard_rated', at: new Date(invoice.issuedAt) })
    records.push(record)
    head = {
      sequence: i,
      issuerNif: record.issuerNif,
      invoiceNumber: record.invoiceNumber,
      issueDate: record.issueDate,
      huella: record.huella,
    }
  }
  return records
}

export async function verifactuBench(total = 2000) {
  console.log('\nVERI*FACTU')
  let t = performance.now()
  const records = build(total)
  const buildMs = performance.now() - t
  t = performance.now()
  for (let i = 0; i < records.length; i += 1000) {
    const doc = submissionDocument(
      { nif: site.legal.taxId, name: site.legal.companyName },
      records.slice(i, i + 1000).map((r) => r.xml),
    )
    const out = spawnSync('xmllint', ['--noout', '--nonet', '--schema', XSD, '-'], { input: doc })
    if (out.status !== 0) throw new Error(`xmllint: ${String(out.stderr).slice(0, 300)}`)
  }
  const validateMs = performance.now() - t
  console.log(
    `  ${total} records built: ${Math.round(total / (buildMs / 1000))}/s; validated against the XSD: ${Math.round(total / (validateMs / 1000))}/s`,
  )

  // The whole chain checked as /api/health checks its latest links: every fingerprint recomputed from the XML
  // and every link followed, on BENCH_CHAIN_RECORDS records (default 100,000).
  const chainSize = Number(process.env.BENCH_CHAIN_RECORDS || 100_000)
  t = performance.now()
  const long = build(chainSize)
  const longBuildMs = performance.now() - t
  const rows = long.map((r) => ({
    sequence: r.sequence,
    kind: r.kind,
    huella: r.huella,
    previous_huella: r.previousHuella ?? '',
    xml: r.xml,
  }))
  t = performance.now()
  const intact = chainIntact(rows)
  const checkMs = performance.now() - t
  rows[Math.floor(chainSize / 2)].xml = rows[Math.floor(chainSize / 2)].xml.replace(
    '<sum1:ImporteTotal>10.00<',
    '<sum1:ImporteTotal>1.00<',
  )
  const noticed = !chainIntact(rows)
  console.log(
    `  chain check on ${chainSize} records: ${(checkMs / 1000).toFixed(1)} s (${Math.round(chainSize / (checkMs / 1000))}/s; built in ${(longBuildMs / 1000).toFixed(1)} s), intact ${intact}, a changed amount in the middle noticed ${noticed}`,
  )
  long.length = 0

  const waitSeconds = Number(process.env.BENCH_AEAT_WAIT || 5)
  const certs = makeAeatCerts(path.join(ROOT, '.data/bench-aeat'))
  const aeat = await startLocalAeat({ certs, waitSeconds, log: () => {} })
  const db = await verifactuDatabase()
  try {
    // A first record teaches the sender the agency's wait; then the burst arrives at once.
    const all = build(total + 1)
    await db.add(burstOf(all.slice(0, 1)))
    const options = {
      transport: {
        endpoint: aeat.endpoint,
        pfx: readCertificate(certs.clientP12),
        passphrase: certs.clientPassword,
        ca: fs.readFileSync(certs.ca),
        timeoutMs: 60_000,
      },
      issuerName: site.legal.companyName,
    }
    await sendPending(db.pool, options)
    const burst = all.slice(1)
    const t0 = Date.now()
    await db.add(burstOf(burst))
    for (;;) {
      const result = await sendPending(db.pool, options)
      if (result.kind === 'idle') break
      await new Promise((r) =>
        setTimeout(r, result.kind === 'wait' ? Math.max(20, result.until.getTime() - Date.now()) : 100),
      )
    }
    const lastMs = Date.now() - t0
    const state = aeat.state()
    const messages = (await db.submissions()).length - 1
    console.log(
      `  burst of ${total} (agency wait ${waitSeconds} s): ${messages} messages, last record accepted after ${(lastMs / 1000).toFixed(1)} s; early sends ${state.earlySends}, duplicates ${state.registeredTwice}, refused ${state.recordsReceived - state.registered}`,
    )
  } finally {
    await db.close()
    await aeat.close()
  }
}

const burstOf = (records: ReturnType<typeof build>) =>
  records.map((r) => ({
    xml: r.xml,
    huella: r.huella,
    number: r.invoiceNumber,
    date: r.issueDate,
    kind: 'alta' as const,
  }))

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await verifactuBench()
