/**
 * The AI-citability checker's own cost on a 1 MB page: scanning the HTML and running every check
 * (src/checker), without the network. Prints the median and the 95th percentile over 30 runs, for an
 * ordinary page and for hostile markup (thousands of stray '<', an unterminated quote, a huge JSON-LD
 * block). `npx tsx bench/checker.ts`, and part of `npm run bench`.
 */
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'

import { scanHtml } from '../src/checker/html'
import { runChecks, scoreOf } from '../src/checker/rules'

const MB = 1024 * 1024

function ordinaryPage() {
  const section = (i: number) =>
    `<section id="s${i}"><h2>¿Cómo se hace el paso ${i}?</h2><p>Texto del paso ${i} con <a href="https://fuente${i % 50}.es/dato">una fuente</a> y <strong>énfasis</strong> &amp; entidades.</p>
<ul><li>uno</li><li>dos</li><li>tres</li></ul><table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>
<script>window.__data${i} = {"x": "<p>no es texto</p>"}</script></section>\n`
  let html = `<!doctype html><html lang="es"><head><title>Página de 1 MB</title><meta name="author" content="Ana">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","datePublished":"2026-01-01"}</script></head><body><h1>Título</h1>
<p>Respuesta directa de la página en una frase de más de doce palabras, como debe ser al principio.</p>`
  for (let i = 0; html.length < MB; i++) html += section(i)
  return `${html}</body></html>`
}

function hostilePage() {
  const chunk = `<<<<a href="x ${'<'.repeat(200)} <p class='sin cerrar ${'&amp;'.repeat(100)}`
  let html = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Thing', x: 'y'.repeat(200_000) })}</script>`
  while (html.length < MB) html += chunk
  return html
}

function measure(html: string) {
  const url = new URL('https://ejemplo.es/pagina')
  const times: number[] = []
  let score = 0
  for (let i = 0; i < 30; i++) {
    const start = performance.now()
    score = scoreOf(
      runChecks({ scan: scanHtml(html), url, site: { robots: 'User-agent: *\nAllow: /', llmsTxt: true } }),
    )
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return { median: times[15], p95: times[28], score }
}

export function checkerBench() {
  console.log('\nAI-citability checker (scan + 10 checks, no network), 30 runs each:')
  for (const [name, html] of [
    ['ordinary page', ordinaryPage()],
    ['hostile markup', hostilePage()],
  ] as const) {
    const { median, p95, score } = measure(html)
    console.log(
      `  ${name.padEnd(15)} ${(html.length / MB).toFixed(2)} MB: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (score ${score})`,
    )
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) checkerBench()
