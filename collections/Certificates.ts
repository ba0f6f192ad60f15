import type { CollectionConfig } from 'payload'

import { nobody, supportOrOwner } from './access'

/**
 * Certificates of completion («certificado de finalización», not an official qualification): issued by
 * the app when every section of F1–F5 is read and the evaluations of those with one passed (src/learning/certificates.ts). The code is random and
 * unguessable; /certificados/{código} shows it to anyone with the code. Learners withdraw its public
 * page; support revokes it with a reason (both through their endpoints, never by editing here).
 */
export const Certificates: CollectionConfig = {
  slug: 'certificates',
  labels: { singular: 'Certificado', plural: 'Certificados' },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'name', 'user', 'issuedAt', 'withdrawnAt', 'revokedAt'],
    group: 'Clientes y accesos',
  },
  defaultSort: '-issuedAt',
  access: { read: supportOrOwner, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'code', label: 'Código', type: 'text', required: true, unique: true, index: true },
    /** `user:generation`: two simultaneous requests cannot issue two certificates */
    { name: 'issueKey', type: 'text', unique: true, admin: { hidden: true } },
    { name: 'user', label: 'Cuenta', type: 'relationship', relationTo: 'users', index: true },
    { name: 'name', label: 'Nombre en el certificado', type: 'text', required: true, maxLength: 120 },
    { name: 'programme', label: 'Programa', type: 'text', required: true },
    { name: 'hours', label: 'Horas', type: 'number', required: true, min: 0 },
    { name: 'issuedAt', label: 'Emitido el', type: 'date', required: true },
    {
      name: 'scores',
      label: 'Notas de las evaluaciones',
      type: 'array',
      labels: { singular: 'Nota', plural: 'Notas' },
      admin: {
        description: 'La mejor nota aprobada de cada módulo con evaluación (vacío: emitido antes de las evaluaciones).',
      },
      fields: [
        { name: 'code', label: 'Módulo', type: 'text', required: true },
        { name: 'score', label: 'Nota (%)', type: 'number', required: true, min: 0, max: 100 },
      ],
    },
    { name: 'indexable', label: 'Visible en buscadores', type: 'checkbox', defaultValue: false },
    { name: 'withdrawnAt', label: 'Retirado por su titular el', type: 'date' },
    { name: 'revokedAt', label: 'Revocado el', type: 'date' },
    { name: 'revokedReason', label: 'Motivo de la revocación', type: 'text' },
    { name: 'revokedBy', label: 'Revocado por', type: 'relationship', relationTo: 'users' },
  ],
}
