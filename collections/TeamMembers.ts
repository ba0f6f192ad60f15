import type { CollectionConfig } from 'payload'

import { profileUrlIssue, SOCIAL_NETWORKS } from '../src/content/social'

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
    { name: 'email', label: 'Email', type: 'email', required: true },
    {
      name: 'links',
      label: 'Perfiles y enlaces',
      type: 'array',
      labels: { singular: 'Enlace', plural: 'Enlaces' },
      admin: {
        description:
          'Redes sociales y web personal; se muestran en /acerca-de/equipo y en los datos estructurados (sameAs).',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'network',
              label: 'Red',
              type: 'select',
              required: true,
              options: Object.entries(SOCIAL_NETWORKS).map(([value, label]) => ({ value, label })),
            },
            {
              name: 'url',
              label: 'Dirección',
              type: 'text',
              required: true,
              validate: (value: unknown) => profileUrlIssue(value) ?? true,
            },
          ],
        },
      ],
    },
    orderField,
  ],
}
