import Link from 'next/link'

import { Notice } from '@/components/ui/Notice'
import type { QualitySeat } from '@/teams/quality-store'

/** The invitation to FUNDAE's quality questionnaire, once a seat holder has finished and not answered yet. */
export function QualityInvite({ seats }: { seats: QualitySeat[] }) {
  if (!seats.some((s) => s.finished && !s.answered)) return null
  return (
    <Notice tone="info" size="lg" data-testid="quality-invite">
      Has terminado el curso de tu empresa: valóralo en el{' '}
      <Link href="/equipo/cuestionario" className="font-medium text-blue-800 underline underline-offset-2">
        cuestionario de calidad
      </Link>{' '}
      (anónimo, unos 3 minutos).
    </Notice>
  )
}
