'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { fetchPdf } from '@/components/http'
import { useToast } from '@/components/ui/Toaster'
import { Button } from '@/components/ui/Button'

/** The file name a Content-Disposition header announces, if any. */
function dispositionFileName(header: string | null): string | null {
  const match = header && /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header)
  if (!match) return null
  try {
    return decodeURIComponent(match[1])
  } catch {
    return match[1]
  }
}

/**
 * 'Descargar PDF' for one module: GET /api/guides/:module with the session cookie (the server checks
 * access and stamps the PDF), then saves the file. A second click while downloading is ignored.
 */
export function DownloadButton({
  moduleSlug,
  fallbackFileName,
  label,
}: {
  moduleSlug: string
  fallbackFileName: string
  label: string
}) {
  const router = useRouter()
  const toast = useToast()
  const inFlight = useRef(false)
  const [downloading, setDownloading] = useState(false)

  async function download() {
    if (inFlight.current) return
    inFlight.current = true
    setDownloading(true)
    try {
      const response = await fetchPdf(`/api/guides/${encodeURIComponent(moduleSlug)}`)
      if (!response.ok || !(response.headers.get('Content-Type') ?? '').includes('application/pdf'))
        throw new Error(String(response.status))
      const blob = await response.blob()
      const fileName = dispositionFileName(response.headers.get('Content-Disposition')) ?? fallbackFileName
      const url = URL.createObjectURL(blob)
      const anchor = document.createElement('a')
      anchor.href = url
      anchor.download = fileName
      anchor.rel = 'noopener'
      document.body.appendChild(anchor)
      anchor.click()
      anchor.remove()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
      toast({ title: 'Descarga iniciada', description: `Se ha iniciado la descarga de ${fileName}` })
      // The download history lists this download now.
      router.refresh()
    } catch {
      toast({
        title: 'Error en la descarga',
        description: 'No se pudo descargar el archivo. Inténtalo de nuevo.',
        variant: 'destructive',
      })
    } finally {
      inFlight.current = false
      setDownloading(false)
    }
  }

  return (
    <Button
      size="sm"
      onClick={download}
      aria-disabled={downloading || undefined}
      aria-label={downloading ? undefined : label}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className={`h-4 w-4 fill-current ${downloading ? 'animate-pulse' : ''}`}
      >
        <path d="M10 2a1 1 0 0 1 1 1v7.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 1.4-1.4L9 10.6V3a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1v1h10v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1Z" />
      </svg>
      {downloading ? 'Descargando...' : 'Descargar PDF'}
    </Button>
  )
}
