import type { CollectionConfig } from 'payload'

import { settings } from '../src/env'
import { servedOverHttps } from '../src/security/headers'

import { adminField, adminOrSelf, anyone, isAdmin, isSupport, staffAdminPanel, supportOrSelf } from './access'
import { ROLES } from '@/security/roles'
import {
  dropExpiredSessions,
  endSessionOnLogout,
  keepSessionLimitsOnRefresh,
  keepSessionsAfterChange,
  notePasswordOperations,
  recordSession,
  touchOnMe,
} from './hooks/sessions'
import {
  confirmNewAddress,
  giveBackSignInAttempt,
  passwordResetEmail,
  passwordRules,
  protectStaffFields,
  throttleAccountOperations,
} from './hooks/users'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Usuario', plural: 'Usuarios' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role', 'createdAt'],
    group: 'Clientes y accesos',
  },
  auth: {
    // No account-wide lock (a stranger could keep the owner out): wrong passwords are throttled per
    // account and address, and per address (src/accounts/throttle.ts, counted in beforeOperation).
    maxLoginAttempts: 0,
    // Sessions also end after inactivity (src/accounts/sessions.ts); the token never outlives the session.
    tokenExpiration: settings.sessions.maxAgeDays * 86_400,
    // Secure when the public URL is https (behind nginx or any TLS terminator); plain http on loopback
    // (the test harness, `npm run dev`) keeps a cookie the browser will send back.
    cookies: { sameSite: 'Lax', secure: servedOverHttps(settings.serverUrl) },
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      generateEmailSubject: () => 'Restablece tu contraseña de Academia GEO',
      generateEmailHTML: (args) => passwordResetEmail(args?.token ?? ''),
    },
  },
  access: {
    admin: staffAdminPanel,
    create: anyone,
    read: supportOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
    // Payload's default lets any signed-in user unlock any account, which would undo the lockout.
    unlock: isSupport,
  },
  hooks: {
    beforeOperation: [throttleAccountOperations, notePasswordOperations],
    beforeValidate: [passwordRules],
    beforeChange: [protectStaffFields],
    afterChange: [keepSessionsAfterChange, confirmNewAddress],
    beforeLogin: [recordSession],
    afterLogin: [giveBackSignInAttempt],
    afterLogout: [endSessionOnLogout],
    afterRefresh: [keepSessionLimitsOnRefresh],
    afterMe: [touchOnMe],
    afterRead: [dropExpiredSessions],
  },
  fields: [
    { name: 'name', label: 'Nombre', type: 'text', maxLength: 120 },
    {
      name: 'moduleUpdates',
      label: 'Avisos de revisiones por e-mail',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Recibe un e-mail cuando se publica una revisión de un módulo que tiene (se activa y desactiva desde su panel).',
      },
    },
    {
      name: 'role',
      label: 'Rol',
      type: 'select',
      required: true,
      defaultValue: 'customer',
      saveToJWT: true,
      options: ROLES.map((value) => ({
        value,
        label: { admin: 'Administración', editor: 'Edición', support: 'Soporte', customer: 'Cliente' }[value],
      })),
      access: { create: adminField, update: adminField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'emailConfirmedAt',
      label: 'Email confirmado el',
      type: 'date',
      // Set by the e-mailed confirmation link (src/accounts/email-confirmation.ts); until then nothing
      // bought under this address without an account is shown to, attached to or erased with it.
      access: { create: adminField, update: adminField },
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Vacío: la cuenta aún no ha confirmado su email y no ve las compras hechas antes con él.',
      },
    },
  ],
}
