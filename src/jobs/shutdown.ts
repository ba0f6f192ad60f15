/**
 * What a clean stop of `next start` (16.4) lets the app do. On SIGTERM Next's own handler
 * (next/dist/server/lib/start-server.js) closes the HTTP server — no new connections, idle keep-alive
 * ones closed, requests in flight finish — then runs its `after()` work and calls `process.exit(143)`.
 * It offers production apps no hook of their own (its cleanup listeners are for `next dev`), so the job
 * worker starts its drain on the same signal and the exit Next asks for waits until the drain is over
 * (never longer than HARD_LIMIT_MS: well inside the 30 s a container runtime grants before SIGKILL).
 */
const HARD_LIMIT_MS = 25_000

type Global = { __academiaExitHeld?: boolean }

export function holdExitUntil(drain: () => Promise<void>) {
  const g = globalThis as Global
  if (g.__academiaExitHeld) return
  g.__academiaExitHeld = true
  let drained: Promise<void> | null = null
  const start = () => {
    drained ??= Promise.race([drain().catch(() => {}), new Promise<void>((r) => setTimeout(r, HARD_LIMIT_MS).unref())])
    return drained
  }
  process.prependListener('SIGTERM', () => void start())
  const exit = process.exit.bind(process)
  process.exit = ((code?: number) => {
    if (!drained) return exit(code)
    void drained.finally(() => exit(code))
    return undefined as never
  }) as typeof process.exit
}
