/** The simplified invoice's limit (RD 1619/2012 art. 4.1; the agency's 1150): up to 3.000 €, VAT included. */
import { describe, expect, it } from 'vitest'

import { fitsSimplifiedInvoice, SIMPLIFIED_INVOICE_MAX_CENTS } from '@/verifactu/tax-case'

describe('a simplified invoice totals at most 3.000 €', () => {
  it('3.000,00 € fits, one cent more does not', () => {
    expect(SIMPLIFIED_INVOICE_MAX_CENTS).toBe(300_000)
    expect(fitsSimplifiedInvoice(300_000)).toBe(true)
    expect(fitsSimplifiedInvoice(300_001)).toBe(false)
    expect(fitsSimplifiedInvoice(0)).toBe(true)
  })
})
