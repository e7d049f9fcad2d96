import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserExit } from '../../agents/agent-consent-store'
import type { FakeHandler } from '../../testing/fake-api'
import { fakeUser } from '../../testing/fake-api'
import { renderApp } from '../../testing/render-app'

const CAFE = '11111111-1111-4111-8111-111111111111'
const SHOP = '22222222-2222-4222-8222-222222222222'

function site(id: string, name: string, subdomain: string) {
  return {
    id,
    user_id: 'user-1',
    name,
    subdomain,
    site_type: 'Free',
    published: false,
    disabled: false,
    live_version: 1,
    draft_version: null,
    custom_domains: [],
    site_server: { address: 'http://localhost:8090', ip_address: '127.0.0.1' },
    enable_preview: false,
    preview_id: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    content_updated_at: '2026-01-02T00:00:00.000Z',
  }
}

const routes: Record<string, FakeHandler> = {
  'GET users/user-1': () => ({ body: fakeUser() }),
  'GET workspaces': () => ({
    body: {
      results: [
        {
          id: 'ws-1',
          name: 'Personal',
          personal: true,
          role: 'Owner',
          created_at: '2026-01-01T00:00:00.000Z',
        },
      ],
    },
  }),
  'GET sites': () => ({
    body: {
      results: [site(CAFE, 'My Cafe', 'my-cafe'), site(SHOP, 'Flower Shop', 'flowers')],
      asset_allowance: 5_000_000,
    },
  }),
  'GET auth/agent-requests/*': () => ({
    body: {
      client_name: 'Desk Assistant',
      client_site: null,
      redirect_host: '127.0.0.1:33418',
      scopes: ['sites:read', 'sites:write', 'sites:publish'],
    },
  }),
  'POST auth/agent-requests/*': ({ body }) => ({
    body: {
      redirect_url: (body as { allow: boolean }).allow
        ? 'http://127.0.0.1:33418/cb?code=abc&state=s'
        : 'http://127.0.0.1:33418/cb?error=access_denied&state=s',
    },
  }),
}

const PATH = '/agents/authorize?request=req-1234567890abcdef'

afterEach(() => vi.restoreAllMocks())

