'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import { GuideDownload } from '@/components/checkout/GuideDownload'
import { useToast } from '@/components/ui/Toaster'
import { requestJson } from '@/components/http'
import { Button, LinkButton } from '@/components/ui/Button'
import { Notice } from '@/components/ui/Notice'

export interface GuestGuideView {
  slug: string
  code: string
  title: string
  guideTitle: string | null
  guideDescription: string | null
  /** the stored file's size, '0,2 MB' */
  guideSize: string | null
}

export type AttachOffer =
  /** signed in with the link's e-mail */
  | { kind: 'same-account' }
  /** signed in with another e-mail */
  | { kind: 'other-account'; email: string }
  | { kind: 'signed-out'; signInHref: string }

type AttachState =
  { status: 'idle' | 'sending' } | { status: 'done'; attached: number } | { status: 'error'; message: string }

/**
 * The guides a guest link covers, each with its download, and the offer to attach the purchases to
 * the signed-in account of the same e-mail. Once attached, the guides belong to the account: the
 * downloads then go through the session instead of the link.
 */
export function GuestGuides({ token, guides, offer }: { token: string; guides: GuestGuideView[]; offer: AttachOffer }) {
  const toast = useToast()
  const [attach, setAttach] = useState<AttachState>({ status: 'idle' })
  const attached = attach.status === 'done'
  const [online, setOnline] = useState(false)
  const asked = useRef(false)

  // The link lets this browser read the purchased modules online: the server leaves an HttpOnly grant
  // cookie (never the token) that the module pages check on every request.
  useEffect(() => {
    if (asked.current) return
    asked.current = true
    void requestJson('POST', '/api/guest-access/browser', { token }).then((response) => setOnline(response.ok))
  }, [token])

  async function attachPurchases() {
    if (attach.status === 'sending') return
    setAttach({ status: 'sending' })
    const response = await requestJson<{ attached?: unknown }>('POST', '/api/guest-access/attach', { token })
    const body = response.body
    if (response.ok && typeof body?.attached === 'number') {
      setAttach({ status: 'done', attached: body.attached })
      toast({
        title: 'Compras vinculadas a tu cuenta',
        description: body.attached
          ? `${body.attached === 1 ? 'Se ha vinculado 1 módulo' : `Se han vinculado ${body.attached} módulos`} a tu cuenta.`
          : 'Tus compras ya estaban en tu cuenta.',
      })
      return
    }
    const message =
      response.status === 0
        ? 'No se pudo conectar con el servidor. Inténtalo de nuevo.'
        : typeof body?.error === 'string' && body.error
          ? body.error
          : 'No se pudieron vincular las compras. Inténtalo de nuevo.'
    setAttach({ status: 'error', message })
    toast({ title: 'No se pudieron vincular las compras', description: message, variant: 'destructive' })
  }

  return (
    <>
      <section aria-labelledby="tus-guias" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="tus-guias" className="text-lg font-semibold text-slate-900">
          Tus guías en PDF
        </h2>
        <ul className="mt-4 space-y-4" data-testid="guest-guides">
          {guides.map((g) => (
            <li
              key={g.slug}
              className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="rounded-md bg-blue-50 px-2 py-0.5 text-sm font-bold text-blue-800">{g.code}</span>
                  <span className="font-semibold text-slate-900">{g.title}</span>
                </p>
                {g.guideTitle && <p className="mt-2 text-sm font-medium text-slate-800">{g.guideTitle}</p>}
                {g.guideDescription && (
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{g.guideDescription}</p>
                )}
                {g.guideSize && <p className="mt-1 text-sm text-slate-600">PDF · {g.guideSize}</p>}
              </div>
              <div className="flex shrink-0 flex-col gap-2 sm:items-end">
                {online && (
                  <LinkButton href={`/curso/${g.slug}`} variant="secondary" size="sm" data-testid={`read-${g.slug}`}>
                    Leer online<span className="sr-only"> {`${g.code}: ${g.title}`}</span>
                  </LinkButton>
                )}
                <GuideDownload
                  href={attached ? `/api/guides/${g.slug}` : `/api/guides/${g.slug}?token=${encodeURIComponent(token)}`}
                  fileName={`guia-completa-modulo-${g.slug}.pdf`}
                  text="Descargar PDF"
                  detail={`${g.code}: ${g.title}`}
                  context="guest"
                  testId={`download-${g.slug}`}
                />
              </div>
            </li>
          ))}
        </ul>
      </section>

      {guides.length > 0 && offer.kind === 'same-account' && (
        <section aria-labelledby="vincular" className="rounded-xl border border-blue-200 bg-blue-50/60 p-5 sm:p-6">
          <h2 id="vincular" className="text-lg font-semibold text-slate-900">
            Guarda estas compras en tu cuenta
          </h2>
          <div aria-live="polite">
            {attached ? (
              <p className="mt-2 text-sm text-slate-800" data-testid="attach-done">
                Listo: tus compras ya están en tu cuenta.{' '}
                <Link href="/dashboard" className="font-semibold text-blue-800 underline underline-offset-2">
                  Ir a mi panel
                </Link>
              </p>
            ) : (
              <p className="mt-2 text-sm leading-relaxed text-slate-700">
                Has iniciado sesión con el mismo email. Vincula estas compras a tu cuenta para tenerlas siempre en tu
                panel, sin depender de este enlace.
              </p>
            )}
            {attach.status === 'error' && (
              <Notice tone="error" className="mt-2">
                {attach.message}
              </Notice>
            )}
          </div>
          {!attached && (
            <Button onClick={() => void attachPurchases()} busy={attach.status === 'sending'} className="mt-4">
              {attach.status === 'sending' ? 'Vinculando...' : 'Vincular estas compras a mi cuenta'}
            </Button>
          )}
        </section>
      )}
      {guides.length > 0 && offer.kind === 'other-account' && (
        <Notice announce={false} className="leading-relaxed">
          Has iniciado sesión como <strong className="font-semibold wrap-anywhere">{offer.email}</strong>. Para vincular
          estas compras a una cuenta, inicia sesión con el email de la compra.
        </Notice>
      )}
      {guides.length > 0 && offer.kind === 'signed-out' && (
        <Notice announce={false} className="leading-relaxed">
          ¿Tienes una cuenta con este email?{' '}
          <Link href={offer.signInHref} className="font-medium text-blue-800 underline underline-offset-2">
            Inicia sesión
          </Link>{' '}
          y podrás vincular estas compras a tu cuenta.
        </Notice>
      )}
    </>
  )
}
