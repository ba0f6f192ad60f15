import { dateTime } from '@/content/dates'

export interface DownloadEntry {
  id: number | string
  fileName: string
  /** module slug ('f2') or null when the module was deleted */
  module: string | null
  downloadedAt: string
}

/** 'Tus últimas 10 descargas', newest first (as GET /api/account/me and accountSummary give them). */
export function DownloadHistory({ downloads }: { downloads: DownloadEntry[] }) {
  return (
    <section
      aria-labelledby="descargas-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="download-history"
    >
      <h2 id="descargas-title" className="text-lg font-semibold text-slate-900">
        Tus últimas 10 descargas
      </h2>
      {downloads.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          Todavía no has descargado ninguna guía. Cuando lo hagas, aparecerá aquí.
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100">
          {downloads.slice(0, 10).map((d) => (
            <li key={d.id} className="flex items-start justify-between gap-3 py-3" data-testid="download-entry">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-slate-900" title={d.fileName}>
                  {d.fileName}
                </p>
                <p className="mt-0.5 text-xs text-slate-600">
                  <time dateTime={d.downloadedAt}>{dateTime(d.downloadedAt)}</time>
                </p>
              </div>
              {d.module && (
                <span
                  className="shrink-0 rounded-md bg-slate-100 px-2 py-0.5 text-xs font-bold text-slate-700"
                  data-testid="download-module"
                >
                  <span className="sr-only">Módulo </span>
                  {d.module.toUpperCase()}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
