import Link from 'next/link'

export interface OnwardLink {
  href: string
  title: string
  text: string
}

/** Where to go next: a row of link cards. */
export function OnwardLinks({ links }: { links: OnwardLink[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3" data-testid="onward-links">
      {links.map((link) => (
        <li
          key={link.href}
          className="relative rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-blue-700"
        >
          <Link href={link.href} className="font-semibold text-blue-800 after:absolute after:inset-0 after:rounded-xl">
            {link.title} <span aria-hidden="true">→</span>
          </Link>
          <p className="mt-1 text-sm leading-relaxed text-slate-700">{link.text}</p>
        </li>
      ))}
    </ul>
  )
}
