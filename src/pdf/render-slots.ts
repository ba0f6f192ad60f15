import { settings } from '@/env'

/**
 * PDFs rendered per request (a guide stamped for its buyer, an invoice, a certificate) take CPU and
 * tens of MB each: this instance renders at most `PDF_CONCURRENCY` at once. A few more requests wait
 * for a slot (briefly, first come first served); beyond that they are refused at once with `RenderBusy`
 * (the route answers 503 with Retry-After), so a burst of downloads can neither exhaust memory nor
 * starve every page.
 *
 * The slots are shared fairly: a requester (each of its keys — the link's token, the account, the
 * client's address) holds at most one slot or place in the queue. Its further requests while that one
 * runs are refused at once (`RenderBusy` with `mine`: 429), so one link opened on 32 connections takes
 * one slot and everyone else still gets theirs.
 */
export class RenderBusy extends Error {
  constructor(readonly mine = false) {
    super(mine ? 'this requester already has a PDF in the making' : 'every PDF render slot is busy')
  }
}

export const RENDER_RETRY_AFTER_SECONDS = 2
export const RENDER_BUSY_MESSAGE = 'Estamos generando muchos PDF a la vez. Vuelve a intentarlo en unos segundos.'
export const RENDER_MINE_MESSAGE = 'Ya estamos preparando un PDF para ti. Espera a que termine y vuelve a intentarlo.'

export function renderSlots(slots: number, { queue = slots * 2, waitMs = 5_000 } = {}) {
  let running = 0
  const waiting: Array<() => void> = []
  /** the keys of every requester holding a slot or a place in the queue */
  const holding = new Set<string>()

  async function acquire() {
    if (running < slots) {
      running += 1
      return
    }
    if (waiting.length >= queue) throw new RenderBusy()
    await new Promise<void>((resolve, reject) => {
      const wake = () => {
        clearTimeout(timer)
        resolve()
      }
      const timer = setTimeout(() => {
        const i = waiting.indexOf(wake)
        if (i >= 0) waiting.splice(i, 1)
        reject(new RenderBusy())
      }, waitMs)
      waiting.push(wake)
    })
  }

  function release() {
    const next = waiting.shift()
    // the slot passes straight to the next waiter; otherwise it is free again
    if (next) next()
    else running -= 1
  }

  /** Renders in one of the slots (waiting briefly for one; `RenderBusy` when the queue is full or the wait too long). */
  async function run<T>(render: () => Promise<T>): Promise<T> {
    await acquire()
    try {
      return await render()
    } finally {
      release()
    }
  }

  /**
   * Runs `work` for `requester` (its keys) alone: while one of its keys has work here, another call
   * with that key is refused at once (`RenderBusy` with `mine`). `work` takes a slot with `render`
   * only for the rendering itself (reading a stored copy needs none).
   */
  async function forRequester<T>(requester: readonly string[], work: (render: typeof run) => Promise<T>): Promise<T> {
    const keys = [...new Set(requester)]
    if (keys.some((key) => holding.has(key))) throw new RenderBusy(true)
    for (const key of keys) holding.add(key)
    try {
      return await work(run)
    } finally {
      for (const key of keys) holding.delete(key)
    }
  }

  return {
    run,
    forRequester,
    get running() {
      return running
    },
  }
}

/** This instance's slots, shared by every PDF route. */
export const pdfRenders = renderSlots(settings.pdfConcurrency)
