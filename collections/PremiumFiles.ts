import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { settings } from '../src/env'
import { isEditor, isStaff } from './access'

/**
 * Premium PDF guides. Never publicly readable: only staff read them through the admin; buyers get
 * them from the app's download route after its own checks (src/entitlements).
 */
export const PremiumFiles: CollectionConfig = {
  slug: 'premium-files',
  labels: { singular: 'Guía premium', plural: 'Guías premium' },
  admin: { group: 'Contenido', useAsTitle: 'title' },
  access: { read: isStaff, create: isEditor, update: isEditor, delete: isEditor },
  upload: {
    staticDir: path.resolve(settings.mediaDir, 'premium'),
    mimeTypes: ['application/pdf'],
    disableLocalStorage: false,
  },
  fields: [
    { name: 'title', label: 'Título', type: 'text', required: true },
    { name: 'description', label: 'Descripción', type: 'textarea' },
  ],
}
