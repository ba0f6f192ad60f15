'use client'

/**
 * The last resort when even the site's layout could not be rendered (it reads the navigation and the
 * legal identity from the database): a self-contained page in Spanish.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="es">
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          margin: 0,
          padding: '5rem 1rem',
          textAlign: 'center',
          color: '#0f172a',
        }}
      >
        <main data-testid="error-page">
          <h1 style={{ fontSize: '1.875rem', margin: 0 }}>Academia GEO no está disponible en este momento</h1>
          <p style={{ fontSize: '1.125rem', color: '#334155', maxWidth: '40rem', margin: '1rem auto 0' }}>
            El servicio está saturado o en mantenimiento. Vuelve a intentarlo en unos segundos.
          </p>
          <button
            type="button"
            onClick={reset}
            style={{
              marginTop: '2rem',
              padding: '0.625rem 1.25rem',
              borderRadius: '0.5rem',
              border: 0,
              background: '#1d4ed8',
              color: '#fff',
              fontWeight: 600,
            }}
          >
            Reintentar
          </button>
        </main>
      </body>
    </html>
  )
}
