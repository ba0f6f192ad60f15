/**
 * The cost of the reading tracker's report on a module page (POST /api/learning/progress, the one
 * small request the page sends every few seconds while sections are being read): bytes sent and
 * received, latency p50/p99 over 300 sequential reports and over 300 sent 30 at a time (several tabs),
 * and the owner's module page itself (which reads the stored progress) p50/p99. Called by bench/run.ts
 * with the running app and an admin's headers; prints its figures.
 */
interface Figures {
  p50: number
  p99: number
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}
const figures = (ms: number[]): Figures => ({ p50: percentile(ms, 50), p99: percentile(ms, 99) })
const fmt = (f: Figures) => `p50 ${f.p50.toFixed(1)} ms  p99 ${f.p99.toFixed(1)} ms`

async function json(url: string, init: RequestInit) {
  const res = await fetch(url, init)
  if (!res.ok) throw new Error(`${init.method} ${url}: ${res.status} ${await res.text()}`)
  return res.json()
}

export async function benchProgress(appUrl: string, admin: Record<string, string>) {
  const email = `bench-reader-${Date.now()}@example.com`
  const password = 'bench-reader-password'
  const user = (
    await json(`${appUrl}/api/users`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ email, password, name: 'Lectora' }),
    })
  ).doc
  const f3 = (await json(`${appUrl}/api/modules?where[slug][equals]=f3&depth=0`, { method: 'GET', headers: admin }))
    .docs[0]
  await json(`${appUrl}/api/entitlements`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ user: user.id, email, module: f3.id, grantReason: 'Banco de pruebas' }),
  })
  const { token } = await json(`${appUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const anchors: string[] = [...(f3.previewSections ?? []), ...(f3.premiumSections ?? [])].map(
    (s: { anchor: string }) => s.anchor,
  )
  const headers = { 'Content-Type': 'application/json', Authorization: `JWT ${token}` }

  // What the tracker sends: the sections that became read since the last report (usually one or two).
  const body = (i: number) =>
    JSON.stringify({ module: 'f3', seen: [anchors[i % anchors.length], anchors[(i + 1) % anchors.length]] })
  let received = 0
  const report = async (i: number) => {
    const t = performance.now()
    const res = await fetch(`${appUrl}/api/learning/progress`, { method: 'POST', headers, body: body(i) })
    const text = await res.text()
    if (!res.ok) throw new Error(`progress: ${res.status} ${text}`)
    received = Buffer.byteLength(text)
    return performance.now() - t
  }
  for (let i = 0; i < 20; i++) await report(i) // warm-up
  const sequential: number[] = []
  for (let i = 0; i < 300; i++) sequential.push(await report(i))
  const concurrent: number[] = []
  for (let round = 0; round < 10; round++)
    concurrent.push(...(await Promise.all(Array.from({ length: 30 }, (_, i) => report(round * 30 + i)))))

  const page: number[] = []
  const cookie = { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' }
  for (let i = 0; i < 5; i++) await (await fetch(`${appUrl}/curso/f3`, { headers: cookie })).text()
  for (let i = 0; i < 50; i++) {
    const t = performance.now()
    await (await fetch(`${appUrl}/curso/f3`, { headers: cookie })).text()
    page.push(performance.now() - t)
  }

  console.log('\nReading progress on a module page (POST /api/learning/progress, owner of F3)')
  console.log(
    `  request body ${Buffer.byteLength(body(0))} B (+ headers), response ${received} B; one request every 5 s at most while reading`,
  )
  console.log(`  report, sequential (300)            ${fmt(figures(sequential))}`)
  console.log(`  report, 30 tabs at once (10 × 30)   ${fmt(figures(concurrent))}`)
  console.log(`  owner's module page /curso/f3 (50)  ${fmt(figures(page))}`)
}

// `npx tsx bench/progress.ts` against a running app: BASE_URL, ADMIN_EMAIL, ADMIN_PASSWORD.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const base = process.env.BASE_URL ?? 'http://localhost:3000'
  const { token } = await json(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
  })
  await benchProgress(base, { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' })
}
