import type { CollectionConfig } from 'payload'

import { localUploadDir } from '../src/storage/places'
import { anyone, isEditor } from './access'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Imagen', plural: 'Imágenes' },
  admin: { group: 'Contenido' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  upload: {
    staticDir: localUploadDir('media'),
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'card', width: 640 },
      { name: 'wide', width: 1280 },
    ],
  },
  fields: [{ name: 'alt', label: 'Texto alternativo', type: 'text', required: true }],
}
