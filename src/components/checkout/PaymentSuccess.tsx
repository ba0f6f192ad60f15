'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import { LostLinkForm } from '@/components/guest/LostLinkForm'
import { CheckIcon } from '@/components/ui/CheckIcon'
import { requestJson } from '@/components/http'

import { BankTransferInstructions, transferViewOf, type TransferView } from './BankTransferInstructions'
import { GuideDownload } from './GuideDownload'
import { PaidCard, type SeatsBought, type Verified } from './PaidCard'
import { SeatsSuccess } from './SeatsSuccess'
import { LinkButton } from '@/components/ui/Button'
import { MailLink } from '@/components/ui/MailLink'

/** A payment that is not an error, and not (yet) access: a delayed method on its way, refused by the bank, abandoned. */
type Pending = 'processing' | 'failed' | 'expired'

/** What POST /api/checkout/verify answers. */
interface VerifyAnswer {
  success?: boolean
  /** false: paid, but this browser did not start the checkout (it learns nothing more) */
  buyer?: boolean
  status?: string
  productType?: string
  modules?: Verified['modules']
  email?: string
  amountPaid?: number | null
  accessToken?: string
  signedIn?: boolean
  breakdown?: string | null
  purpose?: string
  seats?: SeatsBought | null
  transfer?: unknown
}
const PENDING_TITLES: Record<Pending, string> = {
  processing: 'Pago en proceso',
  failed: 'El pago no se ha completado',
  expired: 'Sesión de pago caducada',
}

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'pending'; kind: Pending; message: string }
  | { status: 'success'; result: Verified }
  /** paid, seen from a browser that did not start the checkout: the access link is in the buyer's e-mail */
  | { status: 'paid-elsewhere' }
  /** paid by bank transfer, the money not there yet: the instructions (the buyer's browser only) */
  | { status: 'transfer'; message: string; transfer: TransferView | null }

const NO_SESSION = 'No se encontró información de la sesión de pago'
const VERIFY_FAILED = 'Error al verificar el pago'
/** A payment can still be settling when the buyer lands here: ask again a couple of times. */
const RETRIES_WHILE_PENDING = 2
const RETRY_DELAY_MS = 2000

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function verify(sessionId: string): Promise<State> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await requestJson<VerifyAnswer>('POST', '/api/checkout/verify', { sessionId })
    if (response.status === 0) return { status: 'error', message: VERIFY_FAILED }
    const body = response.body
    if (response.ok && body?.success === true && body.buyer === false) return { status: 'paid-elsewhere' }
    if (response.ok && body?.success === true && Array.isArray(body.modules)) {
      return {
        status: 'success',
        result: {
          productType: body.productType === 'complete' ? 'complete' : 'module',
          modules: body.modules,
          email: String(body.email ?? ''),
          amountPaid: typeof body.amountPaid === 'number' ? body.amountPaid : null,
          accessToken: typeof body.accessToken === 'string' && body.accessToken ? body.accessToken : null,
          signedIn: body.signedIn === true,
          breakdown: typeof body.breakdown === 'string' && body.breakdown ? body.breakdown : null,
          purpose: body.purpose === 'team' || body.purpose === 'gift' ? body.purpose : 'self',
          seats: body.seats && typeof body.seats === 'object' ? body.seats : null,
        },
      }
    }
    if (response.status === 409 && body?.status === 'awaiting_transfer') {
      return { status: 'transfer', message: String(body.error ?? ''), transfer: transferViewOf(body.transfer) }
    }
    if (response.status === 409 && typeof body?.status === 'string' && body.status in PENDING_TITLES) {
      return { status: 'pending', kind: body.status as Pending, message: String(body.error ?? '') }
    }
    if (response.status === 409 && attempt < RETRIES_WHILE_PENDING) {
      await wait(RETRY_DELAY_MS)
      continue
    }
    return { status: 'error', message: typeof body?.error === 'string' && body.error ? body.error : VERIFY_FAILED }
  }
}

