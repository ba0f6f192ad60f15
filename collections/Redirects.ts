import { ValidationError, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'

import { normalizePath, redirectIssue, redirectMap } from '../src/content/redirects'
import { isEditor, isStaff } from './access'
import { revalidateHooks } from './hooks/revalidate'

/** Paths are stored normalised; a loop or another site's address is refused in Spanish. */
const checkRedirect: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const from = data.from ?? originalDoc?.from
  const to = data.to ?? originalDoc?.to
  const issue = redirectIssue(from, to, await redirectMap(req.payload, req, originalDoc?.id))
  if (issue)
    throw new ValidationError({
      collection: 'redirects',
      errors: [{ message: issue, path: normalizePath(from) ? 'to' : 'from' }],
    })
  return { ...data, from: normalizePath(from), to: normalizePath(to) }
}

export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: 'Redirección', plural: 'Redirecciones' },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'automatic', 'updatedAt'],
    group: 'Ajustes',
    description:
      'Redirecciones permanentes (308) dentro del sitio. Cambiar el slug de un módulo o artículo crea una automáticamente.',
  },
  access: { read: isStaff, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { beforeValidate: [checkRedirect], ...revalidateHooks('redirects') },
  fields: [
    {
      name: 'from',
      label: 'Desde (dirección antigua)',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { placeholder: '/curso/f3-antiguo' },
    },
    {
      name: 'to',
      label: 'Hacia (dirección nueva)',
      type: 'text',
      required: true,
      index: true,
      admin: { placeholder: '/curso/f3' },
    },
    {
      name: 'automatic',
      label: 'Creada al cambiar un slug',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
