/** The only fields of a VERI*FACTU record that change after it is written: how sending it went. */
export const RECORD_STATE_FIELDS: readonly string[] = [
  'status',
  'agencyCsv',
  'agencyErrorCode',
  'agencyErrorDescription',
  'sentAt',
  'attempts',
]
