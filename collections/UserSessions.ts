import type { CollectionConfig } from 'payload'

import { isSupport, nobody } from './access'

/**
 * One row per sign-in session: device, address, activity and, once ended, when, why and by whom (the
 * audit of sign-outs, password changes and support's "close every session"). Written only by
 * src/accounts/sessions.ts, which also keeps Payload's own `users.sessions` (what a token is checked
 * against) equal to the active rows here.
 */
export const UserSessions: CollectionConfig = {
  slug: 'user-sessions',
  labels: { singular: 'Sesión', plural: 'Sesiones' },
  admin: {
    useAsTitle: 'device',
    defaultColumns: ['user', 'device', 'ip', 'lastSeenAt', 'endedAt', 'endReason'],
    group: 'Clientes y accesos',
  },
  access: { read: isSupport, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'sid', label: 'Identificador', type: 'text', required: true, unique: true, index: true },
    // Not required: deleting an account keeps its session rows (the audit) with no owner.
    { name: 'user', label: 'Cuenta', type: 'relationship', relationTo: 'users', index: true },
    { name: 'device', label: 'Dispositivo', type: 'text' },
    { name: 'deviceKey', type: 'text', index: true, admin: { hidden: true } },
    { name: 'userAgent', label: 'Agente de usuario', type: 'text' },
    { name: 'ip', label: 'Dirección IP', type: 'text' },
    { name: 'lastSeenAt', label: 'Última actividad', type: 'date', required: true },
    { name: 'expiresAt', label: 'Caduca como muy tarde', type: 'date', required: true },
    { name: 'endedAt', label: 'Cerrada', type: 'date', index: true },
    { name: 'endReason', label: 'Motivo del cierre', type: 'text' },
    { name: 'endedBy', label: 'Cerrada por', type: 'relationship', relationTo: 'users' },
  ],
}
