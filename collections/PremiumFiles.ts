import type { CollectionConfig } from 'payload'

import { localUploadDir } from '../src/storage/places'
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
    staticDir: localUploadDir('premium-files'),
    mimeTypes: ['application/pdf'],
    disableLocalStorage: false,
  },
  fields: [
    { name: 'title', label: 'Título', type: 'text', required: true },
    { name: 'description', label: 'Descripción', type: 'textarea' },
  ],
}
