import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { settings } from '../src/env'
import { anyone, isEditor } from './access'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Imagen', plural: 'Imágenes' },
  admin: { group: 'Contenido' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  upload: {
    staticDir: path.resolve(settings.mediaDir, 'public'),
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'card', width: 640 },
      { name: 'wide', width: 1280 },
    ],
  },
  fields: [{ name: 'alt', label: 'Texto alternativo', type: 'text', required: true }],
}