describe('the agent consent screen', () => {
  it('shows who asks, lets the person pick sites and permissions, and Allow sends them back', async () => {
    const leave = vi.spyOn(browserExit, 'leave').mockImplementation(() => undefined)
    const { api } = renderApp(PATH, { loggedIn: true, routes })
    const user = userEvent.setup()
    expect(
      await screen.findByRole('heading', { name: 'Connect Desk Assistant to your sites' }),
    ).toBeInTheDocument()
    const sites = screen.getByRole('group', { name: 'Which sites may it use?' })
    const scopes = screen.getByRole('group', { name: 'What may it do?' })
    // The permissions it asked for, in plain words, all ticked; no site until one is picked.
    expect(
      within(scopes)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual([
      'See your sitesRead pages, text, images and settings.',
      expect.stringContaining('Edit drafts'),
      'PublishPut changes live, so visitors see them.',
    ])
    for (const box of within(scopes).getAllByRole('checkbox')) expect(box).toBeChecked()
    const allow = screen.getByRole('button', { name: 'Allow' })
    expect(allow).toBeDisabled()
    expect(screen.getByText('Pick at least one site to allow.')).toBeInTheDocument()
    // The agent runs on this computer (a loopback address): said so, not as a number.
    expect(
      screen.getByText('Either way, you go back to Desk Assistant on this computer afterwards.'),
    ).toBeInTheDocument()

    await user.click(within(sites).getByRole('checkbox', { name: /My Cafe/ }))
    await user.click(within(scopes).getByRole('checkbox', { name: /Publish/ }))
    await user.click(allow)

    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith('http://127.0.0.1:33418/cb?code=abc&state=s'),
    )
    const decision = api.calls.find((c) => c.method === 'POST')
    expect(decision?.path).toBe('auth/agent-requests/req-1234567890abcdef')
    expect(decision?.body).toEqual({
      allow: true,
      sites: [CAFE],
      scopes: ['sites:read', 'sites:write'],
    })
    expect(await screen.findByText('Done. Taking you back to Desk Assistant…')).toBeInTheDocument()
  })

  it('names the site that publishes an assistant described by its own document', async () => {
    renderApp(PATH, {
      loggedIn: true,
      routes: {
        ...routes,
        'GET auth/agent-requests/*': () => ({
          body: {
            client_name: 'Desk Assistant',
            client_site: 'agent.example',
            redirect_host: 'agent.example',
            scopes: ['sites:read'],
          },
        }),
      },
    })
    expect(await screen.findByTestId('client-site')).toHaveTextContent(
      'This assistant is published by agent.example.',
    )
    expect(screen.getByText('Either way, you go back to agent.example afterwards.')).toBeVisible()
  })

  it('Deny sends them back without access', async () => {
    const leave = vi.spyOn(browserExit, 'leave').mockImplementation(() => undefined)
    const { api } = renderApp(PATH, { loggedIn: true, routes })
    await userEvent.click(await screen.findByRole('button', { name: 'Deny' }))
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith(expect.stringContaining('access_denied')),
    )
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ allow: false })
  })

  it('reads in zh-tw', async () => {
    renderApp(PATH, { loggedIn: true, routes, languages: ['zh-TW'] })
    expect(
      await screen.findByRole('heading', { name: '讓 Desk Assistant 使用你的網站' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('group', { name: '它可以使用哪些網站？' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: /查看網站/ })).toBeChecked()
    expect(screen.getByRole('button', { name: '允許' })).toBeDisabled()
    expect(screen.getByRole('button', { name: '拒絕' })).toBeEnabled()
  })

  it("offers no Allow inside another site's frame", async () => {
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window)
    renderApp(PATH, { loggedIn: true, routes })
    expect(
      await screen.findByRole('heading', { name: 'Open this page in its own window' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open in a new window' })).toHaveAttribute(
      'target',
      '_blank',
    )
    expect(screen.queryByRole('button', { name: 'Allow' })).not.toBeInTheDocument()
  })

  it('says when the request has expired', async () => {
    renderApp(PATH, {
      loggedIn: true,
      routes: {
        ...routes,
        'GET auth/agent-requests/*': () => ({
          status: 404,
          body: { code: 'AgentRequestNotFound', message: 'gone' },
        }),
      },
    })
    expect(
      await screen.findByRole('heading', { name: 'This request has expired' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Allow' })).not.toBeInTheDocument()
  })

  it('asks a person who is not signed in to log in first, then brings them back', async () => {
    const { router } = renderApp(PATH, { routes })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    const from = new URLSearchParams(router.state.location.search).get('from')
    expect(atob(from!)).toBe(PATH)
  })
})

describe('Settings, connected agents', () => {
  const grant = {
    id: '33333333-3333-4333-8333-333333333333',
    client_id: 'client-1',
    client_name: 'Desk Assistant',
    scopes: ['sites:write', 'sites:read'],
    site_ids: [CAFE],
    created_at: '2026-03-04T05:06:07.000Z',
    last_used_at: null,
  }

  it('lists the agents with their sites and permissions, and revokes one after asking', async () => {
    let grants = [grant]
    const { api } = renderApp('/settings/agents', {
      loggedIn: true,
      routes: {
        ...routes,
        'GET auth/agent-grants': () => ({ body: { grants } }),
        'DELETE auth/agent-grants/*': () => {
          grants = []
          return { body: { grants } }
        },
      },
    })
    const list = await screen.findByTestId('agent-list')
    expect(within(list).getByRole('heading', { name: 'Desk Assistant' })).toBeInTheDocument()
    expect(within(list).getByText('My Cafe')).toBeInTheDocument()
    expect(within(list).getByText('See your sites and Edit drafts')).toBeInTheDocument()
    expect(within(list).getByText('Not yet')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Revoke Desk Assistant' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Revoke Desk Assistant? It stops working on your sites at once.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Revoke access' }))
    expect(await screen.findByTestId('agents-empty')).toHaveTextContent(
      'No assistants are connected.',
    )
    expect(api.calls.find((c) => c.method === 'DELETE')?.path).toBe(`auth/agent-grants/${grant.id}`)
  })

  it('reads in zh-tw', async () => {
    renderApp('/settings/agents', {
      loggedIn: true,
      languages: ['zh-TW'],
      routes: { ...routes, 'GET auth/agent-grants': () => ({ body: { grants: [grant] } }) },
    })
    expect(await screen.findByRole('heading', { name: '已連接的 AI 助理' })).toBeInTheDocument()
    expect(await screen.findByText('查看網站和編輯草稿')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '撤銷 Desk Assistant' })).toBeInTheDocument()
  })
})
