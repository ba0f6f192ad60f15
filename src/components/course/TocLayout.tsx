import type { ReactNode } from 'react'

import { TableOfContents, type TocItem } from '@/components/ui/TableOfContents'

/** Page content with its table of contents as a side column on wide screens. */
export function TocLayout({ toc, children }: { toc: TocItem[]; children: ReactNode }) {
  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-12">
      <div className="min-w-0">{children}</div>
      <div className="hidden lg:block">
        <TableOfContents items={toc} />
      </div>
    </div>
  )
}
