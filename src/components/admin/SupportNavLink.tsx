import Link from 'next/link'

/** Link to the support desk in the admin navigation. */
export function SupportNavLink() {
  return (
    <Link href="/admin/soporte" className="nav__link" id="nav-soporte">
      <span className="nav__link-label">Atención al cliente</span>
    </Link>
  )
}
