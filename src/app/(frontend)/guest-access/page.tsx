import { hasRefunds } from '@/orders/facts'
import type { Metadata } from 'next'
import Link from 'next/link'

import type { SearchParams } from '@/commerce/checkout-selection'
import { guestOrderHistory } from '@/commerce/order-history'
import { withdrawalViews } from '@/commerce/withdrawal-request'
import { guestMay } from '@/entitlements/credentials'
import { verifyGuestToken, type GuestAccess } from '@/entitlements/guest-access'
import { GuestGuides, type AttachOffer, type GuestGuideView } from '@/components/guest/GuestGuides'
import { GuestOrders } from '@/components/guest/GuestOrders'
import { InvalidLinkNotice, type LinkProblem } from '@/components/guest/InvalidLinkNotice'
import { TeamBuyerAccess } from '@/components/teams/TeamBuyerAccess'
import { teamBuyerOffer } from '@/components/teams/team-buyer-offer'
import { InvoiceList, invoicesFor } from '@/components/invoices/InvoiceList'
import { EmailText } from '@/components/ui/EmailText'
import { RefreshOnce } from '@/components/ui/RefreshOnce'
import { WithdrawalPanel } from '@/components/withdrawal/WithdrawalPanel'
import { GivenGifts } from '@/components/gifts/GivenGifts'
import { givenGifts } from '@/teams/gift-giver'
import { qualitySeatsOf } from '@/teams/quality-store'
import { QualityInvite } from '@/components/teams/QualityInvite'
import { giftDayRange } from '@/teams/gifts'
import { CheckIcon } from '@/components/ui/CheckIcon'
import { longDate } from '@/content/dates'
import { formatMegabytes } from '@/components/dashboard/format'
import { guideTitle } from '@/content/labels'
import { getPayloadClient } from '@/readers/payload'
import { getSiteSettings } from '@/readers/queries'
import { pageMetadata } from '@/content/seo'
import { getViewer } from '@/readers/viewer'
import { guideOf, guidesOf, type GuideInfo, type Viewer } from '@/entitlements/viewer'
import { MailLink } from '@/components/ui/MailLink'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteSettings()
  const meta = pageMetadata(
    {
      title: 'Acceso a tus guías',
      description: 'Descarga las guías en PDF de tu compra.',
      path: '/guest-access',
      noindex: true,
    },
    site,
  )
  // The address carries the access token: never hand it to another site.
  return { ...meta, alternates: { canonical: meta.alternates?.canonical }, referrer: 'same-origin' }
}

async function check(token: string): Promise<{ access: GuestAccess | null; viewer: Viewer }> {
  const payload = await getPayloadClient()
  const [access, viewer] = await Promise.all([
    verifyGuestToken(payload, token).catch((error) => {
      payload.logger.error({ err: error, msg: 'guest link verification failed' })
      return null
    }),
    getViewer(),
  ])
  return { access, viewer }
}

