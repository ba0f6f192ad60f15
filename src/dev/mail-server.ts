import fs from 'node:fs'
import path from 'node:path'

import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP listener on loopback for tests: every message the app sends is parsed and written as
 * JSON under `dir`, where tests read it (tests/support/mail.ts).
 */
export async function startMailServer(dir: string, port = 0) {
  fs.mkdirSync(dir, { recursive: true })
  let n = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((mail) => {
            const record = {
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: mail.html ?? '',
              headers: Object.fromEntries(mail.headers.map((h) => [h.key, h.value])),
              receivedAt: new Date().toISOString(),
            }
            n += 1
            // Written aside and renamed: a reader never sees half a message.
            const file = path.join(dir, `${Date.now()}-${String(n).padStart(4, '0')}.json`)
            fs.writeFileSync(`${file}.tmp`, JSON.stringify(record))
            fs.renameSync(`${file}.tmp`, file)
            callback()
          })
          .catch((error: Error) => callback(error))
      })
    },
  })
  // A client that drops its connection (the app stopped mid-delivery at the end of a run) is no failure.
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address()
  const boundPort = typeof address === 'object' && address ? address.port : 0
  return {
    port: boundPort,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
