import { formatEuros } from '@/content/money'
import type { UpgradeQuote } from '@/commerce/upgrade-credit'
import { LinkButton } from '@/components/ui/Button'

/**
 * «Completa el curso por 30 €»: a buyer who owns some modules pays the complete course's price minus what
 * they already paid for them (src/commerce/upgrade-credit.ts). Not shown to owners of every module.
 */
export function UpgradeOffer({ quote, name, missing }: { quote: UpgradeQuote; name: string; missing: string[] }) {
  return (
    <section
      aria-labelledby="completa-title"
      className="rounded-xl border-2 border-blue-700 bg-white p-5 shadow-sm sm:p-6"
      data-testid="upgrade-offer"
    >
      <h2 id="completa-title" className="text-xl font-semibold text-slate-900">
        {`Completa el curso por ${formatEuros(quote.amount)}`}
      </h2>
      <p className="mt-2 text-slate-700">
        {quote.credit > 0
          ? `El ${name.toLowerCase()} cuesta ${formatEuros(quote.listPrice)}; te descontamos los ${formatEuros(quote.credit)} que ya pagaste por tus módulos.`
          : `El ${name.toLowerCase()} por ${formatEuros(quote.listPrice)}.`}{' '}
        {missing.length > 0 && `Añade ${missing.join(', ')} y los módulos que se publiquen.`}
      </p>
      <LinkButton href="/checkout?plan=complete" className="mt-4">
        Completar el curso
      </LinkButton>
    </section>
  )
}
