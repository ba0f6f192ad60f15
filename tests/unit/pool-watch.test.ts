/**
 * The database outage is logged once per process even when Next bundles src/database/pool-watch.ts into
 * several server chunks (each a fresh copy of the module): two copies share one state.
 */
import { expect, it, vi } from 'vitest'

it('two copies of the module log one outage and one recovery between them', async () => {
  const lines: string[] = []
  const logger = {
    error: (_: unknown, msg: string) => lines.push(msg),
    info: (msg: string) => lines.push(msg),
  } as never
  const first = await import('@/database/pool-watch')
  vi.resetModules()
  const second = await import('@/database/pool-watch')
  expect(second).not.toBe(first)

  first.databaseDown(logger, new Error('terminating connection due to administrator command'))
  second.databaseDown(logger, new Error('Connection terminated unexpectedly'))
  const mark = first.outageMark()
  second.databaseUp(logger, mark)
  first.databaseUp(logger, mark)
  expect(lines).toEqual(['database unreachable: retrying', 'database reachable again'])
})

it('a query already on its way when the outage was noticed does not end it; one asked after it does', async () => {
  const lines: string[] = []
  const logger = {
    error: (_: unknown, msg: string) => lines.push(msg),
    info: (msg: string) => lines.push(msg),
  } as never
  vi.resetModules()
  const watch = await import('@/database/pool-watch')
  const before = watch.outageMark()
  watch.databaseDown(logger, new Error('terminating connection due to administrator command'))
  watch.databaseUp(logger, before)
  expect(lines).toEqual(['database unreachable: retrying'])
  const after = watch.outageMark()
  watch.databaseUp(logger, after)
  watch.databaseDown(logger, new Error('the next outage'))
  watch.databaseUp(logger, after)
  expect(lines).toEqual([
    'database unreachable: retrying',
    'database reachable again',
    'database unreachable: retrying',
  ])
})
