/**
 * Runs `task` on every item, `limit` at a time, and returns the results in the items' order. For a test
 * process that starts many operations on its own Payload: each holds a connection of this process's pool
 * while it waits for a lock, and the pool's bounded wait for a connection is not what such a test tests.
 */
export async function inFlight<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++
        results[i] = await task(items[i])
      }
    }),
  )
  return results
}
