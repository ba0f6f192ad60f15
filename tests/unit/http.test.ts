import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fetchPdf, NETWORK_ERROR, requestJson } from '@/components/http'

let server: http.Server
const pdfAsks: Record<string, number> = {}
let base = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const send = (status: number, data: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(data))
      }
      if (req.url === '/echo')
        return send(200, {
          method: req.method,
          type: req.headers['content-type'] ?? null,
          body: body ? JSON.parse(body) : null,
        })
      if (req.url === '/app-error') return send(400, { error: 'Email inválido' })
      if (req.url?.startsWith('/pdf-busy/')) {
        // busy twice (one PDF of this requester in the making, then every slot), then the PDF
        const n = (pdfAsks[req.url] = (pdfAsks[req.url] ?? 0) + 1)
        if (n <= 2 || req.url.endsWith('/always')) {
          res.writeHead(n === 1 ? 429 : 503, { 'Content-Type': 'application/json', 'Retry-After': '0' })
          return res.end(JSON.stringify({ error: 'Ya estamos preparando un PDF para ti.' }))
        }
        res.writeHead(200, { 'Content-Type': 'application/pdf' })
        return res.end('%PDF-1.7')
      }
      if (req.url === '/payload-error') return send(403, { errors: [{ message: 'No tienes permiso.' }] })
      res.writeHead(500, { 'Content-Type': 'text/html' })
      res.end('<h1>oops</h1>')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the browser’s one JSON helper', () => {
  it('sends JSON with the method asked for and reads JSON back', async () => {
    const result = await requestJson('PATCH', `${base}/echo`, { a: 1 })
    expect(result.ok).toBe(true)
    expect(result.body).toEqual({ method: 'PATCH', type: 'application/json', body: { a: 1 } })
    expect((await requestJson('GET', `${base}/echo`)).body).toMatchObject({ method: 'GET', type: null })
  })

  it('gives the server’s message, from the app’s endpoints or from Payload’s REST API', async () => {
    expect(await requestJson('POST', `${base}/app-error`, {})).toMatchObject({
      ok: false,
      status: 400,
      error: 'Email inválido',
    })
    expect(await requestJson('PATCH', `${base}/payload-error`, {})).toMatchObject({
      ok: false,
      status: 403,
      error: 'No tienes permiso.',
    })
  })

  it('a non-JSON answer or no answer at all becomes a Spanish message, never an exception', async () => {
    const broken = await requestJson('GET', `${base}/html`)
    expect(broken).toMatchObject({ ok: false, status: 500, body: null })
    expect(broken.error).toMatch(/error inesperado/)
    const offline = await requestJson('GET', 'http://127.0.0.1:1/nada')
    expect(offline).toMatchObject({ ok: false, status: 0, error: NETWORK_ERROR })
  })
})

describe('a PDF download', () => {
  it('waits what a 429 or 503 says and asks again, 3 times in all', async () => {
    const waits: number[] = []
    const sleep = async (ms: number) => void waits.push(ms)
    const ok = await fetchPdf(`${base}/pdf-busy/once`, sleep)
    expect(ok.status).toBe(200)
    expect(await ok.text()).toBe('%PDF-1.7')
    expect(waits).toEqual([0, 0])
    const refused = await fetchPdf(`${base}/pdf-busy/always`, sleep)
    expect(refused.status).toBe(503)
    expect(pdfAsks['/pdf-busy/always']).toBe(3)
  })
})