export default async function GuestAccessPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams
  const token = typeof params.token === 'string' ? params.token.trim() : ''
  const [{ access, viewer }, site] = await Promise.all([check(token), getSiteSettings()])
  const signedInEmail = viewer.user?.email.toLowerCase() ?? null

  if (!access) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-16">
        <section role="alert" className="rounded-xl border border-red-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">Error al verificar el acceso</h1>
          <p className="mt-2 text-slate-700">
            No hemos podido comprobar tu enlace ahora mismo. Vuelve a abrirlo dentro de unos minutos o escríbenos a{' '}
            <a
              href={`mailto:${site.supportEmail}`}
              className="font-medium wrap-anywhere text-blue-800 underline underline-offset-2"
            >
              {site.supportEmail}
            </a>
            .
          </p>
        </section>
      </div>
    )
  }

  // Each state its own page, and the visitor stays on it: a valid link with nothing left on it was
  // either attached to an account or revoked.
  // The page lists the address's orders, invoices and withdrawals: a link e-mailed to the address, never the
  // success page's link of one checkout (src/entitlements/credentials.ts).
  const problem: LinkProblem | null =
    access.status !== 'valid'
      ? access.status
      : !guestMay(access.proof, 'list')
        ? 'invalid'
        : access.modules.length
          ? null
          : access.inAccount
            ? 'in-account'
            : 'revoked'
  // A team bought without an account gives its buyer no modules: the link is the way to the team's page.
  const here = `/guest-access?token=${encodeURIComponent(token)}`
  const teamOffer =
    (problem === 'revoked' || problem === 'in-account') && access.status === 'valid'
      ? await teamBuyerOffer(await getPayloadClient(), { email: access.email, token, signedInEmail, here })
      : null
  if (teamOffer && access.status === 'valid') {
    return (
      <div className="mx-auto max-w-xl px-4 py-10 sm:py-16">
        <section
          aria-labelledby="equipo-acceso"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          data-testid="team-buyer"
        >
          <h1 id="equipo-acceso" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {teamOffer.kind === 'create' ? 'Crea tu cuenta para gestionar tu equipo' : 'Gestiona tu equipo'}
          </h1>
          <p className="mt-2 mb-6 leading-relaxed text-slate-700">
            {teamOffer.kind === 'create'
              ? 'Desde tu cuenta invitas a cada persona, ves su progreso y descargas la documentación FUNDAE. Solo falta tu nombre y una contraseña.'
              : 'Las plazas que compraste se gestionan desde la página de tu equipo.'}
          </p>
          <TeamBuyerAccess offer={teamOffer} token={token} />
        </section>
      </div>
    )
  }
  // A gift bought without an account gives its buyer no modules either: the link shows the gifts they gave.
  const gifts =
    access.status === 'valid' && guestMay(access.proof, 'gifts')
      ? await givenGifts(await getPayloadClient(), { guestEmail: access.email })
      : []
  if (problem === 'revoked' && gifts.length && access.status === 'valid') {
    return (
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:py-16">
        <section
          aria-labelledby="regalos-acceso"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          data-testid="guest-gifts"
        >
          <h1 id="regalos-acceso" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Gestiona tus regalos
          </h1>
          <p className="mt-2 leading-relaxed text-slate-700">
            Los regalos que has hecho desde <EmailText email={access.email} />: cuándo se entregan, cambiar la fecha
            mientras no se hayan entregado y desistir mientras la persona que lo recibe no empiece a usarlo.
          </p>
        </section>
        <GivenGifts gifts={gifts} days={giftDayRange(new Date())} token={token} />
        <WithdrawalPanel
          orders={await withdrawalViews(await getPayloadClient(), { guestEmail: access.email })}
          token={token}
        />
        <InvoiceList invoices={await invoicesFor(await getPayloadClient(), { email: access.email })} token={token} />
        <p className="text-center text-sm text-slate-600">
          ¿Dudas sobre tu regalo? Escríbenos a <MailLink email={site.supportEmail} />. Este enlace es personal: no lo
          compartas.
        </p>
      </div>
    )
  }
  // A buyer whose purchases were all refunded keeps a read-only view of them: orders, refunds, invoices.
  const history =
    problem === 'revoked' && access.status === 'valid'
      ? await guestOrderHistory(await getPayloadClient(), access.email)
      : []
  // Only when a refund is what ended the access (support's revocations keep the support page below).
  if (history.some((o) => hasRefunds(o.status)) && access.status === 'valid') {
    return (
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:py-16">
        <section
          aria-labelledby="enlace-estado"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          data-testid="guest-history"
        >
          <h1 id="enlace-estado" className="text-2xl font-bold text-slate-900">
            Este acceso ya no está activo
          </h1>
          <p className="mt-2 leading-relaxed text-slate-700">
            Tu compra se ha reembolsado, así que las guías ya no están disponibles. Aquí siguen tus pedidos, los
            reembolsos y tus facturas (también las rectificativas) de <EmailText email={access.email} />.
          </p>
        </section>
        <GuestOrders orders={history} />
        <InvoiceList invoices={await invoicesFor(await getPayloadClient(), { email: access.email })} token={token} />
        <p className="text-center text-sm text-slate-600">
          ¿Dudas sobre tu reembolso? Escríbenos a <MailLink email={site.supportEmail} />.
        </p>
      </div>
    )
  }
  if (problem || access.status !== 'valid') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-16">
        <InvalidLinkNotice reason={problem ?? 'invalid'} supportEmail={site.supportEmail} />
      </div>
    )
  }

  const files = await guidesOf(await getPayloadClient(), access.modules).catch(() => new Map<number, GuideInfo>())
  const guides: GuestGuideView[] = access.modules.map((m) => {
    const guide = guideOf(files, m)
    return {
      slug: m.slug,
      code: m.code,
      title: m.title,
      guideTitle: guide ? guideTitle(m) : null,
      guideDescription: guide?.description ?? null,
      guideSize: formatMegabytes(guide?.filesize),
    }
  })
  // a colleague who accepted a seat without an account finishes the course here too
  const quality = await qualitySeatsOf(await getPayloadClient(), { guestEmail: access.email.toLowerCase() })
  const offer: AttachOffer = !signedInEmail
    ? { kind: 'signed-out', signInHref: `/auth?redirect=${encodeURIComponent(here)}` }
    : signedInEmail === access.email
      ? { kind: 'same-account' }
      : { kind: 'other-account', email: signedInEmail }

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:py-16">
      {viewer.sessionIgnored && <RefreshOnce />}
      <section
        aria-labelledby="acceso"
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        data-testid="guest-confirmed"
      >
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-emerald-50"
          >
            <CheckIcon className="h-6 w-6 fill-emerald-600" />
          </span>
          <div className="min-w-0">
            <h1 id="acceso" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Acceso Confirmado
            </h1>
            <dl className="mt-3 space-y-1 text-slate-700">
              <div className="flex flex-wrap gap-x-2">
                <dt>Email:</dt>
                <dd className="min-w-0 font-semibold wrap-break-word text-slate-900" data-testid="guest-email">
                  <EmailText email={access.email} />
                </dd>
              </div>
              <div className="flex flex-wrap gap-x-2">
                <dt>Acceso válido hasta</dt>
                <dd className="font-semibold text-slate-900" data-testid="guest-expiry">
                  <time dateTime={access.expiresAt}>{longDate(access.expiresAt)}</time>
                </dd>
              </div>
            </dl>
          </div>
        </div>
      </section>

      <QualityInvite seats={quality} />

      <GuestGuides token={token} guides={guides} offer={offer} />

      <GivenGifts gifts={gifts} days={giftDayRange(new Date())} token={token} />

      <WithdrawalPanel
        orders={await withdrawalViews(await getPayloadClient(), { guestEmail: access.email })}
        token={token}
      />

      <InvoiceList invoices={await invoicesFor(await getPayloadClient(), { email: access.email })} token={token} />

      <section aria-labelledby="ayuda" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="ayuda" className="text-lg font-semibold text-slate-900">
          ¿Necesitas ayuda?
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-slate-700">
          Si una descarga falla o tienes dudas sobre tu acceso, escríbenos a{' '}
          <a
            href={`mailto:${site.supportEmail}`}
            className="font-medium wrap-anywhere text-blue-800 underline underline-offset-2"
          >
            {site.supportEmail}
          </a>
          . Este enlace es personal: no lo compartas, porque da acceso a tus descargas.
        </p>
      </section>

      <p className="text-center text-sm text-slate-600">
        ¿Has perdido tu enlace o ha caducado?{' '}
        <Link href="/guest-access/recuperar" className="font-medium text-blue-800 underline underline-offset-2">
          Pide un enlace nuevo
        </Link>
      </p>
    </div>
  )
}
