import '@testing-library/jest-dom/vitest'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { createSite, serializeSite, type Site } from '@tessera/site-format'
import type { HostRequestOptions } from '../host'
import en from '../i18n/messages/en.json'
import zh from '../i18n/messages/zh-tw.json'
import { HistoryMenu } from '../menus/history-menu'
import { SiteSessionContext } from '../site/session-context'
import type { ServerSiteView } from '../site/site-api'
import { SiteSession } from '../site/site-session'
import { BuilderStore } from '../store/builder-store'
import type { SiteRole } from '../store/site-role'
import { testHost } from '../store/test-store'
import { BuilderContext } from '../store-context'

vi.setConfig({ testTimeout: 30_000 })

const SITE_ID = '9b2f6c1e-3a4d-4e5f-8a7b-1c2d3e4f5a6b'
const ME = '11111111-1111-4111-8111-111111111111'
const OTHER = '22222222-2222-4222-8222-222222222222'
/** A member the sites service could not name (no address on record). */
const UNNAMED = '33333333-3333-4333-8333-333333333333'
const EMAILS: Record<string, string> = { [ME]: 'me@example.test', [OTHER]: 'anna@studio.test' }

/** The open site: one page whose root says "Today". */
function currentSite(): Site {
  const site = createSite('Cafe', { pageContent: true })
  site.pages[site.pageOrder[0]!]!.root.content = 'Today'
  return site
}

/** The point's site: the same site as it was, with a second page and other words. */
function pointSite(from: Site): Site {
  const site = structuredClone(from)
  const home = site.pages[site.pageOrder[0]!]!
  home.root.content = 'Last week'
  const about = structuredClone(home)
  about.route = '/about'
  about.name = 'About'
  about.root = {
    id: `${site.context.namespace}-c-900`,
    name: 'About',
    tag: 'div',
    style: { custom: {} },
  }
  site.pages['/about'] = about
  site.pageOrder.push('/about')
  return site
}

const point = (id: string, kind: string, author: string, name: string | null, at: string) => ({
  id,
  kind,
  name,
  author_id: author,
  author_email: EMAILS[author] ?? null,
  version_id: 1,
  source_point_id: null,
  content_bytes: 4000,
  stored_bytes: 900,
  created_at: new Date(at),
})

function mount(locale: 'en' | 'zh-tw' = 'en', role?: SiteRole) {
  const site = currentSite()
  const old = serializeSite(pointSite(site))
  const requests: Array<{ method: string; path: string; body?: unknown }> = []
  const host = testHost({
    user: () => ({ id: ME, email: 'me@example.test', isAdmin: false }),
    api: {
      request: <T,>(method: string, path: string, options: HostRequestOptions = {}) => {
        requests.push({ method, path, body: options.body })
        const base = `http://sites.test/api/sites/${SITE_ID}/restore-points`
        let answer: unknown
        if (method === 'GET' && path === base) {
          answer = {
            results: [
              point('p-publish', 'publish', ME, null, '2026-12-01T10:00:00Z'),
              point('p-named', 'named', OTHER, 'Before launch', '2026-11-20T09:30:00Z'),
              point('p-early', 'named', UNNAMED, 'First draft', '2026-11-02T08:00:00Z'),
            ],
            total_bytes: 1800,
            next_before: null,
          }
        } else if (method === 'GET' && path === `${base}/p-publish`) {
          answer = {
            ...point('p-publish', 'publish', ME, null, '2026-12-01T10:00:00Z'),
            content: old,
          }
        } else if (method === 'POST' && path === base) {
          const { name } = options.body as { name: string }
          answer = point('p-new', 'named', ME, name, '2026-12-07T12:00:00Z')
        } else {
          return Promise.reject(new Error(`Unexpected ${method} ${path}`))
        }
        return Promise.resolve(answer as T)
      },
    },
  })
  const server = {
    id: SITE_ID,
    subdomain: 'cafe',
    published: true,
    live_version: 1,
    draft_version: null,
    enable_preview: false,
    preview_id: null,
    site_server: { address: 'http://sites.test', ip_address: '127.0.0.1' },
    content_updated_at: new Date('2026-12-07T11:00:00Z'),
    updated_at: new Date('2026-12-07T11:00:00Z'),
    version_id: 1,
    update_key: 'key-1',
    ...serializeSite(site),
  } as unknown as ServerSiteView
  const loaded = { site, editingEnabled: true, unsent: [], server, ...(role ? { role } : {}) }
  const session = new SiteSession(host, SITE_ID, loaded, () => undefined)
  const store = new BuilderStore(host, SITE_ID, loaded)
  session.attach(store)
  const messages = locale === 'zh-tw' ? { ...en, ...zh } : en
  const { unmount } = render(
    <IntlProvider locale={locale} messages={messages} onError={() => undefined}>
      <BuilderContext.Provider value={store}>
        <SiteSessionContext.Provider value={session}>
          <HistoryMenu />
        </SiteSessionContext.Provider>
      </BuilderContext.Provider>
    </IntlProvider>,
  )
  return { store, session, requests, unmount, user: userEvent.setup() }
}