/** The success page: verifies the Checkout Session (and fulfils it), then offers the downloads. */
export function PaymentSuccess({ sessionId, supportEmail }: { sessionId: string | null; supportEmail: string }) {
  const [state, setState] = useState<State>(
    sessionId ? { status: 'loading' } : { status: 'error', message: NO_SESSION },
  )
  const started = useRef(false)

  useEffect(() => {
    // Once per page view (React's development double effects included): each call may issue a link.
    if (!sessionId || started.current) return
    started.current = true
    void verify(sessionId).then(setState)
  }, [sessionId])

  if (state.status === 'loading') {
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-10 text-center shadow-sm"
      >
        <span
          aria-hidden="true"
          className="h-10 w-10 animate-spin rounded-full border-4 border-blue-100 border-t-blue-700 motion-reduce:animate-none"
        />
        <h1 className="text-lg font-semibold text-slate-900">Verificando tu pago...</h1>
        <p className="text-sm text-slate-600">No cierres esta página; solo tardará unos segundos.</p>
      </div>
    )
  }

  if (state.status === 'transfer')
    return <BankTransferInstructions message={state.message} transfer={state.transfer} supportEmail={supportEmail} />

  if (state.status === 'pending') {
    const failed = state.kind !== 'processing'
    return (
      <section
        role={failed ? 'alert' : 'status'}
        aria-labelledby="pago-pendiente"
        className={`rounded-xl border bg-white p-6 shadow-sm sm:p-8 ${failed ? 'border-red-200' : 'border-amber-200'}`}
        data-testid={`payment-${state.kind}`}
      >
        <h1 id="pago-pendiente" className="text-2xl font-bold text-slate-900">
          {PENDING_TITLES[state.kind]}
        </h1>
        <p className="mt-2 text-slate-800">{state.message}</p>
        <p className="mt-3 text-sm leading-relaxed text-slate-700">
          ¿Dudas? Escríbenos a <MailLink email={supportEmail} />.
        </p>
        <LinkButton href={failed ? '/checkout' : '/'} className="mt-5">
          {failed ? 'Volver a intentarlo' : 'Volver al inicio'}
        </LinkButton>
      </section>
    )
  }

  if (state.status === 'paid-elsewhere') {
    return (
      <section
        aria-labelledby="pago-ok"
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        data-testid="payment-paid-elsewhere"
      >
        <div className="flex flex-col items-center text-center">
          <span aria-hidden="true" className="flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50">
            <CheckIcon className="h-7 w-7 fill-emerald-600" />
          </span>
          <h1 id="pago-ok" className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
            Pago completado
          </h1>
          <p className="mt-3 max-w-xl leading-relaxed text-slate-700">
            Este pago se ha completado. Si la compra es tuya y la hiciste en otro navegador o dispositivo, te hemos
            enviado el enlace de acceso al email de la compra; si compraste con tu cuenta, inicia sesión para ver tus
            guías.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <LinkButton href="/auth?redirect=%2Fdashboard">Iniciar sesión</LinkButton>
            <LinkButton href="/" variant="secondary">
              Volver al inicio
            </LinkButton>
          </div>
        </div>
        <div className="mt-8">
          <LostLinkForm title="¿Compraste sin cuenta y no encuentras el enlace?" />
        </div>
      </section>
    )
  }

  if (state.status === 'error') {
    return (
      <div className="space-y-6">
        <section
          role="alert"
          aria-labelledby="pago-error"
          className="rounded-xl border border-red-200 bg-white p-6 shadow-sm sm:p-8"
          data-testid="payment-error"
        >
          <div className="flex items-start gap-4">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-xl font-bold text-red-700"
            >
              !
            </span>
            <div>
              <h1 id="pago-error" className="text-2xl font-bold text-slate-900">
                Error al procesar el pago
              </h1>
              <p className="mt-2 text-slate-800">{state.message}</p>
              <p className="mt-3 text-sm leading-relaxed text-slate-700">
                Si ya has pagado, escríbenos a <MailLink email={supportEmail} /> con el email de tu compra y lo
                resolvemos enseguida.
              </p>
              <LinkButton href="/" className="mt-5">
                Volver al inicio
              </LinkButton>
            </div>
          </div>
        </section>
        <LostLinkForm title="¿Compraste sin cuenta y no tienes tu enlace?" />
      </div>
    )
  }

  const { result } = state
  if (result.purpose !== 'self' && result.seats)
    return <SeatsSuccess result={result} seats={result.seats} sessionId={sessionId ?? ''} />
  const { signedIn } = result
  const guest = result.accessToken !== null
  const single = result.modules[0]
  const message =
    result.productType === 'complete'
      ? 'Ya tienes acceso completo a todos los módulos del curso. Descarga tus guías y empieza cuando quieras.'
      : single
        ? `¡Gracias por tu compra! Ya tienes acceso al módulo ${single.code}: ${single.title}.`
        : '¡Gracias por tu compra!'
  return (
    <PaidCard
      result={result}
      message={message}
      next={<LinkButton href="/curso">Ir al curso</LinkButton>}
      notes={
        <>
          {guest && result.email && (
            <p className="mt-3 max-w-xl text-sm leading-relaxed text-slate-700" data-testid="guest-email-note">
              Te hemos enviado el enlace de acceso a{' '}
              <strong className="font-semibold wrap-anywhere text-slate-900">{result.email}</strong>. Guárdalo: con él
              podrás volver a descargar tus guías cuando quieras.
            </p>
          )}
          {!guest && signedIn && (
            <p className="mt-3 max-w-xl text-sm text-slate-700">
              Tus guías también están en{' '}
              <Link href="/dashboard" className="font-medium text-blue-800 underline underline-offset-2">
                tu panel
              </Link>
              .
            </p>
          )}
          {!guest && !signedIn && (
            <p className="mt-3 max-w-xl text-sm text-slate-700">
              <Link
                href="/auth?redirect=%2Fdashboard"
                className="font-medium text-blue-800 underline underline-offset-2"
              >
                Inicia sesión
              </Link>{' '}
              con la cuenta de tu compra para descargar tus guías.
            </p>
          )}
        </>
      }
    >
      {result.modules.length > 0 && (
        <>
          <h2 className="mt-8 text-lg font-semibold text-slate-900">Tus guías en PDF</h2>
          <ul
            className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200"
            data-testid="success-downloads"
          >
            {result.modules.map((m) => (
              <li key={m.slug} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <p className="flex items-center gap-2">
                  <span className="rounded-md bg-blue-50 px-2 py-0.5 text-sm font-bold text-blue-800">{m.code}</span>
                  <span className="font-medium text-slate-900">{m.title}</span>
                </p>
                {guest || signedIn ? (
                  <GuideDownload
                    href={
                      guest
                        ? `/api/guides/${m.slug}?token=${encodeURIComponent(result.accessToken!)}`
                        : `/api/guides/${m.slug}`
                    }
                    fileName={`guia-completa-modulo-${m.slug}.pdf`}
                    text={`Descargar ${m.code}`}
                    detail={m.title}
                    context="success"
                    testId={`download-${m.slug}`}
                  />
                ) : (
                  <Link
                    href="/auth?redirect=%2Fdashboard"
                    className="text-sm font-medium text-blue-800 underline underline-offset-2"
                  >
                    Inicia sesión para descargar<span className="sr-only"> {m.code}</span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </PaidCard>
  )
}
