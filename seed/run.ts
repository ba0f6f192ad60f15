/** `npm run seed`: loads the seed content into the configured database (idempotent). */
import config from '@payload-config'
import { getPayload } from 'payload'

import { seed } from './seed'

const payload = await getPayload({ config })
const { created, adminCreated } = await seed(payload, {
  adminEmail: process.env.ADMIN_EMAIL,
  adminPassword: process.env.ADMIN_PASSWORD,
})
const summary = Object.entries(created)
  .map(([slug, n]) => `${slug} ${n}`)
  .join(', ')
console.log(summary ? `[seed] created: ${summary}` : '[seed] nothing to do: the content is already there')
if (adminCreated) {
  console.log(
    `[seed] staff admin: ${adminCreated.email}${adminCreated.password ? ` / contraseña: ${adminCreated.password}` : ''}`,
  )
}
await payload.destroy()
process.exit(0)
