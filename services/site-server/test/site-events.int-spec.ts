import { randomBytes } from 'node:crypto'
import { deserializeSite, editComponent, SiteDocument, type EditStep } from '@tessera/site-format'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { startReplica, stopReplicas } from './replicas.js'

afterAll(stopReplicas)
import {
  createSiteFor,
  load,
  register,
  siteServer,
  siteServerUrl,
  type SavedBody,
  type User,
} from './helpers.js'

const saveId = () => randomBytes(18).toString('base64url')

interface Heard {
  event: string
  data: Record<string, unknown>
}

/** A builder's subscription: the events heard so far, and a wait for the next one. */
interface Subscription {
  status: number
  next(timeoutMs?: number): Promise<Heard | undefined>
  close(): void
}

const open: Subscription[] = []
afterEach(() => {
  for (const subscription of open.splice(0)) subscription.close()
})

async function subscribe(user: User, siteId: string, base = siteServerUrl): Promise<Subscription> {
  const abort = new AbortController()
  const res = await fetch(`${base}/api/sites/${siteId}/events`, {
    headers: { authorization: `Bearer ${user.token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  })
  const queue: Heard[] = []
  const waiting: Array<() => void> = []
  if (res.ok && res.body) {
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
      let buffer = ''
      try {
        for (;;) {
          const { value, done } = await reader.read()
          if (done) return
          buffer += value
          let end
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            const event = /^event: (.*)$/m.exec(frame)?.[1]
            const data = /^data: (.*)$/m.exec(frame)?.[1]
            if (event === undefined || data === undefined) continue
            queue.push({ event, data: JSON.parse(data) as Record<string, unknown> })
            waiting.splice(0).forEach((wake) => wake())
          }
        }
      } catch {
        // Closed by the test.
      }
    })()
  }
  const subscription: Subscription = {
    status: res.status,
    async next(timeoutMs = 5000) {
      if (queue.length === 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, timeoutMs)
          waiting.push(() => {
            clearTimeout(timer)
            resolve()
          })
        })
      }
      return queue.shift()
    },
    close: () => abort.abort(),
  }
  open.push(subscription)
  if (res.ok) expect((await subscription.next())?.event).toBe('ready')
  return subscription
}

/** Renames the home page's root: one step, saved through the site-server API. */
async function rename(user: User, siteId: string, name: string) {
  const version = await load(user, siteId)
  const doc = new SiteDocument(deserializeSite(version))
  const root = doc.site.pages['/home']!.root.id
  const steps: EditStep[] = [{ do: editComponent(doc, root, { name }) }]
  const id = saveId()
  const res = await siteServer.patch<SavedBody>(`/api/sites/${siteId}/steps`, {
    token: user.token,
    body: { save_id: id, version_id: version.version_id, steps },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return { saveId: id, steps, saved: res.body }
}

describe('site-server API: live site events', () => {
  it("tells a site's subscribers of each steps save, with its steps and new key", async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const events = await subscribe(user, site.id)
    const { saveId: id, steps, saved } = await rename(user, site.id, 'Heard root')
    const heard = await events.next()
    expect(heard).toEqual({
      event: 'saved',
      data: {
        type: 'saved',
        save_id: id,
        author_id: user.id,
        origin: null,
        steps,
        update_key: saved.update_key,
        content_updated_at: saved.content_updated_at,
        version_id: saved.version_id,
      },
    })
  })

  it("does not tell one site's subscribers of another site's saves", async () => {
    const user = await register()
    const [mine, other] = [await createSiteFor(user), await createSiteFor(user)]
    const events = await subscribe(user, mine.id)
    await rename(user, other.id, 'Elsewhere')
    const { saveId: id } = await rename(user, mine.id, 'Here')
    // Events of one channel arrive in order: the first one heard is this site's own.
    expect((await events.next())?.data.save_id).toBe(id)
  })

  it('tells every subscriber of a site, and the others still once one has gone', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const [first, second] = await Promise.all([subscribe(user, site.id), subscribe(user, site.id)])
    const { saveId: id } = await rename(user, site.id, 'Both hear')
    expect((await first.next())?.data.save_id).toBe(id)
    expect((await second.next())?.data.save_id).toBe(id)
    first.close()
    const { saveId: next } = await rename(user, site.id, 'One hears')
    expect((await second.next())?.data.save_id).toBe(next)
  })

  it('reaches subscribers connected to another replica', async () => {
    const user = await register()
    const site = await createSiteFor(user)
    const replica = await startReplica()
    const events = await subscribe(user, site.id, replica.url)
    const { saveId: id } = await rename(user, site.id, 'Across replicas')
    expect((await events.next())?.data.save_id).toBe(id)
  })

  it('refuses a subscriber without access to the site, and one without a token', async () => {
    const owner = await register()
    const stranger = await register()
    const site = await createSiteFor(owner)
    expect((await subscribe(stranger, site.id)).status).toBe(403)
    expect((await subscribe({ id: owner.id, token: 'not-a-token' }, site.id)).status).toBe(401)
  })
})
