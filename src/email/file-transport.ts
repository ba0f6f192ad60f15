import fs from 'node:fs'
import path from 'node:path'

import type { Transport } from 'nodemailer'
import type MailMessage from 'nodemailer/lib/mailer/mail-message'

/**
 * Development mail: each message is written as an .eml file under `dir` and its links are logged,
 * so a newcomer can follow access links without any mail server. Chosen by src/adapters.ts when no
 * SMTP server is configured (production refuses to start without one).
 */
export function fileMailTransport(dir: string): Transport {
  return {
    name: 'academia-geo-file',
    version: '1.0.0',
    send(mail: MailMessage, callback) {
      const stream = mail.message.createReadStream()
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', (error: Error) => callback(error, undefined as never))
      stream.on('end', () => {
        try {
          fs.mkdirSync(dir, { recursive: true })
          const messageId = mail.message.messageId()
          const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.eml`)
          const raw = Buffer.concat(chunks)
          fs.writeFileSync(file, raw)
          const text = typeof mail.data.text === 'string' ? mail.data.text : ''
          const links = text.match(/https?:\/\/\S+/g) ?? []
          console.log(`[mail] "${mail.data.subject}" → ${String(mail.data.to)} (${file})`)
          for (const link of links) console.log(`[mail]   ${link}`)
          callback(null, { envelope: mail.message.getEnvelope(), messageId } as never)
        } catch (error) {
          callback(error as Error, undefined as never)
        }
      })
    },
  }
}
