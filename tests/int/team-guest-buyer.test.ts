/**
 * A team bought without an account: its buyer's manager row holds only the e-mail. The team page opens for
 * the account of that e-mail only once the account proved the address (its confirmation link), never
 * because someone signed up with it.
 */
import { expect, it } from 'vitest'

import { api, login, ownAddress } from '../support/api'
import { confirmAddress } from '../support/confirm-email'
import { mailbox } from '../support/mail'
import { testPayload } from '../support/payload'
import { stamp, teamOrder } from '../support/teams'

const PASSWORD = 'clave-segura-123'

it('a guest buyer manages the team from the account of that e-mail once the account confirmed it', async () => {
  const payload = await testPayload()
  const team = await teamOrder({ free: 2 })
  const email = `compras-invitada-${stamp()}@empresa.es`
  // the purchase as a guest would leave it: the order and the manager row name only the e-mail
  await payload.update({
    collection: 'orders',
    id: team.order.id,
    data: { user: null, email },
    context: { system: true, skipRevalidate: true },
  })
  const { docs } = await payload.find({
    collection: 'team-managers',
    where: { team: { equals: team.order.id } },
    depth: 0,
  })
  await payload.update({
    collection: 'team-managers',
    id: docs[0].id,
    data: { user: null, email, activeKey: `team:${team.order.id}:email:${email}` },
    context: { system: true, skipRevalidate: true },
  })

  const inbox = mailbox(email)
  const signup = await api('POST', '/api/account/signup', {
    headers: ownAddress(),
    body: { name: 'Compras Invitada', email, password: PASSWORD },
  })
  expect(signup.status, JSON.stringify(signup.body)).toBe(201)
  const jwt = await login(email, PASSWORD)
  // signing up with the address proves nothing: not a manager yet
  expect((await api('POST', '/api/teams/report', { token: jwt, body: { team: team.order.id } })).status).toBe(404)

  await confirmAddress(inbox)
  const report = await api('POST', '/api/teams/report', { token: jwt, body: { team: team.order.id } })
  expect(report.status, JSON.stringify(report.body)).toBe(200)
  expect(report.body.rows).toHaveLength(2)
  const invited = await api('POST', '/api/teams/invite', {
    token: jwt,
    body: { team: team.order.id, email: `persona-${stamp()}@empresa.es` },
  })
  expect(invited.status, JSON.stringify(invited.body)).toBe(200)
})
