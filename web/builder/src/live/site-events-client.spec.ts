import { describe, expect, it } from 'vitest'
import type { HostApi } from '../host'
import {
  EventStreamParser,
  RECONNECT_MAX_MS,
  RECONNECT_MIN_MS,
  subscribeEvents,
} from './site-events-client'

describe('EventStreamParser', () => {
  it('reads events split across chunks, skipping heartbeats', () => {
    const parser = new EventStreamParser()
    expect(parser.push(': heartbeat\n\nevent: saved\nda')).toEqual([])
    expect(parser.push('ta: {"a":1}\n\nevent: ready\r\ndata: {}\r\n\r\n')).toEqual([
      { event: 'saved', data: '{"a":1}' },
      { event: 'ready', data: '{}' },
    ])
  })
})

/** A stream answer holding `text`, then its end. */
const stream = (text: string) =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text))
        controller.close()
      },
    }),
  )

describe('subscribeEvents', () => {
  it('connects again after an end or a failure, waiting longer each failure, until stopped', async () => {
    const answers: Array<() => Promise<Response>> = [
      () => Promise.reject(new Error('down')),
      () => Promise.reject(new Error('down')),
      () => Promise.resolve(stream('event: saved\ndata: 1\n\n')),
      () => Promise.resolve(stream('event: saved\ndata: 2\n\n')),
    ]
    const heard: string[] = []
    const waits: number[] = []
    let opened = 0
    let stop = () => {}
    const done = new Promise<void>((resolve) => {
      const api: HostApi = {
        request: () => Promise.reject(new Error('unused')),
        raw: (_method, path, options) => {
          expect(path).toBe('https://server.test/api/sites/s/events')
          expect(options?.accept).toBe('text/event-stream')
          const next = answers.shift()
          if (!next) {
            stop()
            resolve()
            return new Promise(() => {})
          }
          return next()
        },
      }
      const subscription = subscribeEvents(
        api,
        'https://server.test/api/sites/s/events',
        { onEvent: (event) => heard.push(event.data), onOpen: () => opened++ },
        { wait: (ms) => (waits.push(ms), Promise.resolve()) },
      )
      stop = () => subscription.stop()
    })
    await done
    expect(heard).toEqual(['1', '2'])
    expect(opened).toBe(2)
    expect(waits).toEqual([
      RECONNECT_MIN_MS,
      RECONNECT_MIN_MS * 2,
      RECONNECT_MIN_MS,
      RECONNECT_MIN_MS,
    ])
    expect(RECONNECT_MAX_MS).toBeGreaterThan(RECONNECT_MIN_MS)
  })
})
