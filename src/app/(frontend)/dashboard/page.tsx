import { isEmailConfirmed } from '@/accounts/email-confirmation'
import { accountSummary } from '@/accounts/summary'
import { ConfirmEmailNotice } from '@/components/account/ConfirmEmailNotice'
import { withdrawalViews } from '@/commerce/withdrawal-request'
import { completePlan, fromPriceCents, singlePlan } from '@/content/prices'
import { upgradeOfferFor } from '@/commerce/upgrade-credit'
import { privateMetadata } from '@/components/auth/metadata'
import { DownloadHistory } from '@/components/dashboard/DownloadHistory'
import { EmptyState } from '@/components/dashboard/EmptyState'
import { ProgressCard } from '@/components/dashboard/ProgressCard'
import { RefreshAccessButton } from '@/components/dashboard/RefreshAccessButton'
import { SignedOutCard } from '@/components/dashboard/SignedOutCard'
import { SignOutButton } from '@/components/dashboard/SignOutButton'
import { InvoiceList, invoicesFor } from '@/components/invoices/InvoiceList'
import { MyData } from '@/components/privacy/MyData'
import { UnlockedModules, type UnlockedModule } from '@/components/dashboard/UnlockedModules'
import { UpgradeOffer } from '@/components/dashboard/UpgradeOffer'

import { Breadcrumb } from '@/components/ui/Breadcrumb'
import { LinkButton } from '@/components/ui/Button'
import { WithdrawalPanel } from '@/components/withdrawal/WithdrawalPanel'
import { GivenGifts } from '@/components/gifts/GivenGifts'
import { givenGifts } from '@/teams/gift-giver'
import { qualitySeatsOf } from '@/teams/quality-store'
import { QualityInvite } from '@/components/teams/QualityInvite'
import { giftDayRange } from '@/teams/gifts'
import { getModules, getPricingPlans, getPurchasableModules } from '@/readers/queries'
import { getPayloadClient } from '@/readers/payload'
import { getViewer } from '@/readers/viewer'
import { guideOf, guidesOf } from '@/entitlements/viewer'
import { CertificatePanel } from '@/components/learning/CertificatePanel'
import { ModuleUpdatesToggle } from '@/components/learning/ModuleUpdatesToggle'
import { certificateStatus } from '@/learning/certificates'
import { certificateView, shownCertificate } from '@/learning/certificate-view'
import { learnerProgress } from '@/learning/progress'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  privateMetadata({
    title: 'Mi panel',
    description: 'Tu progreso en el curso, tus módulos desbloqueados y tus guías premium en PDF.',
    path: '/dashboard',
  })

/** The premium dashboard of the signed-in account (read on the server on every request). */
export default async function DashboardPage() {
  const payload = await getPayloadClient()
  const viewer = await getViewer()
  const account = viewer.user
  if (!account) return <SignedOutCard />

  const [summary, modules, onSale, plans, invoices, withdrawals, progress, certificates, gifts, quality] =
    await Promise.all([
      accountSummary(payload, account),
      getModules(),
      getPurchasableModules(),
      getPricingPlans(),
      invoicesFor(payload, { userId: account.id, provenEmail: isEmailConfirmed(account) ? account.email : null }),
      withdrawalViews(payload, { userId: account.id }),
      learnerProgress(payload, account.id, viewer.rows),
      certificateStatus(payload, account.id),
      givenGifts(payload, { userId: account.id, provenEmail: isEmailConfirmed(account) ? account.email : null }),
      qualitySeatsOf(payload, { userId: account.id }),
    ])
  const owned = new Set(summary.modules)
  const unlocked = modules.filter((m) => owned.has(m.slug))
  const [guides, upgrade] = await Promise.all([
    guidesOf(payload, unlocked),
    upgradeOfferFor(payload, { user: account, guest: null, rows: viewer.rows }, { plans, modules }),
  ])
  const completeName = completePlan(plans)?.name ?? 'Curso completo'
  const items: UnlockedModule[] = unlocked.map((module) => ({
    module,
    guide: guideOf(guides, module),
    progress: progress.find((p) => p.moduleId === module.id),
  }))
  const certificate = shownCertificate(certificates.certificates)

  return (
    <div className="bg-gradient-to-b from-slate-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:pt-10">
        <Breadcrumb items={[{ label: 'Inicio', href: '/' }, { label: 'Mi panel' }]} />
        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-wide text-blue-800 uppercase">Panel premium</p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {summary.user.name ? `Hola, ${summary.user.name}` : 'Te damos la bienvenida'}
            </h1>
            <p className="mt-2 break-words text-slate-700" data-testid="account-email">
              Has iniciado sesión como <strong className="font-semibold text-slate-900">{summary.user.email}</strong>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <RefreshAccessButton />
            <SignOutButton />
          </div>
        </div>

        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-6">
            {!isEmailConfirmed(account) && account.role === 'customer' && <ConfirmEmailNotice email={account.email} />}
            <QualityInvite seats={quality} />
            <ProgressCard modules={onSale} owned={owned} />
            {items.length > 0 && upgrade && (
              <UpgradeOffer
                quote={upgrade}
                name={completeName}
                missing={onSale.filter((m) => !owned.has(m.slug)).map((m) => m.code)}
              />
            )}
            {items.length ? (
              <UnlockedModules items={items} />
            ) : (
              <EmptyState
                complete={completePlan(plans)}
                single={singlePlan(plans)}
                moduleCount={onSale.length}
                fromCents={fromPriceCents(modules)}
              />
            )}
            {items.length > 0 && (
              <CertificatePanel
                missing={certificates.missing}
                missingEvaluations={certificates.missingEvaluations}
                certificate={certificate && certificateView(certificate)}
                defaultName={account.name ?? ''}
              />
            )}
            <GivenGifts gifts={gifts} days={giftDayRange(new Date())} />
            <WithdrawalPanel orders={withdrawals} />
          </div>
          <aside className="min-w-0 space-y-6 lg:sticky lg:top-24 lg:self-start">
            {items.length > 0 && <ModuleUpdatesToggle enabled={Boolean(account.moduleUpdates)} />}
            {summary.teams > 0 && (
              <section
                aria-labelledby="mi-equipo"
                className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
                data-testid="dashboard-team"
              >
                <h2 id="mi-equipo" className="text-lg font-semibold text-slate-900">
                  {summary.teams === 1 ? 'Tu equipo' : 'Tus equipos'}
                </h2>
                <p className="mt-2 text-sm text-slate-700">
                  Invita a cada persona, sigue su progreso y descarga la justificación FUNDAE.
                </p>
                <LinkButton href="/equipo" variant="secondary" className="mt-4">
                  Ir a mi equipo
                </LinkButton>
              </section>
            )}
            <DownloadHistory downloads={summary.downloads} />
            <InvoiceList invoices={invoices} />
            <MyData />
          </aside>
        </div>
      </div>
    </div>
  )
}
