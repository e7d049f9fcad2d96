import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { HostApi, HostRequestOptions } from '../host'
import { PresenceStore, type PresenceView } from './presence-store'

const ana = { user_id: '0f8e4f9a-1b2c-4d5e-8f90-a1b2c3d4e5f6', email: 'ana@studio.test' }

function fakeApi(answer: () => PresenceView) {
  const calls: Array<[string, string, HostRequestOptions | undefined]> = []
  const api: HostApi = {
    request: <T>(method: string, path: string, options?: HostRequestOptions) => {
      calls.push([method, path, options])
      return Promise.resolve((method === 'POST' ? answer() : undefined) as T)
    },
  }
  return { api, calls }
}

const site = { id: 'site-1', site_server: { address: 'http://sites.test/' } }

describe('who else has the site open', () => {
  it('warns only of members who may change the design', () => {
    const { api } = fakeApi(() => ({ others: [], heartbeat_seconds: 10 }))
    const presence = new PresenceStore(api, site, () => false)
    presence.others = [
      { ...ana, role: 'ContentEditor', page: '/home', seen_at: new Date(0) },
      { user_id: 'b', email: 'bo@studio.test', role: 'Admin', page: '/home', seen_at: new Date(0) },
    ]
    expect(presence.designersOn('/home').map((o) => o.email)).toEqual(['bo@studio.test'])
  })

  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('beats at once, then no faster than every 10 s, and says goodbye when closed', async () => {
    const seen = {
      others: [{ ...ana, role: 'Designer' as const, page: '/home', seen_at: new Date(0) }],
      heartbeat_seconds: 2,
    }
    const { api, calls } = fakeApi(() => seen)
    const presence = new PresenceStore(
      api,
      site,
      () => false,
      () => '/about',
    )
    presence.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(presence.others.map((o) => o.email)).toEqual(['ana@studio.test'])
    expect(calls).toEqual([
      [
        'POST',
        'http://sites.test/api/sites/site-1/presence',
        { unauthorized: 'throw', body: { page: '/about' } },
      ],
    ])
    // A designer on the home page: a warning there, none on another page.
    expect(presence.designersOn('/home').map((o) => o.email)).toEqual(['ana@studio.test'])
    expect(presence.designersOn('/about')).toEqual([])
    // The server asked for 2 s: the builder still waits 10.
    await vi.advanceTimersByTimeAsync(9_999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    presence.stop()
    await vi.advanceTimersByTimeAsync(30_000)
    expect(calls.map(([method]) => method)).toEqual(['POST', 'POST', 'DELETE'])
  })

  it('skips heartbeats while the tab is hidden', async () => {
    let hidden = true
    const { api, calls } = fakeApi(() => ({ others: [], heartbeat_seconds: 10 }))
    const presence = new PresenceStore(api, site, () => hidden)
    presence.start()
    await vi.advanceTimersByTimeAsync(25_000)
    expect(calls).toHaveLength(0)
    hidden = false
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls).toHaveLength(1)
    presence.stop()
  })
})
