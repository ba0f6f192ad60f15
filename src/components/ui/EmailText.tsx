import { Fragment } from 'react'

/**
 * An e-mail address that, when it does not fit, wraps after '@' and before dots rather than in the middle
 * of a word ('ana.garcia@<wbr>ejemplo<wbr>.com').
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[.@])|(?<=@)/)
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  )
}
