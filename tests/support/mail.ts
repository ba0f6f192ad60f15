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

const mailFiles = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : []
const readMail = (dir: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail
const isTo = (m: ReceivedMail, address: string) => m.to.includes(address.toLowerCase())

export function allMail(dir = mailDir()): ReceivedMail[] {
  return mailFiles(dir).map((f) => readMail(dir, f))
}

export function mailTo(address: string, dir = mailDir()) {
  return allMail(dir).filter((m) => isTo(m, address))
}

/** Mail to `address` other than invoices (each paid order also e-mails its invoice: src/invoicing). */
export const mailButInvoicesTo = (address: string, dir = mailDir()) =>
  mailTo(address, dir).filter((m) => !/^Tu factura/.test(m.subject))

/**
 * Waits for THE message to `address` matching `predicate`: right for the first such message ever sent to an
 * address. When several match, which one is new would be luck (the erased account's link beside the owner's
 * queued one), so it fails at once: open a `mailbox` before the action and take its `next`.
 */
export async function waitForMail(
  address: string,
  predicate: (m: ReceivedMail) => boolean = () => true,
  timeoutMs = 45_000,
) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = mailTo(address).filter(predicate)
    if (found.length > 1)
      throw new Error(
        `${found.length} messages to ${address} match: open a mailbox(address) before the action and wait for its next`,
      )
    if (found.length) return found[0]
    if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/**
 * The mail to `address` from now on. Open it before the action; `next(predicate)` waits for the first matching
 * message that was not there when the mailbox was opened and that no earlier `next` returned, in arrival order.
 */
export function mailbox(address: string, dir = mailDir()) {
  const taken = new Set(mailFiles(dir))
  return {
    address,
    async next(predicate: (m: ReceivedMail) => boolean = () => true, timeoutMs = 45_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        for (const file of mailFiles(dir).filter((f) => !taken.has(f))) {
          const mail = readMail(dir, file)
          if (isTo(mail, address) && predicate(mail)) {
            taken.add(file)
            return mail
          }
        }
        if (Date.now() > deadline) throw new Error(`no new mail to ${address} within ${timeoutMs} ms`)
        await new Promise((r) => setTimeout(r, 200))
      }
    },
  }
}
export type Mailbox = ReturnType<typeof mailbox>

export function firstLink(mail: ReceivedMail, pattern: RegExp) {
  const match = mail.text.match(pattern) ?? mail.html.match(pattern)
  if (!match) throw new Error(`no link matching ${pattern} in "${mail.subject}"`)
  return match[0]
}
