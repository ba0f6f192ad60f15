import Link from 'next/link'

export interface RelatedItem {
  href: string
  label: string
  description?: string | null
}

/** A list of onward links, as cards when they carry a description. */
export function RelatedContent({ items }: { items: RelatedItem[] }) {
  const threeColumns = items.length > 2 && items.some((item) => item.description)
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 ${threeColumns ? 'lg:grid-cols-3' : ''}`}>
      {items.map((item) => (
        <li key={item.href}>
          <Link href={item.href} className="group link-card">
            <span className="font-semibold text-blue-800 group-hover:underline">{item.label}</span>
            {item.description && <span className="mt-2 block text-sm text-slate-700">{item.description}</span>}
          </Link>
        </li>
      ))}
    </ul>
  )
}
