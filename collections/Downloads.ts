import type { CollectionConfig } from 'payload'

import { isAdmin, nobody, supportOrOwner } from './access'

/** Download history: written by the download route after its checks. */
export const Downloads: CollectionConfig = {
  slug: 'downloads',
  labels: { singular: 'Descarga', plural: 'Descargas' },
  admin: {
    useAsTitle: 'fileName',
    defaultColumns: ['fileName', 'email', 'module', 'createdAt'],
    group: 'Clientes y accesos',
  },
  defaultSort: '-createdAt',
  access: { read: supportOrOwner, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'user', label: 'Cuenta', type: 'relationship', relationTo: 'users', index: true },
    { name: 'guestGrant', label: 'Enlace de invitado', type: 'relationship', relationTo: 'guest-grants' },
    { name: 'email', label: 'Email', type: 'email', index: true },
    { name: 'module', label: 'Módulo', type: 'relationship', relationTo: 'modules', required: true },
    { name: 'fileName', label: 'Archivo', type: 'text', required: true },
  ],
}
