/**
 * The repository's nginx (deploy/nginx.conf) in front of two stand-in instances: one whose every API
 * answer is the app's own 503 (as when Stripe or the database fails), one healthy. Those 503s must
 * reach the client as they are and must not mark the instance failed: counting them let a Stripe
 * outage take every instance out of the upstream.
 */
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { nginxAvailable, startNginx } from '@/dev/nginx'

const servers: http.Server[] = []
let proxy: Awaited<ReturnType<typeof startNginx>> | undefined
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-upstream-'))

function instance(name: string, apiStatus: number) {
  const server = http.createServer((req, res) => {
    const status = req.url?.startsWith('/api/') ? apiStatus : 200
    res.writeHead(status, {
      'Content-Type': 'application/json',
      'X-Instance': name,
      ...(status === 503 ? { 'Retry-After': '5' } : {}),
    })
    res.end(JSON.stringify({ instance: name }))
  })
  servers.push(server)
  return new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  )
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

beforeAll(async () => {
  if (!nginxAvailable()) return
  const ports = [await instance('busy', 503), await instance('healthy', 200)]
  proxy = await startNginx({ appPort: ports, listenPort: await freePort(), dir })
}, 30_000)

afterAll(async () => {
  await proxy?.stop()
  for (const server of servers) server.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe.skipIf(!nginxAvailable())('nginx upstream policy', () => {
  it("passes the app's own 503 through (with Retry-After) and keeps sending that instance its share", async () => {
    const answers: { status: number; instance: string | null; retryAfter: string | null }[] = []
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${proxy!.url}/api/checkout/verify`, { method: 'GET' })
      answers.push({
        status: res.status,
        instance: res.headers.get('x-instance'),
        retryAfter: res.headers.get('retry-after'),
      })
      await res.arrayBuffer()
    }
    const busy = answers.filter((a) => a.instance === 'busy')
    // Round robin over two instances: half each. Counting 503s as failures left the busy one out after two.
    expect(busy.length, JSON.stringify(answers)).toBeGreaterThanOrEqual(5)
    for (const answer of busy) expect(answer).toMatchObject({ status: 503, retryAfter: '5' })
    expect(answers.filter((a) => a.instance === 'healthy').every((a) => a.status === 200)).toBe(true)
  })
})
