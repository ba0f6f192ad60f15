/** In-page links to the page's sections («En esta página») or entries. */
export function PageToc({
  items,
  label = 'En esta página',
}: {
  items: { id: string; label: string }[]
  label?: string
}) {
  return (
    <nav aria-label={label} className="mt-8">
      <p className="text-sm font-semibold text-slate-900">{label}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} className="chip">
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
