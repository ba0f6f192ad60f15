import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'

/** Where the W3C Nu HTML Checker's jar lives (the `vnu-jar` package exports its path). */
const vnuJar: string = createRequire(import.meta.url)('vnu-jar')

export interface HtmlProblem {
  page: string
  line?: number
  message: string
  extract?: string
}

/**
 * Validates several HTML documents with one run of the Nu HTML Checker (one JVM for all of them):
 * each page is written to a temporary file; the checker's errors come back named by page.
 */
export async function validateHtml(pages: { name: string; html: string }[]): Promise<HtmlProblem[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'))
  try {
    const fileToPage = new Map<string, string>()
    pages.forEach((p, i) => {
      const file = path.join(dir, `${String(i).padStart(3, '0')}.html`)
      fs.writeFileSync(file, p.html)
      fileToPage.set(file, p.name)
    })
    // The checker writes its JSON report to stderr; failures of its own (e.g. a too small thread stack) to stdout.
    const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
      (resolve, reject) => {
        const child = spawn(
          process.env.JAVA ?? 'java',
          // a short run: the quick compiler and the serial collector spend less CPU than the JVM's defaults
          [
            '-Xss8m',
            '-XX:TieredStopAtLevel=1',
            '-XX:+UseSerialGC',
            '-jar',
            vnuJar,
            '--errors-only',
            '--format',
            'json',
            ...fileToPage.keys(),
          ],
          { stdio: ['ignore', 'pipe', 'pipe'] },
        )
        let out = ''
        let err = ''
        child.stdout.on('data', (chunk) => (out += chunk))
        child.stderr.on('data', (chunk) => (err += chunk))
        child.on('error', reject)
        child.on('close', (exit) => resolve({ code: exit, stdout: out, stderr: err }))
      },
    )
    let report: { messages?: { type: string; url?: string; lastLine?: number; message: string; extract?: string }[] }
    try {
      report = JSON.parse(stderr)
    } catch {
      throw new Error(`the HTML checker failed (exit ${code}): ${(stdout + stderr).slice(0, 2000)}`)
    }
    return (report.messages ?? [])
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map((m) => ({
        page: fileToPage.get(m.url ? decodeURIComponent(new URL(m.url).pathname) : '') ?? m.url ?? '?',
        line: m.lastLine,
        message: m.message,
        extract: m.extract?.replace(/\s+/g, ' ').trim(),
      }))
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** One line per problem: `page:line  message  «extract»`. */
export const describeProblems = (problems: HtmlProblem[]) =>
  problems
    .map((p) => `${p.page}:${p.line ?? '?'}  ${p.message}${p.extract ? `  «${p.extract.slice(0, 120)}»` : ''}`)
    .join('\n')
