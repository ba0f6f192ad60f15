import type { GlobalConfig } from 'payload'

import { editorialGlobalAccess } from '../access'
import { editorialVersions, figuresField } from '../fields'
import { revalidateGlobal } from '../hooks/revalidate'
import { verifactuSettingsField } from './verifactu-settings'

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
            description:
              'Consultas generales, colaboraciones y datos personales. En los textos se escribe {email-contacto}. Vacío: el de soporte.',
          },
        },
      ],
    },
    {
      name: 'legal',
      label: 'Datos legales del titular',
      type: 'group',
      admin: {
        description:
          'Identidad del titular (LSSI, art. 10): se muestra en el pie, en los textos legales, en los emails y en las facturas. Obligatorios: en producción la aplicación no arranca si falta alguno.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'companyName', label: 'Razón social', type: 'text' },
            { name: 'taxId', label: 'NIF', type: 'text' },
          ],
        },
        { name: 'address', label: 'Domicilio', type: 'text' },
        {
          type: 'row',
          fields: [
            { name: 'postalCode', label: 'Código postal', type: 'text' },
            { name: 'city', label: 'Localidad', type: 'text' },
            { name: 'province', label: 'Provincia', type: 'text' },
            { name: 'country', label: 'País', type: 'text', defaultValue: 'España' },
          ],
        },
        {
          name: 'registry',
          label: 'Datos registrales',
          type: 'text',
          admin: { description: 'p. ej. Inscrita en el Registro Mercantil de Madrid, tomo …, folio …, hoja …' },
        },
        verifactuSettingsField,
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
    figuresField('Cifras de marketing'),
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
