/** An e-mail address as a `mailto:` link, breaking anywhere so a long address never overflows a phone's width. */
export function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="font-medium wrap-anywhere text-blue-800 underline underline-offset-2">
      {email}
    </a>
  )
}
