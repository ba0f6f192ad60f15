import type { ReactNode } from 'react'

import { ShareButton } from './ShareButton'

/** An anchorable page section with its heading and a share control. */
export function Section({
  id,
  title,
  children,
  className = '',
  level = 2,
}: {
  id: string
  title: string
  children: ReactNode
  className?: string
  level?: 2 | 3
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-24 ${className}`}>
      <div className="sec-head">
        <Heading id={`${id}-title`} className={level === 2 ? 'h-sec' : 'text-xl font-semibold text-slate-900'}>
          {title}
        </Heading>
        <ShareButton anchor={id} label={title} />
      </div>
      <div className="mt-4">{children}</div>
    </section>
  )
}
