'use client'

import { Button } from '@/components/ui/Button'

/**
 * The site's error page: a page that could not be rendered (the database busy or away, a wait that ran
 * out) says so in Spanish and offers to try again, inside the site's layout.
 */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28"
      data-testid="error-page"
    >
      <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        No hemos podido mostrar esta página
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        El servicio está saturado o en mantenimiento en este momento. Vuelve a intentarlo en unos segundos; si el
        problema continúa, escríbenos.
      </p>
      <Button onClick={reset} className="mt-8">
        Reintentar
      </Button>
    </div>
  )
}
