import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'

/** Runs a command with extra environment, forwarding output; resolves with its exit code. */
export function run(
  command: string,
  args: string[],
  env: Record<string, string | undefined> = {},
  opts: { quiet?: boolean } = {},
) {
  return new Promise<number>((resolve) => {
    const child = spawn(command, args, {
      stdio: opts.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/**
 * Starts a long-running command in its own process group (npx → next → workers), so that
 * stopChild ends all of it; the caller stops it.
 */
export function start(
  command: string,
  args: string[],
  env: Record<string, string | undefined> = {},
  opts: { quiet?: boolean } = {},
): ChildProcess {
  const child = spawn(command, args, {
    stdio: opts.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
    detached: true,
  })
  const killGroup = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  process.once('exit', killGroup)
  return child
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

export function stopChild(child: ChildProcess | undefined, timeoutMs = 10_000) {
  return new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) {
      if (child) signalGroup(child, 'SIGKILL')
      return resolve()
    }
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), timeoutMs)
    child.once('exit', () => {
      clearTimeout(timer)
      signalGroup(child, 'SIGKILL')
      resolve()
    })
    signalGroup(child, 'SIGTERM')
  })
}

/** Waits until `url` answers (any status below 500), or throws after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 300))
  }
}

/** Throws when something already listens on `port` (a leftover server would answer for us). */
export async function assertPortFree(port: number, host = '127.0.0.1') {
  const busy = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
  if (busy) throw new Error(`port ${port} is already in use: stop the process listening there (or set TEST_APP_PORT)`)
}
