import '@testing-library/jest-dom/vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'
import type { HostApi, HostRequestOptions } from '../host'
import en from '../i18n/messages/en.json'
import zh from '../i18n/messages/zh-tw.json'
import { AgentActivityStore } from './agent-activity-store'
import { AgentActivityTab } from './agent-activity-tab'

const SITE_ID = '9b2f6c1e-3a4d-4e5f-8a7b-1c2d3e4f5a6b'
const ME = '11111111-1111-4111-8111-111111111111'
const OTHER = '22222222-2222-4222-8222-222222222222'
const GRANT = '44444444-4444-4444-8444-444444444444'

const call = (id: string, tool: string, user: string, client: string, outcome = 'ok') => ({
  id,
  user_id: user,
  client_id: `${client.toLowerCase()}-id`,
  client_name: client,
  tool,
  digest: null,
  version_before: null,
  version_after: null,
  outcome,
  duration_ms: 12,
  created_at: '2026-12-07T10:00:00.000Z',
})

/** A host answering the activity and grants routes, recording every call. */
function fakeApi() {
  const calls: Array<{ method: string; path: string; options?: HostRequestOptions }> = []
  let grants = [
    {
      id: GRANT,
      client_id: 'claude-id',
      client_name: 'Claude',
      scopes: ['sites:read', 'sites:write'],
      site_ids: [SITE_ID],
      created_at: '2026-12-01T10:00:00.000Z',
      last_used_at: null,
    },
  ]
  const api: HostApi = {
    request<T>(method: string, path: string, options?: HostRequestOptions): Promise<T> {
      calls.push({ method, path, ...(options ? { options } : {}) })
      if (path === `sites/${SITE_ID}/agent_activity`) {
        return Promise.resolve({
          results: [
            call('3', 'apply', ME, 'Claude'),
            call('2', 'publish', OTHER, 'Cursor', 'ConfirmationRequired'),
            call('1', 'get_outline', ME, 'Claude'),
          ],
        } as T)
      }
      if (path === 'auth/agent-grants' && method === 'GET') return Promise.resolve({ grants } as T)
      if (path === `auth/agent-grants/${GRANT}` && method === 'DELETE') {
        grants = []
        return Promise.resolve({ grants } as T)
      }
      return Promise.reject(new Error(`unexpected ${method} ${path}`))
    },
  }
  return { api, calls }
}

function mount(locale: 'en' | 'zh-tw' = 'en') {
  const { api, calls } = fakeApi()
  const activity = new AgentActivityStore(api, SITE_ID)
  render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : { ...en, ...zh }}>
      <AgentActivityTab activity={activity} userId={ME} />
    </IntlProvider>,
  )
  return { calls, user: userEvent.setup() }
}

describe('the agent activity tab', () => {
  it('names each call in words, whose agent made it and how it ended', async () => {
    mount()
    const list = await screen.findByRole('list', { name: 'Agent calls, newest first' })
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent)
    expect(rows[0]).toMatch(/^Claude changed the site.*connected by you$/)
    expect(rows[1]).toMatch(
      /^Cursor published the site.*connected by another member · refused \(ConfirmationRequired\)$/,
    )
    expect(rows[2]).toMatch(/^Claude read a page's outline/)
  })

  it("revokes the person's own agent after a confirmation", async () => {
    const { calls, user } = mount()
    const connections = await screen.findByRole('region', { name: 'Your connected agents' })
    await user.click(within(connections).getByRole('button', { name: 'Revoke Claude' }))
    const confirm = screen.getByRole('group', { name: /Revoke Claude\?/ })
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }))
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith(GRANT))).toBe(true),
    )
    expect(await screen.findByText('Claude no longer has access.')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Your connected agents' })).not.toBeInTheDocument()
  })

  it('speaks zh-tw', async () => {
    mount('zh-tw')
    const list = await screen.findByRole('list', { name: zh['builder.agents.label'] })
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Claude 修改了網站')
  })
})
