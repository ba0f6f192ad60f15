import Link from 'next/link'
import type { ServerProps } from 'payload'

import { isSupportUser } from '../../security/roles'

/** Link to the VERI*FACTU records in the admin navigation: admin and support, who read them. */
export function VerifactuNavLink({ user }: ServerProps) {
  if (!user || !isSupportUser(user as never)) return null
  return (
    <Link href="/admin/verifactu" className="nav__link" id="nav-verifactu">
      <span className="nav__link-label">VERI*FACTU</span>
    </Link>
  )
}