async function seriousViolations(element: Element): Promise<string[]> {
  const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

describe('the History menu’s Restore points tab', () => {
  it('lists the points by keyboard, says what changed since one, and restores it as one undoable step', async () => {
    const { store, user } = mount()
    const edits = screen.getByRole('tab', { name: 'Edits' })
    expect(edits).toHaveAttribute('aria-selected', 'true')
    await user.click(edits)
    await user.keyboard('{ArrowRight}')
    const pointsTab = screen.getByRole('tab', { name: 'Restore points' })
    expect(pointsTab).toHaveAttribute('aria-selected', 'true')
    expect(pointsTab).toHaveFocus()

    const list = await screen.findByRole('list', { name: 'Restore points, newest first' })
    const rows = within(list).getAllByRole('button')
    expect(rows[0]).toHaveTextContent('Published')
    expect(rows[0]).toHaveTextContent('by you')
    expect(rows[1]).toHaveTextContent('Before launch')
    expect(rows[1]).toHaveTextContent('by anna@studio.test')
    expect(rows[2]).toHaveTextContent('First draft')
    expect(rows[2]).toHaveTextContent('by another member')
    expect(await seriousViolations(document.body)).toEqual([])

    rows[0]!.focus()
    await user.keyboard('{Enter}')
    expect(rows[0]).toHaveAttribute('aria-expanded', 'true')
    // Since the point, a page went and a text changed.
    expect(await screen.findByText('Pages: 0 added, 1 removed, 0 changed')).toBeInTheDocument()
    expect(screen.getByText('Components: 0 added, 1 removed, 0 changed')).toBeInTheDocument()
    expect(screen.getByText('Texts: 0 added, 0 removed, 1 changed')).toBeInTheDocument()

    const before = structuredClone(store.editor.site.pages)
    await user.click(screen.getByRole('button', { name: 'Restore' }))
    const confirm = screen.getByRole('group', { name: /Replace the site with this restore point/ })
    const confirmRestore = within(confirm).getByRole('button', { name: 'Restore' })
    expect(confirmRestore).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(store.editor.site.pageOrder).toEqual(['/home', '/about'])
    expect(store.editor.site.pages['/home']!.root.content).toBe('Last week')
    expect(store.editor.site.history.back.at(-1)?.type).toBe('rS')
    expect(store.editor.site.history.back).toHaveLength(1)
    expect(screen.getByRole('status')).toHaveTextContent('Restore point restored.')
    // The summary follows the site: nothing differs from the point now.
    expect(screen.getByText('Nothing has changed since this point.')).toBeInTheDocument()

    act(() => void store.editor.undo())
    expect(store.editor.site.pages).toEqual(before)
  })

  it('keeps a named point, sent to the site’s server', async () => {
    const { requests, user } = mount()
    await user.click(screen.getByRole('tab', { name: 'Restore points' }))
    await screen.findByRole('list', { name: 'Restore points, newest first' })
    const field = screen.getByRole('textbox', { name: 'Keep the site as it is now' })
    expect(screen.getByRole('button', { name: 'Keep' })).toBeDisabled()
    await user.type(field, '  Before the client edits {Enter}')
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Restore point “Before the client edits” kept.',
      ),
    )
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `http://sites.test/api/sites/${SITE_ID}/restore-points`,
        body: { name: 'Before the client edits' },
      },
    ])
    const rows = within(screen.getByRole('list')).getAllByRole('button')
    expect(rows[0]).toHaveTextContent('Before the client edits')
    expect(field).toHaveValue('')
  })

  it('offers Agent activity beside them to those who manage the site only', async () => {
    const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent)
    const designer = mount('en', 'Designer')
    expect(tabNames()).toEqual(['Edits', 'Restore points'])
    designer.unmount()
    const { requests, user } = mount('en', 'Owner')
    expect(tabNames()).toEqual(['Edits', 'Restore points', 'Agent activity'])
    await user.click(screen.getByRole('tab', { name: 'Agent activity' }))
    await waitFor(() =>
      expect(requests.map((r) => r.path)).toContain(`sites/${SITE_ID}/agent_activity`),
    )
  })

  it('speaks Traditional Chinese', async () => {
    const { user } = mount('zh-tw')
    await user.click(screen.getByRole('tab', { name: '還原點' }))
    const list = await screen.findByRole('list', { name: '還原點，最新的在前' })
    const rows = within(list).getAllByRole('button')
    expect(rows[0]).toHaveTextContent('由你建立')
    expect(rows[1]).toHaveTextContent('由 anna@studio.test 建立')
    expect(rows[2]).toHaveTextContent('由其他成員建立')
  })
})
