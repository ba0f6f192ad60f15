import fs from 'node:fs'
import path from 'node:path'

export interface ReceivedMail {
  to: string[]
  from: string | null
  subject: string
  text: string
  html: string
  /** header names in lower case */
  headers?: Record<string, string>
  receivedAt: string
}

const mailDir = () => {
  const dir = process.env.TEST_MAIL_DIR
  if (!dir) throw new Error('TEST_MAIL_DIR is not set: run the tests through `npm test`')
  return dir
}

export function allMail(dir = mailDir()): ReceivedMail[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as ReceivedMail)
}

export function mailTo(address: string, dir = mailDir()) {
  return allMail(dir).filter((m) => m.to.includes(address.toLowerCase()))
}

/** Mail to `address` other than invoices (each paid order also e-mails its invoice: src/invoicing). */
export const mailButInvoicesTo = (address: string, dir = mailDir()) => mailTo(address, dir).filter((m) => !/^Tu factura/.test(m.subject))

/** Waits for a message to `address` matching `predicate`. */
export async function waitForMail(address: string, predicate: (m: ReceivedMail) => boolean = () => true, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = mailTo(address).filter(predicate)
    if (found.length) return found[found.length - 1]
    if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

export function firstLink(mail: ReceivedMail, pattern: RegExp) {
  const match = mail.text.match(pattern) ?? mail.html.match(pattern)
  if (!match) throw new Error(`no link matching ${pattern} in "${mail.subject}"`)
  return match[0]
}
