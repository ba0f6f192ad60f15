import type { GlobalConfig } from 'payload'

import { editorialGlobalAccess } from '../access'
import { editorialVersions } from '../fields'
import { revalidateGlobal } from '../hooks/revalidate'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Ajustes del sitio',
  admin: { group: 'Ajustes' },
  versions: editorialVersions,
  access: editorialGlobalAccess,
  hooks: { afterChange: [revalidateGlobal('site-settings')] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'siteName', label: 'Nombre del sitio', type: 'text', required: true, defaultValue: 'Academia GEO' },
        { name: 'tagline', label: 'Lema', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'supportEmail',
          label: 'Email de soporte',
          type: 'email',
          required: true,
          admin: { description: 'Compras, descargas, accesos y facturas. En los textos se escribe {email-soporte}.' },
        },
        {
          name: 'contactEmail',
          label: 'Email de contacto',
          type: 'email',
          admin: {
            description: 'Consultas generales, colaboraciones y datos personales. En los textos se escribe {email-contacto}. Vacío: el de soporte.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'licence',
          label: 'Licencia del contenido',
          type: 'text',
          required: true,
          defaultValue: 'CC BY-NC-SA 4.0',
        },
        { name: 'licenceUrl', label: 'URL de la licencia', type: 'text' },
      ],
    },
    { name: 'preferredCitation', label: 'Cita recomendada', type: 'textarea' },
    {
      name: 'guestLinkValidityDays',
      label: 'Validez del enlace de invitado (días)',
      type: 'number',
      required: true,
      min: 1,
      max: 3650,
      defaultValue: 365,
    },
    {
      name: 'figures',
      label: 'Cifras de marketing',
      type: 'array',
      labels: { singular: 'Cifra', plural: 'Cifras' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', label: 'Valor', type: 'text', required: true },
            { name: 'label', label: 'Descripción', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      name: 'rating',
      label: 'Valoración global',
      type: 'group',
      admin: { description: 'Déjala vacía para no mostrar valoraciones en los datos estructurados.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', label: 'Media (0–5)', type: 'number', min: 0, max: 5 },
            { name: 'count', label: 'Número de valoraciones', type: 'number', min: 0 },
          ],
        },
      ],
    },
  ],
}
