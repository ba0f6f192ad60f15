import type { CollectionConfig } from 'payload'

import { editorialAccess } from './access'
import { editorialVersions, orderField, slugField } from './fields'
import { revalidateHooks } from './hooks/revalidate'

export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  labels: { singular: 'Miembro del equipo', plural: 'Equipo' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'role'], group: 'Contenido' },
  defaultSort: 'order',
  versions: editorialVersions,
  access: editorialAccess,
  hooks: revalidateHooks('team-members'),
  fields: [
    { name: 'name', label: 'Nombre', type: 'text', required: true },
    slugField(),
    { name: 'role', label: 'Cargo', type: 'text', required: true },
    { name: 'description', label: 'Descripción', type: 'textarea', required: true },
    {
      name: 'knowsAbout',
      label: 'Especialidades',
      type: 'array',
      labels: { singular: 'Especialidad', plural: 'Especialidades' },
      fields: [{ name: 'topic', label: 'Especialidad', type: 'text', required: true }],
    },
    { name: 'image', label: 'Foto', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        { name: 'email', label: 'Email', type: 'email', required: true },
        { name: 'twitter', label: 'X / Twitter', type: 'text' },
        { name: 'linkedin', label: 'LinkedIn', type: 'text' },
      ],
    },
    orderField,
  ],
}
