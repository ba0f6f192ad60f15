import { settings } from '@/env'

/**
 * PDFs rendered per request (a guide stamped for its buyer, an invoice, a certificate) take CPU and
 * tens of MB each: this instance renders at most `PDF_CONCURRENCY` at once. A few more requests wait
 * for a slot (briefly); beyond that they are refused at once with `RenderBusy` (the route answers 503
 * with Retry-After), so a burst of downloads can neither exhaust memory nor starve every page.
 */
export class RenderBusy extends Error {
  constructor() {
    super('every PDF render slot is busy')
  }
}

export const RENDER_RETRY_AFTER_SECONDS = 2
export const RENDER_BUSY_MESSAGE = 'Estamos generando muchos PDF a la vez. Vuelve a intentarlo en unos segundos.'

export function renderSlots(slots: number, { queue = slots * 2, waitMs = 5_000 } = {}) {
  let running = 0
  const waiting: Array<() => void> = []

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

  return {
    async run<T>(render: () => Promise<T>): Promise<T> {
      await acquire()
      try {
        return await render()
      } finally {
        release()
      }
    },
    get running() {
      return running
    },
  }
}

/** This instance's slots, shared by every PDF route. */
export const pdfRenders = renderSlots(settings.pdfConcurrency)
