import { describe, expect, it } from 'vitest'

import { PUBLISHED_MESSAGE, saveMessage, UNPUBLISHED_MESSAGE } from '@/editorial/save-message'

const url = (query: string) => new URL(`http://localhost/api/articles/3${query}`)

describe('what a save of editorial content says', () => {
  it('says a publish is live and an unpublish is off the site', () => {
    expect(saveMessage(url('?depth=0'), { doc: { _status: 'published' }, message: 'Cambios guardados.' })).toBe(
      PUBLISHED_MESSAGE,
    )
    expect(saveMessage(url('?depth=0&unpublishAllLocales=false'), { doc: { _status: 'draft' } })).toBe(
      UNPUBLISHED_MESSAGE,
    )
  })

  it("keeps Payload's message for draft saves, autosaves and answers without a document", () => {
    expect(saveMessage(url('?draft=true'), { doc: { _status: 'draft' } })).toBeNull()
    expect(saveMessage(url('?draft=true&autosave=true'), { doc: { _status: 'draft' } })).toBeNull()
    expect(saveMessage(url(''), { errors: [] })).toBeNull()
    expect(saveMessage(url(''), null)).toBeNull()
  })
})

describe('who scheduled a publish', () => {
  it('reads the user as an id or as Payload 3.90 writes it, a relation', async () => {
    const { schedulerId } = await import('@/editorial/scheduled-publish')
    expect(schedulerId(7)).toBe(7)
    expect(schedulerId('7')).toBe(7)
    expect(schedulerId({ relationTo: 'users', value: 7 })).toBe(7)
    expect(schedulerId(null)).toBeNull()
    expect(schedulerId({ relationTo: 'users' })).toBeNull()
  })
})
