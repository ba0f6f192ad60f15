import type { Field } from 'payload'

/** A lowercase, hyphenated identifier used in URLs and anchors. */
export const slugField = (name = 'slug', label = 'Slug'): Field => ({
  name,
  label,
  type: 'text',
  required: true,
  unique: true,
  index: true,
  validate: (value: unknown) =>
    typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
      ? true
      : 'Usa solo minúsculas, números y guiones (p. ej. autoridad-generativa).',
})

export const orderField: Field = {
  name: 'order',
  label: 'Orden',
  type: 'number',
  defaultValue: 0,
  admin: { position: 'sidebar' },
}

/** An anchorable section: stable anchor id, title and rich-text body. */
export const sectionFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'anchor',
        label: 'Ancla',
        type: 'text',
        required: true,
        validate: (value: unknown) =>
          typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
            ? true
            : 'El ancla usa solo minúsculas, números y guiones.',
      },
      { name: 'title', label: 'Título', type: 'text', required: true },
    ],
  },
  { name: 'body', label: 'Contenido', type: 'richText', required: true },
]

export const linkFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'label', label: 'Texto', type: 'text', required: true },
      {
        name: 'href',
        label: 'Enlace',
        type: 'text',
        required: true,
        admin: {
          description: 'Un enlace a un módulo (/curso/f3 o /metodologia#f3) muestra siempre el título actual del módulo, sea cual sea el texto.',
        },
      },
    ],
  },
]
