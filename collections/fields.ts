import type { CollectionConfig, Field, GlobalConfig } from 'payload'

import { priceIssue } from '../src/content/prices'
import { seatPricingIssue, MAX_SEATS_PER_ORDER } from '../src/teams/pricing'
import { durationHours } from '../src/content/duration'
import { isStaffUser } from '@/security/roles'
import { ADMIN_TIME, ADMIN_TIME_STEP } from './admin-spanish'

/** A lowercase, hyphenated identifier used in URLs and anchors. */
const kebabSlug = (value: unknown) =>
  typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
    ? true
    : 'Usa solo minúsculas, números y guiones (p. ej. autoridad-generativa).'

type SlugRule = (value: unknown, options: { siblingData?: { code?: unknown } }) => true | string

export const slugField = (name = 'slug', label = 'Dirección en la web (URL)', rule: SlugRule = kebabSlug): Field => ({
  name,
  label,
  type: 'text',
  required: true,
  unique: true,
  index: true,
  validate: (value: unknown, options: { siblingData?: unknown }) =>
    rule(value, { siblingData: (options.siblingData ?? {}) as { code?: unknown } }),
})

/** What a purchase (or a guest's access) covers: the complete course or one module. */
export const productTypeField: Field = {
  name: 'productType',
  label: 'Producto',
  type: 'select',
  required: true,
  options: [
    { label: 'Curso completo', value: 'complete' },
    { label: 'Módulo individual', value: 'module' },
  ],
}

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
          description:
            'Un enlace a un módulo (/curso/f3 o /metodologia#f3) muestra siempre el título actual del módulo, sea cual sea el texto.',
        },
      },
    ],
  },
]

/** Admin components that show and take an amount in cents as euros. */
export const eurosComponents = {
  Field: '/src/components/admin/FormattedFields#EurosField',
  Cell: '/src/components/admin/FormattedFields#EurosCell',
}

/**
 * A price in euro cents, typed and shown in euros in the admin. Charged prices must be ones Stripe
 * accepts; `freeAware` lets a sibling «Gratuito» checkbox make 0 the only valid price.
 */
export const priceField = (opts: {
  name: string
  label: string
  description?: string
  required?: boolean
  defaultValue?: number
  freeAware?: boolean
}): Field => ({
  name: opts.name,
  label: opts.label,
  type: 'number',
  required: opts.required,
  min: 0,
  defaultValue: opts.defaultValue,
  validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
    if (!opts.required && (value === null || value === undefined)) return true
    return priceIssue(value, { free: opts.freeAware ? Boolean(siblingData?.free) : false }) ?? true
  },
  admin: { description: opts.description, components: eurosComponents },
})

/** A duration stored as ISO 8601 (for structured data), typed and shown in hours in the admin. */
export const durationField = (opts: { name: string; label: string }): Field => ({
  name: opts.name,
  label: opts.label,
  type: 'text',
  required: true,
  validate: (value: unknown) =>
    typeof value === 'string' && durationHours(value) ? true : 'Escribe la duración en horas, p. ej. 2 o 1,5.',
  admin: {
    components: {
      Field: '/src/components/admin/FormattedFields#HoursField',
      Cell: '/src/components/admin/FormattedFields#HoursCell',
    },
  },
})

/** Headline figures: a value («95 %») and what it measures («de implementación con éxito»). */
export const figuresField = (label: string, description?: string): Field => ({
  name: 'figures',
  label,
  type: 'array',
  labels: { singular: 'Cifra', plural: 'Cifras' },
  ...(description ? { admin: { description } } : {}),
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'value', label: 'Valor', type: 'text', required: true },
        { name: 'label', label: 'Descripción', type: 'text', required: true },
      ],
    },
  ],
})

/**
 * Drafts and history for editorial content: saving a draft is not publishing, the admin autosaves
 * while typing, and the last versions stay restorable. Readers only see what is published
 * (access/index.ts `editorialAccess`).
 */
