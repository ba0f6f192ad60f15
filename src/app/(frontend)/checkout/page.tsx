import type { Metadata } from 'next'
import Link from 'next/link'

import { accountSummary } from '@/accounts/summary'
import {
  parseCheckoutParams,
  parsePurposeParams,
  paymentCancelled,
  type SearchParams,
} from '@/commerce/checkout-selection'
import { resolveTeam } from '@/commerce/seat-checkout'
import { seatPricing } from '@/teams/pricing'
import { completePlan, fromPriceCents, paidModules, purchasable, savingsCents, singlePlan } from '@/content/prices'
import { formatEuros } from '@/content/money'
import { CheckoutForm } from '@/components/checkout/CheckoutForm'
import type { CheckoutAccountView, CheckoutGuestView, CheckoutModuleView } from '@/components/checkout/types'
import { getPayloadClient } from '@/readers/payload'
import { getModules, getPricingPlans, getSiteSettings } from '@/readers/queries'
import { pageMetadata } from '@/content/seo'
import { getViewer } from '@/readers/viewer'
import { guestMay } from '@/entitlements/credentials'
import { loadUpgradeQuote, type CreditOwner } from '@/commerce/upgrade-credit'
import { Notice } from '@/components/ui/Notice'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteSettings()
  const meta = pageMetadata(
    {
      title: 'Finalizar compra',
      description: 'Elige el curso completo de GEO o un módulo, revisa tu compra y paga de forma segura.',
      path: '/checkout',
      noindex: true,
    },
    site,
  )
  // A private page: no Markdown twin.
  return { ...meta, alternates: { canonical: meta.alternates?.canonical } }
}

/** The signed-in account and what it owns; and what this browser's guest link covers (not sold again). */
async function buyer(): Promise<{
  account: CheckoutAccountView | null
  guest: CheckoutGuestView | null
  owner: CreditOwner
  userId: number | null
}> {
  const viewer = await getViewer()
  const { user } = viewer
  // Only a link e-mailed to the address makes its holder the address's buyer (credit, codes, its teams).
  const guest = viewer.guest && guestMay(viewer.guest.proof, 'checkout-as') ? viewer.guest : null
  const owner: CreditOwner = { userId: user?.id ?? null, guestEmail: user ? null : (guest?.email ?? null) }
  const account = user
    ? await accountSummary(await getPayloadClient(), user)
        .then((summary) => ({ email: summary.user.email, name: summary.user.name, owned: summary.modules }))
        .catch(() => null)
    : null
  return {
    account,
    guest: guest && { email: guest.email, owned: guest.modules.map((m) => m.slug) },
    owner,
    userId: user?.id ?? null,
  }
}

export default async function CheckoutPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [params, modules, plans, { account, guest, owner, userId }] = await Promise.all([
    searchParams,
    getModules(),
    getPricingPlans(),
    buyer(),
  ])
  const onSale = purchasable(modules)
  let initial = parseCheckoutParams(
    params,
    onSale.map((m) => m.slug),
  )
  let initialPurpose = parsePurposeParams(params)
  // «Más plazas» (`equipo=<team>`): only a manager of that team adds to it, with the team's own product.
  const team = initialPurpose.team
    ? await resolveTeam(
        await getPayloadClient(),
        initialPurpose.team,
        userId ? { id: userId } : null,
        userId ? null : (guest?.email ?? null),
      ).catch(() => null)
    : null
  if (initialPurpose.team && !team) initialPurpose = { ...initialPurpose, team: null }
  if (team) {
    const slug = team.module ? modules.find((m) => m.id === team.module)?.slug : null
    initial =
      team.productType === 'complete' ? { plan: 'complete', module: null } : { plan: 'module', module: slug ?? null }
  }

  const complete = completePlan(plans)
  // A buyer who owns some modules pays the difference (src/commerce/upgrade-credit.ts); the server charges the same.
  const upgrade = complete
    ? await loadUpgradeQuote(await getPayloadClient(), owner, { listPrice: complete.price, onSale })
    : null
  const credited = upgrade && upgrade.credit > 0 ? upgrade : null
  const single = singlePlan(plans)
  const savings = savingsCents(complete)
  const fromCents = fromPriceCents(modules)

  const moduleViews: CheckoutModuleView[] = paidModules(modules).map((m) => ({
    slug: m.slug,
    code: m.code,
    title: m.title,
    description: m.description,
    price: formatEuros(m.price),
    comingSoon: Boolean(m.comingSoon) || !onSale.some((s) => s.id === m.id),
  }))

  return (
    <div>
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:pt-8">
        <Link
          href="/curso"
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-blue-800 hover:underline"
        >
          <span aria-hidden="true">←</span> Volver al curso
        </Link>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Finalizar compra</h1>
        <p className="mt-3 max-w-2xl text-lg leading-relaxed text-slate-700">
          Elige el curso completo o el módulo que necesitas. Pagas una sola vez y descargas tus guías en cuanto se
          confirme el pago.
        </p>
        {paymentCancelled(params) && (
          <Notice
            tone="warning"
            size="lg"
            title="Has cancelado el pago: no se ha hecho ningún cargo."
            className="mt-6 sm:p-5"
            data-testid="payment-cancelled"
          >
            <p className="mt-1 text-sm leading-relaxed">
              Tu selección sigue aquí. Cuando quieras, revisa tu compra y vuelve a pagar.
            </p>
          </Notice>
        )}
        <div className="mt-8">
          <CheckoutForm
            complete={
              complete
                ? {
                    name: complete.name,
                    description: complete.description,
                    price: formatEuros(credited?.amount ?? complete.price),
                    referencePrice:
                      !credited && savings > 0 && complete.referencePrice ? formatEuros(complete.referencePrice) : null,
                    savings: !credited && savings > 0 ? formatEuros(savings) : null,
                    upgrade: credited && {
                      listPrice: formatEuros(credited.listPrice),
                      credit: formatEuros(credited.credit),
                    },
                    popular: Boolean(complete.popular),
                  }
                : null
            }
            single={
              single && onSale.length
                ? {
                    name: single.name,
                    description: single.description,
                    price: formatEuros(fromCents ?? single.price),
                    referencePrice: null,
                    savings: null,
                    popular: Boolean(single.popular),
                    // 'desde': a module's price is set per module in the CMS
                    from: true,
                  }
                : null
            }
            modules={moduleViews}
            initial={initial}
            account={account}
            guest={account ? null : guest}
            initialPurpose={initialPurpose}
            team={team ? { id: team.id, before: team.before, company: team.company } : null}
            seatPricing={{
              complete: complete ? seatPricing(complete.seatPricing, complete.price) : null,
              modules: Object.fromEntries(onSale.map((m) => [m.slug, seatPricing(m.seatPricing, m.price)])),
            }}
          />
        </div>
      </div>
    </div>
  )
}
