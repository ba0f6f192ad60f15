import type { Field } from 'payload'

import { isProduction, settings } from '@/env'
import { producerNifIssue, systemIdIssue, TEST_ENVIRONMENT_REFUSED, testEnvironmentRefused } from '@/verifactu/settings'

/**
 * The invoicing system's identification (VERI*FACTU `SistemaInformatico`) and its producer's
 * «declaración responsable», inside the legal identity. Empty fields take the defaults of
 * src/verifactu/settings.ts (the company itself as producer, this application as the system).
 */
export const verifactuSettingsField: Field = {
  name: 'verifactu',
  label: 'Sistema de facturación (VERI*FACTU)',
  type: 'group',
  admin: {
    description:
      'Identificación del sistema informático de facturación que se declara en cada registro y en la declaración responsable (Real Decreto 1007/2023, Orden HAC/1177/2024). Vacío: valores por defecto (el propio titular como productor).',
  },
  fields: [
    {
      name: 'environment',
      label: 'Entorno de la AEAT',
      type: 'select',
      defaultValue: 'test',
      options: [
        { label: 'Pruebas (prewww2.aeat.es)', value: 'test' },
        { label: 'Producción (www2.agenciatributaria.gob.es)', value: 'production' },
      ],
      admin: {
        description:
          'Decide la dirección del código QR de las facturas que se emitan desde ahora (cada factura conserva el suyo) y del envío de registros. En producción, solo «Producción».',
      },
      validate: (value: unknown) =>
        testEnvironmentRefused(
          { legal: { verifactu: { environment: value as 'test' | 'production' | null } } },
          { production: isProduction, ...settings.verifactu },
        )
          ? TEST_ENVIRONMENT_REFUSED
          : true,
    },
    {
      type: 'row',
      fields: [
        { name: 'producerName', label: 'Productor: nombre o razón social', type: 'text', maxLength: 120 },
        {
          name: 'producerNif',
          label: 'Productor: NIF',
          type: 'text',
          maxLength: 9,
          validate: (value: unknown) => producerNifIssue(value) ?? true,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'systemName', label: 'Nombre del sistema', type: 'text', maxLength: 30 },
        {
          name: 'systemId',
          label: 'Código del sistema (2 caracteres)',
          type: 'text',
          maxLength: 2,
          validate: (value: unknown) => systemIdIssue(value) ?? true,
        },
        { name: 'version', label: 'Versión', type: 'text', maxLength: 50 },
        { name: 'installationNumber', label: 'Número de instalación', type: 'text', maxLength: 100 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'onlyVerifactu', label: 'Solo puede funcionar como VERI*FACTU', type: 'checkbox', defaultValue: true },
        {
          name: 'multiTaxpayer',
          label: 'Puede usarse por varios obligados tributarios',
          type: 'checkbox',
          defaultValue: false,
        },
        {
          name: 'multipleTaxpayers',
          label: 'Se usa para varios obligados tributarios',
          type: 'checkbox',
          defaultValue: false,
        },
      ],
    },
    {
      name: 'declaration',
      label: 'Declaración responsable del productor',
      type: 'textarea',
      admin: {
        description:
          'Texto completo; vacío: el texto por defecto con los datos de arriba (se publica en /declaracion-responsable).',
      },
    },
  ],
}
