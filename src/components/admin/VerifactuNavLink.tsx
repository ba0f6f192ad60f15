import Link from 'next/link'

/** Link to the VERI*FACTU records in the admin navigation. */
export function VerifactuNavLink() {
  return (
    <Link href="/admin/verifactu" className="nav__link" id="nav-verifactu">
      <span className="nav__link-label">VERI*FACTU</span>
    </Link>
  )
}
