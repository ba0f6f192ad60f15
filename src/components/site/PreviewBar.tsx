import { previewUser } from '@/readers/preview'

import { PreviewRefresh } from './PreviewRefresh'

/**
 * Shown on every page while a staff member previews drafts (src/readers/preview.ts): says so, offers the
 * way out, and re-renders the page whenever the admin saves (autosave included) so the live preview
 * follows the editor.
 */
export async function PreviewBar() {
  if (!(await previewUser())) return null
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
      <strong>Vista previa del borrador</strong> · solo la ve el personal; no está publicado. <PreviewRefresh />
    </div>
  )
}
