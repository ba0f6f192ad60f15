'use client'

import { useEffect, useRef, useState } from 'react'

import { fetchPdf } from '@/components/http'
import { useToast } from '@/components/ui/Toaster'
import { buttonClass } from '@/components/ui/Button'
import { Notice } from '@/components/ui/Notice'

type State = { status: 'idle' | 'loading' | 'done' } | { status: 'error'; message: string }

const MESSAGES = {
  success: { done: 'Descarga completada', error: 'Error al descargar' },
  guest: { done: 'Descarga iniciada', error: 'Error al descargar el archivo' },
} as const

const withoutFinalStop = (text: string) => text.trim().replace(/\.+$/, '')

/**
 * A premium guide's download link (GET /api/guides/fN[?token=…]). The link works on its own; with
 * JavaScript the file is fetched first so that the buyer sees progress and a readable error.
 * `href` null: there is no token to download with.
 */
export function GuideDownload({
  href,
  fileName,
  text,
  detail,
  context,
  className,
  testId,
}: {
  href: string | null
  fileName: string
  /** visible text, e.g. 'Descargar PDF' */
  text: string
  /** what it downloads, for screen readers (appended to the text), e.g. 'F1: Fundamentos GEO' */
  detail?: string
  context: keyof typeof MESSAGES
  className?: string
  testId?: string
}) {
  const toast = useToast()
  const [state, setState] = useState<State>({ status: 'idle' })
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const fail = (message: string) => {
    const description = `${withoutFinalStop(message)}. Contacta con soporte si persiste.`
    setState({ status: 'error', message: description })
    toast({ title: MESSAGES[context].error, description, variant: 'destructive' })
  }

  async function download() {
    if (state.status === 'loading') return
    if (!href) return fail('No se encontró el token de acceso')
    setState({ status: 'loading' })
    try {
      const response = await fetchPdf(href)
      if (!response.ok) {
        const body = await response.json().catch(() => null)
        const message = typeof body?.error === 'string' ? body.error : body?.errors?.[0]?.message
        return fail(typeof message === 'string' && message ? message : `Error ${response.status}`)
      }
      const blob = await response.blob()
      if (!blob.size) return fail('No se recibió URL de descarga')
      const url = URL.createObjectURL(blob)
      const anchor = document.createElement('a')
      anchor.href = url
      anchor.download = fileName
      document.body.append(anchor)
      anchor.click()
      anchor.remove()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
      setState({ status: 'done' })
      toast({ title: MESSAGES[context].done, description: fileName })
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setState({ status: 'idle' }), 5000)
    } catch (error) {
      fail(error instanceof Error && error.message ? error.message : 'No se pudo conectar con el servidor')
    }
  }

  const visible =
    state.status === 'loading' ? 'Descargando...' : state.status === 'done' ? MESSAGES[context].done : null
  const base = className ?? buttonClass({ size: 'sm' })
  const icon = (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 fill-current">
      <path d="M10 2a1 1 0 0 1 1 1v8.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 1.4-1.4L9 11.6V3a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1v1h10v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1Z" />
    </svg>
  )

  return (
    <div className="flex flex-col items-start gap-1.5">
      {href ? (
        <a
          href={href}
          download={fileName}
          onClick={(event) => {
            event.preventDefault()
            void download()
          }}
          aria-busy={state.status === 'loading' || undefined}
          className={base}
          data-testid={testId}
        >
          {icon}
          <span>
            {visible ?? text}
            {detail && <span className="sr-only"> · {detail}</span>}
          </span>
        </a>
      ) : (
        <button type="button" onClick={() => void download()} className={base} data-testid={testId}>
          {icon}
          <span>
            {visible ?? text}
            {detail && <span className="sr-only"> · {detail}</span>}
          </span>
        </button>
      )}
      <div aria-live="polite">
        {state.status === 'error' && (
          <Notice tone="error" announce={false}>
            {state.message}
          </Notice>
        )}
      </div>
    </div>
  )
}
