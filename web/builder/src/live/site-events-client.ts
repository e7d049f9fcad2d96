import type { HostApi } from '../host'

/** One server-sent event: its name and its data (JSON text). */
export interface StreamEvent {
  event: string
  data: string
}

/** Waits before connecting again: 1 s, doubling to 30 s; back to 1 s once a stream opened. */
export const RECONNECT_MIN_MS = 1000
export const RECONNECT_MAX_MS = 30_000

/**
 * Splits a text/event-stream into events as chunks arrive: `event:` and `data:` lines up to a
 * blank line; comments (heartbeats) and other fields are skipped.
 */
export class EventStreamParser {
  private buffer = ''

  push(chunk: string): StreamEvent[] {
    this.buffer += chunk.replace(/\r\n?/g, '\n')
    const events: StreamEvent[] = []
    let end: number
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const frame = this.buffer.slice(0, end)
      this.buffer = this.buffer.slice(end + 2)
      let event = 'message'
      const data: string[] = []
      for (const line of frame.split('\n')) {
        if (line.startsWith(':')) continue
        const colon = line.indexOf(':')
        const field = colon < 0 ? line : line.slice(0, colon)
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
        if (field === 'event') event = value
        else if (field === 'data') data.push(value)
      }
      if (data.length > 0) events.push({ event, data: data.join('\n') })
    }
    return events
  }
}

export interface EventSubscription {
  stop(): void
}

/**
 * Listens to a server-sent event stream through the host's API client (so the request carries
 * the Authorization header, which EventSource cannot send), and connects again after a failure
 * or an end, waiting longer each time, until stopped. `onOpen` is told of each (re)connection:
 * events may have been missed before it.
 */
export function subscribeEvents(
  api: HostApi,
  path: string,
  handlers: { onEvent(event: StreamEvent): void; onOpen?(): void },
  timers: { wait(ms: number): Promise<void> } = {
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  },
): EventSubscription {
  const abort = new AbortController()
  let delay = RECONNECT_MIN_MS
  const run = async () => {
    while (!abort.signal.aborted) {
      try {
        if (!api.raw) return
        const response = await api.raw('GET', path, {
          accept: 'text/event-stream',
          signal: abort.signal,
        })
        if (!response.body) throw new Error('The event stream has no body')
        delay = RECONNECT_MIN_MS
        handlers.onOpen?.()
        const parser = new EventStreamParser()
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
        for (;;) {
          const { value, done } = await reader.read()
          if (done) break
          for (const event of parser.push(value)) handlers.onEvent(event)
        }
      } catch (error) {
        if (abort.signal.aborted) return
        console.warn('The site event stream failed', error)
      }
      if (abort.signal.aborted) return
      await timers.wait(delay)
      delay = Math.min(delay * 2, RECONNECT_MAX_MS)
    }
  }
  void run()
  return { stop: () => abort.abort() }
}
