import type { Field, SanitizedConfig } from 'payload'

/**
 * The admin in Spain's Spanish: dates day/month/year on a 24-hour clock, picked in 15-minute steps, and
 * wording Payload and plugin-seo leave vague, in English or misleading for an editor (publish, restore,
 * SEO fields that fall back to the content). Times are Madrid's: the server renders in that zone
 * (src/instrumentation.ts) and the pickers use `admin.timezones`.
 */

export const ADMIN_TIME_ZONE = 'Europe/Madrid'
/** Lists, version history, breadcrumbs (date-fns pattern). */
export const ADMIN_DATE_TIME = 'dd/MM/yyyy HH:mm'
export const ADMIN_DATE = 'dd/MM/yyyy'
export const ADMIN_TIME = 'HH:mm'
/** Minutes between the times a picker offers (the schedule drawer included). */
export const ADMIN_TIME_STEP = 15

/** Overrides of Payload's and plugin-seo's Spanish texts (keys as in @payloadcms/translations). */
export const adminTranslations = {
  es: {
    general: {
      // What a save did: drafts collections answer publish and draft saves apart (src/app/(payload)/api route).
      updatedSuccessfully: 'Cambios guardados.',
      true: 'Sí',
      false: 'No',
      // The schedule drawer's label came out in English.
      time: 'Hora',
    },
    version: {
      draftSavedSuccessfully: 'Borrador guardado: todavía no se ve en la web.',
      restoreThisVersion: 'Restaurar y publicar',
      restoreAsDraft: 'Restaurar como borrador, sin publicar',
      confirmVersionRestoration: '¿Restaurar esta versión?',
      aboutToRestore:
        'Este documento de {{label}} volverá a como estaba el {{versionDate}}. «Restaurar y publicar» lo publica al confirmar: la web cambia en ese momento. «Restaurar como borrador» solo lo deja como borrador para revisarlo.',
      aboutToRestoreGlobal:
        '{{label}} volverá a como estaba el {{versionDate}}. «Restaurar y publicar» lo publica al confirmar: la web cambia en ese momento.',
      restoredSuccessfully: 'Versión restaurada.',
      schedulePublish: 'Programar publicación',
    },
    'plugin-seo': {
      missing: 'Vacío: se usa el del contenido',
      autoGenerate: 'Rellenar desde el contenido',
    },
  },
}

type Walkable = Field & { fields?: Field[]; tabs?: { fields: Field[] }[]; blocks?: { fields: Field[] }[] }

function spanishDateFields(fields: Field[]) {
  for (const field of fields as Walkable[]) {
    if (field.type === 'date') {
      const admin = (field.admin ??= {}) as NonNullable<Extract<Field, { type: 'date' }>['admin']>
      const date = (admin.date ??= {})
      const appearance = date.pickerAppearance ?? 'default'
      date.displayFormat ??=
        appearance === 'dayAndTime'
          ? ADMIN_DATE_TIME
          : appearance === 'timeOnly'
            ? ADMIN_TIME
            : appearance === 'monthOnly'
              ? 'MM/yyyy'
              : ADMIN_DATE
      ;(date as { timeFormat?: string }).timeFormat ??= ADMIN_TIME
      ;(date as { timeIntervals?: number }).timeIntervals ??= ADMIN_TIME_STEP
      // react-datepicker's caption of the time list («Time» unless told)
      date.overrides = { timeCaption: 'Hora', ...date.overrides }
    }
    if (field.type === 'checkbox') {
      const components = ((field.admin ??= {}).components ??= {}) as { Diff?: string }
      components.Diff ??= '/src/components/admin/CheckboxDiff#CheckboxDiff'
    }
    if (field.fields) spanishDateFields(field.fields)
    for (const tab of field.tabs ?? []) spanishDateFields(tab.fields)
    for (const block of field.blocks ?? []) spanishDateFields(block.fields)
  }
}

/**
 * Every date field of the built config (Payload's `createdAt`/`updatedAt` and plugins' included) as Spain
 * writes it; checkboxes compared between versions as «Sí» / «No».
 */
export function spanishDates(config: SanitizedConfig): SanitizedConfig {
  for (const entity of [...config.collections, ...config.globals]) spanishDateFields(entity.fields)
  return config
}

const SEO_LABELS: Record<string, { label: string; description?: string }> = {
  title: { label: 'Título en buscadores', description: 'Opcional: vacío, se usa el título del contenido.' },
  description: {
    label: 'Descripción en buscadores',
    description: 'Opcional: vacía, se usa la descripción del contenido.',
  },
  image: {
    label: 'Imagen al compartir en redes',
    description: 'Opcional: la imagen de la vista previa en redes sociales.',
  },
  preview: { label: 'Vista previa en buscadores' },
}

/**
 * plugin-seo's fields in Spanish, without its «n/4 comprobaciones» summary (which counted as missing
 * the fields that fall back to the content).
 */
export const seoFields = ({ defaultFields }: { defaultFields: Field[] }): Field[] =>
  defaultFields
    .filter((f) => !('name' in f) || f.name !== 'overview')
    .map((f) => {
      const spanish = 'name' in f ? SEO_LABELS[f.name] : undefined
      if (!spanish) return f
      return {
        ...f,
        label: spanish.label,
        admin: { ...f.admin, ...(spanish.description ? { description: spanish.description } : {}) },
      } as Field
    })

/**
 * The SEO group in the document's sidebar, beside status and dates (as Ghost's settings panel), not at
 * the bottom of a long form. A plugin placed after plugin-seo.
 */
export const seoInSidebar =
  (collections: string[]) =>
  <C extends { collections?: { slug: string; fields: Field[] }[] }>(config: C): C => ({
    ...config,
    collections: config.collections?.map((c) =>
      collections.includes(c.slug)
        ? {
            ...c,
            fields: c.fields.map((f) =>
              'name' in f && f.name === 'meta' && f.type === 'group'
                ? { ...f, label: 'SEO', admin: { ...f.admin, position: 'sidebar' as const } }
                : f,
            ),
          }
        : c,
    ),
  })
