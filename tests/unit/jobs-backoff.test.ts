import { describe, expect, it } from 'vitest'

import { backoffMs } from '@/jobs/worker'

describe('job retry backoff', () => {
  it('doubles from the base up to the cap', () => {
    const middle = () => 0.5 // no jitter
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffMs(n, 1000, 10_000, middle))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ])
  })

  it('spreads each wait by ±20 %', () => {
    expect(backoffMs(3, 1000, 60_000, () => 0)).toBe(3200)
    expect(backoffMs(3, 1000, 60_000, () => 1)).toBe(4800)
  })
})
