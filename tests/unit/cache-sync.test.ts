import { describe, expect, it } from 'vitest'

import { tagFollower, type ExpiredTag } from '@/content/cache-sync'

/** A stand-in for the `cache-tags` table: rows become visible when "committed". */
function table() {
  const rows: ExpiredTag[] = []
  const reads: number[] = []
  return {
    commit: (id: number, tag: string) => rows.push({ id, tag }),
    reads,
    read: async (afterId: number) => {
      reads.push(afterId)
      return rows.filter((r) => r.id > afterId).sort((a, b) => a.id - b.id)
    },
  }
}

describe('following expired cache tags', () => {
  it('expires each recorded tag once, in one call per poll, with duplicates folded', async () => {
    const db = table()
    const expired: string[][] = []
    const poll = tagFollower(db.read, (tags) => expired.push(tags))
    db.commit(1, 'modules')
    db.commit(2, 'modules')
    db.commit(3, 'faqs')
    expect(await poll()).toEqual(['modules', 'faqs'])
    expect(await poll()).toEqual([])
    db.commit(4, 'pricing-plans')
    expect(await poll()).toEqual(['pricing-plans'])
    expect(expired).toEqual([['modules', 'faqs'], ['pricing-plans']])
  })

  it('still applies a row whose id was handed out earlier but committed after a later one', async () => {
    const db = table()
    const expired: string[] = []
    const poll = tagFollower(db.read, (tags) => expired.push(...tags))
    db.commit(10, 'articles')
    await poll()
    db.commit(9, 'glossary-terms') // a slower transaction
    expect(await poll()).toEqual(['glossary-terms'])
    expect(expired).toEqual(['articles', 'glossary-terms'])
  })

  it('reads only a bounded window behind the newest row seen', async () => {
    const db = table()
    const poll = tagFollower(db.read, () => {})
    for (let id = 1; id <= 200; id++) db.commit(id, `tag-${id}`)
    await poll()
    await poll()
    expect(db.reads).toEqual([0, 150])
  })
})
