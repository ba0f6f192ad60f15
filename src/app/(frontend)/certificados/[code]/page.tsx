import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Breadcrumb } from '@/components/ui/Breadcrumb'
import { JsonLd } from '@/components/ui/JsonLd'
import { Notice } from '@/components/ui/Notice'
import { isoDay, longDate } from '@/content/dates'
import { credential, graph } from '@/content/jsonld'
import { getPayloadClient } from '@/readers/payload'
import { getSiteSettings } from '@/readers/queries'
import { absoluteUrl, pageMetadata } from '@/content/seo'
import { ISSUER, certificateState, findCertificate, scoresLabel } from '@/learning/certificates'
import { linkedInAddUrl } from '@/learning/certificates'
import { hoursLabel } from '@/pdf/certificate'
import { buttonClass } from '@/components/ui/Button'

/**
 * /certificados/{código}: anyone with the code verifies a certificate of completion — who completed
 * what and when. Indexed only when its holder chose so; a withdrawn page is gone (404); a revoked
 * certificate says so.
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ code: string }> }

const load = async (code: string) => {
  const certificate = await findCertificate(await getPayloadClient(), code.toUpperCase())
  return certificate && certificateState(certificate) !== 'withdrawn' ? certificate : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [certificate, site] = await Promise.all([load((await params).code), getSiteSettings()])
  if (!certificate) return { title: 'Certificado no encontrado', robots: { index: false, follow: false } }
  const path = `/certificados/${certificate.code}`
  const meta = pageMetadata(
    {
      title: `Certificado de finalización de ${certificate.name}`,
      description: `${certificate.name} completó ${certificate.programme} de ${ISSUER} el ${longDate(certificate.issuedAt)}.`,
      path,
      noindex: !(certificate.indexable && certificateState(certificate) === 'active'),
    },
    site,
  )
  return { ...meta, alternates: { canonical: absoluteUrl(path) } }
}

export default async function CertificatePage({ params }: Props) {
  const certificate = await load((await params).code)
  if (!certificate) notFound()
  const site = await getSiteSettings()
  const path = `/certificados/${certificate.code}`
  const revoked = certificateState(certificate) === 'revoked'
  const scores = scoresLabel(certificate.scores)
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <Breadcrumb items={[{ label: 'Inicio', href: '/' }, { label: 'Certificado' }]} />
      {!revoked && (
        <JsonLd
          data={graph(
            credential({
              code: certificate.code,
              programme: certificate.programme,
              issuedAt: certificate.issuedAt,
              hours: certificate.hours,
              path,
              site,
            }),
          )}
        />
      )}
      <article
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
        data-testid="certificate"
      >
        <p className="text-sm font-semibold tracking-wide text-blue-800 uppercase">
          Certificado de finalización · {ISSUER}
        </p>
        {revoked ? (
          <>
            <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Certificado revocado</h1>
            <Notice tone="error" size="lg" announce={false} className="mt-4" data-testid="certificate-status">
              {ISSUER} revocó este certificado el{' '}
              <time dateTime={isoDay(certificate.revokedAt)}>{longDate(certificate.revokedAt)}</time>
              {certificate.revokedReason ? `. Motivo: ${certificate.revokedReason}` : ''}. Ya no acredita que su titular
              completara el curso.
            </Notice>
          </>
        ) : (
          <>
            <h1 className="mt-2 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
              {certificate.name}
            </h1>
            <p className="mt-4 text-lg text-slate-800" data-testid="certificate-status">
              completó la lectura de todas las secciones de <strong>{certificate.programme}</strong> (
              {hoursLabel(certificate.hours)} de contenido) el{' '}
              <time dateTime={isoDay(certificate.issuedAt)}>{longDate(certificate.issuedAt)}</time>.
            </p>
            <Notice tone="success" announce={false} className="mt-4 font-medium">
              Certificado válido, emitido por {ISSUER}.
            </Notice>
          </>
        )}
        <dl className="mt-6 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">Código de verificación</dt>
            <dd className="font-mono break-all text-slate-900">{certificate.code}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Emitido el</dt>
            <dd className="text-slate-900">{longDate(certificate.issuedAt)}</dd>
          </div>
          {scores && (
            <div className="sm:col-span-2">
              <dt className="text-slate-600">Evaluaciones aprobadas</dt>
              <dd className="text-slate-900" data-testid="certificate-scores">
                {scores}
              </dd>
            </div>
          )}
        </dl>
        {!revoked && (
          <div className="mt-6 flex flex-wrap gap-2">
            <a
              href={linkedInAddUrl(certificate, absoluteUrl(path))}
              rel="noopener noreferrer"
              target="_blank"
              className={buttonClass({ size: 'sm' })}
              data-testid="linkedin"
            >
              Añadir a LinkedIn<span className="sr-only"> (se abre en otra pestaña)</span>
            </a>
            <a
              href={`/api/learning/certificates/${certificate.code}/pdf`}
              className={buttonClass({ variant: 'soft', size: 'sm' })}
            >
              Descargar el PDF
            </a>
          </div>
        )}
        <p className="mt-8 text-xs text-slate-600">
          Un certificado de finalización de {ISSUER} acredita que su titular leyó todo el curso en la plataforma. No es
          una titulación oficial ni una acreditación académica.
        </p>
      </article>
    </div>
  )
}
