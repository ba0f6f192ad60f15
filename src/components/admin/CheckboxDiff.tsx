'use client'

import { FieldDiffContainer, getHTMLDiffComponents, useTranslation } from '@payloadcms/ui'

type Props = {
  comparisonValue?: unknown
  versionValue?: unknown
  field: { label?: unknown }
  locale?: string
  nestingLevel?: number
}

const yesNo = (value: unknown) => (value === true ? 'Sí' : value === false ? 'No' : '')

/** A checkbox in the version comparison as «Sí» / «No» (Payload's own diff wrote «true» / «false»). */
export function CheckboxDiff({ comparisonValue, versionValue, field, locale, nestingLevel }: Props) {
  const { i18n } = useTranslation()
  const { From, To } = getHTMLDiffComponents({
    fromHTML: `<p>${yesNo(comparisonValue)}</p>`,
    toHTML: `<p>${yesNo(versionValue)}</p>`,
    tokenizeByCharacter: false,
  })
  return (
    <FieldDiffContainer
      className="text-diff"
      From={From}
      To={To}
      i18n={i18n as never}
      label={{ label: field.label as never, locale: locale as never }}
      nestingLevel={nestingLevel}
    />
  )
}
