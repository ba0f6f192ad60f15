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
      // its link icon is drawn by the class (globals.css)
      className="share-btn"
    >
      {copied ? '¡Copiado!' : 'Compartir'}
    </button>
  )
}
