import type { Endpoint, PayloadRequest } from 'payload'
import { generateExpiredPayloadCookie } from 'payload/shared'
import { z } from 'zod'

import { isSupportUser } from '@/security/roles'
import { isEmailConfirmed } from '@/accounts/email-confirmation'
import { enqueue } from '@/jobs/queue'
import { signOffText } from '@/email/compose'
import { ERASE_CONFIRM_WORD, eraseConfirmToken, passwordMatches, validEraseConfirmToken } from '@/privacy/confirm'
import { eraseCustomer } from '@/privacy/erase'
import { exportPersonalData } from '@/privacy/export'
import { hitRateLimit } from '@/security/rate-limit'

import { json, readJson, signedInUser } from './helpers'

const FORBIDDEN = 'No tienes permiso para esta acción.'
const SIGNED_OUT = 'Inicia sesión para gestionar tus datos.'

const attachment = (data: unknown) =>
  new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="mis-datos-academia-geo.json"',
      'Cache-Control': 'private, no-store',
    },
  })

/** GET /api/account/export — "Descargar mis datos": everything about the signed-in customer, as JSON. */
const exportMine: Endpoint = {
  path: '/account/export',
  method: 'get',
  handler: async (req) => {
    const user = signedInUser(req)
    if (!user) return json({ error: SIGNED_OUT }, 401)
    // Purchases made under the address without an account only once the address is proven.
    return attachment(
      await exportPersonalData(req.payload, {
        email: user.email,
        userId: user.id,
        emailProven: isEmailConfirmed(user as never),
      }),
    )
  },
}

const passwordBody = z.object({ password: z.string().min(1).max(200) })
const confirmBody = z.object({ token: z.string().min(10).max(200), confirm: z.literal(ERASE_CONFIRM_WORD) })

/** POST /api/account/erase/start — step 1: the password; answers a confirmation token valid 10 minutes. */
const eraseStart: Endpoint = {
  path: '/account/erase/start',
  method: 'post',
  handler: async (req) => {
    const user = signedInUser(req)
    if (!user) return json({ error: SIGNED_OUT }, 401)
    const parsed = passwordBody.safeParse(await readJson(req))
    if (!parsed.success) return json({ error: 'Escribe tu contraseña.' }, 400)
    const { allowed } = await hitRateLimit(
      req.payload,
      { name: 'erase-password', limit: 5, windowMs: 3_600_000 },
      String(user.id),
    )
    if (!allowed) return json({ error: 'Demasiados intentos. Inténtalo de nuevo dentro de una hora.' }, 429)
    if (!(await passwordMatches(req.payload, user.id, parsed.data.password)))
      return json({ error: 'La contraseña no es correcta.' }, 403)
    return json({
      token: eraseConfirmToken(user.id),
      message: `Para eliminar tu cuenta y tus datos, confirma escribiendo ${ERASE_CONFIRM_WORD}.`,
    })
  },
}

/** POST /api/account/erase/confirm — step 2: erases the account and its data, and signs out. */
const eraseConfirm: Endpoint = {
  path: '/account/erase/confirm',
  method: 'post',
  handler: async (req) => {
    const user = signedInUser(req)
    if (!user) return json({ error: SIGNED_OUT }, 401)
    const parsed = confirmBody.safeParse(await readJson(req))
    if (!parsed.success) return json({ error: `Escribe ${ERASE_CONFIRM_WORD} para confirmar.` }, 400)
    if (!validEraseConfirmToken(user.id, parsed.data.token))
      return json({ error: 'La confirmación ha caducado: vuelve a empezar.' }, 403)
    const counts = await eraseCustomer(req.payload, {
      email: user.email,
      userId: user.id,
      reason: 'Solicitada por el cliente desde su panel',
      emailProven: isEmailConfirmed(user as never),
    })
    req.payload.logger.info({ msg: 'customer erased their data', counts })
    return expiredCookie(req, {
      message: 'Hemos eliminado tu cuenta y tus datos personales. Conservamos tus facturas porque la ley nos obliga.',
    })
  },
}

function expiredCookie(req: PayloadRequest, body: unknown) {
  const collection = req.payload.collections.users.config
  const cookie = generateExpiredPayloadCookie({
    collectionAuthConfig: collection.auth,
    cookiePrefix: req.payload.config.cookiePrefix,
  })
  return new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Set-Cookie': cookie },
  })
}

const supportExportBody = z.object({ email: z.email({ error: 'Email inválido' }) })
const supportEraseBody = z.object({
  email: z.email({ error: 'Email inválido' }),
  reason: z.string().trim().min(5, { error: 'Indica el motivo (mínimo 5 caracteres).' }).max(500),
})

/** POST /api/support/privacy/export — support sends a customer (or guest) their data, by e-mail to that address. */
const supportExport: Endpoint = {
  path: '/support/privacy/export',
  method: 'post',
  handler: async (req) => {
    if (!isSupportUser(req.user as never)) return json({ error: FORBIDDEN }, 403)
    const parsed = supportExportBody.safeParse(await readJson(req))
    if (!parsed.success) return json({ error: 'Email inválido' }, 400)
    const email = parsed.data.email.toLowerCase()
    const { docs } = await req.payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
    })
    // Sent to that very address only: whoever reads it receives mail there.
    const data = await exportPersonalData(req.payload, { email, userId: docs[0]?.id, emailProven: true })
    const site = await req.payload.findGlobal({ slug: 'site-settings', depth: 0 })
    await enqueue(req.payload, {
      task: 'email',
      input: {
        message: {
          to: email,
          subject: `Tus datos personales en ${site.siteName}`,
          text: [
            'Como nos pediste, te enviamos adjuntos todos los datos personales que guardamos sobre ti (archivo JSON).',
            '',
            ...signOffText(site),
          ].join('\n'),
          attachments: [
            {
              filename: 'mis-datos-academia-geo.json',
              content: JSON.stringify(data, null, 2),
              contentType: 'application/json',
            },
          ],
        },
      },
    })
    req.payload.logger.info({ msg: 'support e-mailed a data export', by: req.user?.id })
    return json({ message: `Datos enviados a ${email}.` })
  },
}

/** POST /api/support/privacy/erase — support erases a customer's data on their request, with the reason recorded. */
const supportErase: Endpoint = {
  path: '/support/privacy/erase',
  method: 'post',
  handler: async (req) => {
    if (!isSupportUser(req.user as never)) return json({ error: FORBIDDEN }, 403)
    const parsed = supportEraseBody.safeParse(await readJson(req))
    if (!parsed.success) return json({ error: parsed.error.issues[0]?.message ?? 'Datos no válidos' }, 400)
    const email = parsed.data.email.toLowerCase()
    const { docs } = await req.payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
    })
    if (docs[0] && isSupportUser(docs[0] as never))
      return json({ error: 'Las cuentas del equipo no se eliminan desde aquí.' }, 409)
    // Support acts on a request whose sender they verified: the address is the person's.
    const counts = await eraseCustomer(req.payload, {
      email,
      userId: docs[0]?.id,
      reason: parsed.data.reason,
      by: req.user!.id as number,
      emailProven: true,
    })
    req.payload.logger.info({ msg: 'support erased a customer', by: req.user?.id, counts })
    return json({ message: 'Datos eliminados. Las facturas se conservan por obligación legal.', counts })
  },
}

export const privacyEndpoints = [exportMine, eraseStart, eraseConfirm, supportExport, supportErase]
