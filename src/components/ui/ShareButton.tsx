'use client'

import { useState } from 'react'

import { useToast } from './Toaster'

/** Copies the page URL plus the section's anchor to the clipboard. */
export function ShareButton({ anchor, label }: { anchor: string; label: string }) {
  const toast = useToast()
  const [copied, setCopied] = useState(false)
  async function copy() {
    const url = `${window.location.origin}${window.location.pathname}#${anchor}`
    try {
      await navigator.clipboard.writeText(url)
    } catch {
      // Clipboard refused (insecure context): still show where the link points.
    }
    setCopied(true)
    toast({ title: 'Enlace copiado', description: 'Puedes compartir esta sección específica' })
    setTimeout(() => setCopied(false), 2000)
  }
  return (
    <button
      type="button"
      onClick={copy}
      // The name starts with the visible text (WCAG 2.5.3, axe's label-content-name-mismatch).
      aria-label={`${copied ? '¡Copiado!' : 'Compartir'}: Copiar enlace a la sección «${label}»`}
      className="inline-flex shrink-0 items-center gap-1 rounded-lg border border-slate-200 px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5 fill-current">
        <path d="M12.6 3.4a3.5 3.5 0 0 1 4.95 4.95l-2.5 2.5a3.5 3.5 0 0 1-4.95 0 .9.9 0 1 1 1.27-1.27 1.7 1.7 0 0 0 2.41 0l2.5-2.5a1.7 1.7 0 0 0-2.41-2.41l-.9.9a.9.9 0 1 1-1.27-1.27l.9-.9Zm-3.7 5.75a1.7 1.7 0 0 0-2.41 0l-2.5 2.5a1.7 1.7 0 0 0 2.41 2.41l.9-.9a.9.9 0 1 1 1.27 1.27l-.9.9a3.5 3.5 0 0 1-4.95-4.95l2.5-2.5a3.5 3.5 0 0 1 4.95 0 .9.9 0 1 1-1.27 1.27Z" />
      </svg>
      {copied ? '¡Copiado!' : 'Compartir'}
    </button>
  )
}