export const editorialVersions = {
  // «Programar publicación»: Payload's drawer records the time (Madrid, admin.timezones); the project's
  // own queue publishes at that time (src/editorial/scheduled-publish.ts says why not Payload's runner).
  drafts: { autosave: { interval: 2000 }, schedulePublish: { timeFormat: ADMIN_TIME, timeIntervals: ADMIN_TIME_STEP } },
  maxPerDoc: 30,
} satisfies CollectionConfig['versions'] & GlobalConfig['versions']

/** The last versions with who saved each, in the document's sidebar (src/components/admin/RecentEdits.tsx). */
const recentEditsField: Field = {
  name: 'recentEdits',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '/src/components/admin/RecentEdits#RecentEdits' } },
}

/**
 * Collections with drafts show beside their publish buttons whether the document is on the site, with
 * «Ver en la web» (src/components/admin/PublishStatus.tsx), and who made their last versions.
 */
export function withPublishStatus(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((c) =>
    typeof c.versions === 'object' && c.versions?.drafts
      ? {
          ...c,
          fields: [...c.fields, recentEditsField],
          admin: {
            ...c.admin,
            components: {
              ...c.admin?.components,
              edit: {
                ...c.admin?.components?.edit,
                beforeDocumentControls: [
                  ...(c.admin?.components?.edit?.beforeDocumentControls ?? []),
                  '/src/components/admin/PublishStatus#PublishStatus',
                ],
              },
            },
          },
        }
      : c,
  )
}

/**
 * Who saved this version (set on every save from the signed-in user, or the editor a scheduled publish
 * runs as): each version keeps it, so the history says who changed what and when. Staff read it.
 */
export const editedByField: Field = {
  name: 'editedBy',
  label: 'Última edición por',
  type: 'relationship',
  relationTo: 'users',
  access: { read: ({ req }) => isStaffUser(req.user) },
  admin: { position: 'sidebar', readOnly: true, description: 'Se guarda en cada versión (historial: quién y cuándo).' },
  hooks: {
    beforeChange: [
      ({ req, value, originalDoc }) =>
        req.user?.collection === 'users' ? req.user.id : (value ?? originalDoc?.editedBy),
    ],
  },
}

/** What a price change affects (plans, «Ahorra»), shown beside the price fields (src/editorial/price-impact.ts). */
export const priceImpactField: Field = {
  name: 'priceImpact',
  type: 'ui',
  admin: { components: { Field: '/src/components/admin/PriceImpact#PriceImpact' } },
}

/**
 * «Precio para equipos» (issue 28): what one seat of this product costs when bought for a team, and
 * volume tiers («desde N plazas, X € por plaza»). The rule that applies them is src/teams/pricing.ts;
 * on pricing plans only the complete course sells seats.
 */
export const seatPricingField = (condition?: (data: Record<string, unknown>) => boolean): Field => ({
  name: 'seatPricing',
  label: 'Precio para equipos',
  type: 'group',
  admin: {
    ...(condition ? { condition: (data: Record<string, unknown>) => condition(data) } : {}),
    description: `Precio por plaza cuando se compra para un equipo (de 1 a ${MAX_SEATS_PER_ORDER} plazas por compra) y descuentos por volumen. Vacío: cada plaza cuesta el precio del producto. Las ampliaciones pagan solo las plazas nuevas, al tramo que alcanza el total del equipo.`,
  },
  fields: [
    priceField({ name: 'pricePerSeat', label: 'Precio por plaza (€)', description: 'Vacío: el precio del producto.' }),
    {
      name: 'tiers',
      label: 'Tramos por volumen',
      type: 'array',
      labels: { singular: 'Tramo', plural: 'Tramos' },
      maxRows: 10,
      admin: { description: 'De menos a más plazas; cada tramo cuesta por plaza igual o menos que el anterior.' },
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        seatPricingIssue({
          pricePerSeat: (siblingData?.pricePerSeat as number | null | undefined) ?? null,
          tiers: (Array.isArray(value) ? value : []) as Array<{
            fromSeats?: number | null
            pricePerSeat?: number | null
          }>,
        }) ?? true,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'fromSeats',
              label: 'Desde (plazas)',
              type: 'number',
              required: true,
              min: 2,
              max: MAX_SEATS_PER_ORDER,
            },
            priceField({ name: 'pricePerSeat', label: 'Precio por plaza (€)', required: true }),
          ],
        },
      ],
    },
  ],
})
