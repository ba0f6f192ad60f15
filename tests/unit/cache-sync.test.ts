import { describe, expect, it } from 'vitest'

import { cacheExpiryKey, isCacheExpiryKey, tagFollower, tagsFrom, type ExpiredTag } from '@/content/cache-sync'

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

describe('expiring on this instance', () => {
  it('a poll whose expiry failed (the server not listening yet) is tried again, then counted once', async () => {
    const db = table()
    const expired: string[][] = []
    let up = false
    const poll = tagFollower(db.read, async (tags) => {
      if (!up) throw new Error('fetch failed')
      expired.push(tags)
    })
    db.commit(1, 'modules')
    await expect(poll()).rejects.toThrow('fetch failed')
    up = true
    expect(await poll()).toEqual(['modules'])
    expect(await poll()).toEqual([])
    expect(expired).toEqual([['modules']])
  })

  it('only a request signed with the key of this secret is accepted, and only a list of tag names', () => {
    const key = cacheExpiryKey('secret-a')
    expect(isCacheExpiryKey(key, 'secret-a')).toBe(true)
    expect(isCacheExpiryKey(key, 'secret-b')).toBe(false)
    expect(isCacheExpiryKey(null, 'secret-a')).toBe(false)
    expect(isCacheExpiryKey(`${key}x`, 'secret-a')).toBe(false)
    expect(tagsFrom({ tags: ['modules', 'faqs'] })).toEqual(['modules', 'faqs'])
    for (const body of [
      null,
      'modules',
      { tags: 'modules' },
      { tags: [1] },
      { tags: [''] },
      { tags: Array(501).fill('x') },
    ]) {
      expect(tagsFrom(body)).toBe(null)
    }
  })

  it('nothing in the app reaches into Next’s private modules', async () => {
    const fs = await import('node:fs')
    for (const file of ['src/instrumentation.ts', 'src/content/cache-sync.ts']) {
      expect(fs.readFileSync(file, 'utf8')).not.toMatch(/(?:from |import\()['"]next\/dist\//)
    }
  })
})
