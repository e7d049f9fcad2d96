import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { FakeHandler } from '../../testing/fake-api'
import { fakeUser } from '../../testing/fake-api'
import { renderApp } from '../../testing/render-app'

function site(overrides: Record<string, unknown> = {}) {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    user_id: 'user-1',
    name: 'My Cafe',
    subdomain: 'my-cafe',
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
    ...overrides,
  }
}

function renderSites(path: string, routes: Record<string, FakeHandler> = {}) {
  return renderApp(path, {
    loggedIn: true,
    routes: {
      'GET users/user-1': () => ({ body: fakeUser() }),
      'GET sites': () => ({ body: { results: [site()], asset_allowance: 5_000_000 } }),
      ...routes,
    },
  })
}

const templateRoutes: Record<string, FakeHandler> = {
  'GET templates': () => ({
    body: {
      results: [{ id: 't1', name: 'Portfolio', description: 'For your work', preview_url: null }],
    },
  }),
  'GET templates/t1': () => ({
    body: {
      id: 't1',
      name: 'Portfolio',
      version: '2',
      context: {},
      defaults: { head: {}, homePage: '/home' },
      pages: {},
      pageOrder: ['/home'],
    },
  }),
}

/** Every path the app goes to from now on, as soon as it starts going there. */
function pathsVisited(router: ReturnType<typeof renderApp>['router']) {
  const visited: string[] = []
  router.subscribe((state) => {
    // The builder's code loads first: the navigation names the path before the location does.
    visited.push(state.navigation.location?.pathname ?? state.location.pathname)
  })
  return visited
}

describe('Sites dashboard', () => {
  it('lists the sites with their address and state', async () => {
    renderSites('/sites')
    const card = await screen.findByRole('listitem', { name: /My Cafe/ })
    expect(within(card).getByText('Not published')).toBeInTheDocument()
    expect(within(card).getByText('my-cafe.localhost:8090')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/build/11111111-1111-4111-8111-111111111111',
    )
  })

  it('opens creation with ?s=new, checks the name and subdomain, then asks how to start', async () => {
    const { api, router } = renderSites('/sites?s=new', {
      'POST sites': ({ body }) => ({
        body: site({ id: 'new-id', name: (body as { name: string }).name, subdomain: 'blog' }),
      }),
      ...templateRoutes,
    })
    const visited = pathsVisited(router)
    const user = userEvent.setup()
    const dialog = await screen.findByRole('dialog', { name: 'Create a site' })
    await user.type(within(dialog).getByLabelText('Site name'), 'x')
    // The name suggests a subdomain until one is typed.
    expect(within(dialog).getByLabelText('Subdomain')).toHaveValue('x')
    await user.clear(within(dialog).getByLabelText('Subdomain'))
    await user.type(within(dialog).getByLabelText('Subdomain'), 'www')
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    expect(
      within(dialog).getByText('Site names are 2 to 50 letters, digits or spaces.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByText('That subdomain is reserved.')).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText('Subdomain'))
    await user.type(within(dialog).getByLabelText('Site name'), 'y Blog')
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    expect(within(dialog).getByText('Enter a subdomain.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Subdomain'), 'xy-blog')
    expect(within(dialog).getByText('Your site will be at xy-blog.localhost.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))

    // Nothing is created before the start is chosen.
    const start = await screen.findByRole('dialog', { name: 'How would you like to start?' })
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false)
    expect(within(start).getByText(/Pick a template for xy Blog/)).toBeInTheDocument()
    const blank = within(start).getByRole('button', { name: 'Blank' })
    expect(blank).toHaveAccessibleDescription(/empty page/)
    expect(await within(start).findByRole('button', { name: 'Portfolio' })).toBeInTheDocument()
    // Back keeps what was typed.
    await user.click(within(start).getByRole('button', { name: 'Back' }))
    expect(screen.getByLabelText('Subdomain')).toHaveValue('xy-blog')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(await screen.findByRole('button', { name: 'Blank' }))

    await waitFor(() => expect(visited).toContain('/build/new-id'))
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'xy Blog',
      subdomain: 'xy-blog',
    })
    // The template list was read by summary; no template's content was fetched.
    expect(api.calls.filter((c) => c.path.startsWith('templates/'))).toEqual([])
  })

  it('creates a site from the template chosen in the dialog, fetching only that one', async () => {
    const { api, router } = renderSites('/sites?s=new', {
      'POST sites': ({ body }) => ({
        body: site({ id: 'from-template', name: (body as { name: string }).name }),
      }),
      ...templateRoutes,
    })
    const visited = pathsVisited(router)
    const user = userEvent.setup()
    const dialog = await screen.findByRole('dialog', { name: 'Create a site' })
    await user.type(within(dialog).getByLabelText('Site name'), 'Studio')
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    await user.click(await screen.findByRole('button', { name: 'Portfolio' }))
    await waitFor(() => expect(visited).toContain('/build/from-template'))
    const post = api.calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>
    expect(post).toMatchObject({ name: 'Studio', subdomain: 'studio', pageOrder: ['/home'] })
    expect(api.calls.filter((c) => c.path.startsWith('templates/')).map((c) => c.path)).toEqual([
      'templates/t1',
    ])
  })

  it('goes back to the name when the server refuses the subdomain', async () => {
    renderSites('/sites?s=new', {
      'POST sites': () => ({
        status: 400,
        body: { code: 'SubdomainTaken', message: 'taken' },
      }),
      ...templateRoutes,
    })
    const user = userEvent.setup()
    const dialog = await screen.findByRole('dialog', { name: 'Create a site' })
    await user.type(within(dialog).getByLabelText('Site name'), 'Taken Name')
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    await user.click(await screen.findByRole('button', { name: 'Blank' }))
    expect(await screen.findByRole('dialog', { name: 'Create a site' })).toBeInTheDocument()
    expect(screen.getByLabelText('Subdomain')).toHaveValue('taken-name')
    expect(screen.getByRole('alert')).toBeInTheDocument()
  })

  it('publishes and unpublishes a site', async () => {
    renderSites('/sites', {
      'POST sites/*/actions/publish': ({ body }) => ({
        body: site({ published: (body as { publish: boolean }).publish }),
      }),
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Publish My Cafe' }))
    const card = screen.getByRole('listitem', { name: /My Cafe/ })
    expect(await within(card).findByText('Published')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'my-cafe.localhost:8090' })).toHaveAttribute(
      'href',
      'http://my-cafe.localhost:8090/',
    )
    await user.click(screen.getByRole('button', { name: 'Unpublish My Cafe' }))
    expect(await within(card).findByText('Not published')).toBeInTheDocument()
  })

  it('offers Delete and the settings a role cannot use to no one without the power', async () => {
    const sites = [
      site({ role: 'ContentEditor' }),
      site({
        id: '22222222-2222-4222-8222-222222222222',
        name: 'Studio',
        subdomain: 'studio',
        role: 'Admin',
      }),
    ]
    renderSites('/sites', {
      'GET sites': () => ({ body: { results: sites, asset_allowance: 5_000_000 } }),
    })
    const user = userEvent.setup()
    expect(await screen.findByRole('button', { name: 'Delete Studio' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'Delete My Cafe' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Settings My Cafe' }))
    const dialog = await screen.findByRole('dialog', { name: /My Cafe/ })
    const tabs = within(dialog)
      .getAllByRole('tab')
      .map((tab) => tab.textContent)
    expect(tabs).toEqual(['Usage', 'Activity', 'People'])
    expect(within(dialog).getByRole('tab', { name: 'Usage' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  })

  it('keeps Publish off for roles that cannot publish, saying why, in the list and the settings', async () => {
    const sites = [
      site({ role: 'ContentEditor' }),
      site({
        id: '22222222-2222-4222-8222-222222222222',
        name: 'Bakery',
        subdomain: 'bakery',
        published: true,
        role: 'Viewer',
      }),
      site({
        id: '33333333-3333-4333-8333-333333333333',
        name: 'Studio',
        subdomain: 'studio',
        role: 'Designer',
      }),
    ]
    const { api } = renderSites('/sites', {
      'GET sites': () => ({ body: { results: sites, asset_allowance: 5_000_000 } }),
    })
    const user = userEvent.setup()
    const editorPublish = await screen.findByRole('button', { name: 'Publish My Cafe' })
    expect(editorPublish).toBeDisabled()
    expect(editorPublish).toHaveAttribute(
      'title',
      'Your role, Content editor, cannot publish or unpublish this site.',
    )
    const viewerUnpublish = screen.getByRole('button', { name: 'Unpublish Bakery' })
    expect(viewerUnpublish).toBeDisabled()
    expect(viewerUnpublish).toHaveAttribute(
      'title',
      'Your role, Viewer, cannot publish or unpublish this site.',
    )
    const designerPublish = screen.getByRole('button', { name: 'Publish Studio' })
    expect(designerPublish).toBeEnabled()
    expect(designerPublish).not.toHaveAttribute('title')
    await user.click(editorPublish)
    expect(api.calls.some((call) => call.path.includes('actions/publish'))).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Settings My Cafe' }))
    const dialog = await screen.findByRole('dialog', { name: /My Cafe/ })
    const toggle = within(dialog).getByRole('switch', { name: 'Published' })
    expect(toggle).toBeDisabled()
    expect(toggle.closest('label')).toHaveAttribute(
      'title',
      'Your role, Content editor, cannot publish or unpublish this site.',
    )
  })

  it('says in zh-tw why Publish is off', async () => {
    renderApp('/sites', {
      loggedIn: true,
      languages: ['zh-TW'],
      routes: {
        'GET users/user-1': () => ({ body: fakeUser() }),
        'GET sites': () => ({
          body: { results: [site({ role: 'ContentEditor' })], asset_allowance: 5_000_000 },
        }),
      },
    })
    const card = await screen.findByRole('listitem', { name: /My Cafe/ })
    // The card can render before the zh-tw texts have loaded: wait for them.
    const publish = await within(card).findByRole('button', { name: /發佈/ })
    expect(publish).toBeDisabled()
    expect(publish).toHaveAttribute('title', '您的角色「內容編輯」無法發佈或取消發佈此網站。')
  })

  it('deletes a site only once its name is typed', async () => {
    const { api } = renderSites('/sites', { 'DELETE sites/*': () => ({ status: 204 }) })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Delete My Cafe' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete site' })
    const confirm = within(dialog).getByRole('button', { name: 'Delete site' })
    expect(confirm).toBeDisabled()
    await user.type(within(dialog).getByLabelText('Type My Cafe to confirm'), 'My Caf')
    expect(confirm).toBeDisabled()
    await user.type(within(dialog).getByLabelText('Type My Cafe to confirm'), 'e')
    await user.click(confirm)
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: /My Cafe/ })).not.toBeInTheDocument(),
    )
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true)
  })

  it('explains why a site cannot be deleted', async () => {
    renderSites('/sites', {
      'DELETE sites/*': () => ({ status: 400, body: { code: 'SiteHasAssets', message: 'x' } }),
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Delete My Cafe' }))
    await user.type(screen.getByLabelText('Type My Cafe to confirm'), 'My Cafe')
    await user.click(screen.getByRole('button', { name: 'Delete site' }))
    expect(await screen.findByRole('alert')).toHaveTextContent("Delete this site's assets first.")
  })

  it('site settings: tabs, custom domains with the DNS record to add, verify and remove', async () => {
    const domain = {
      domain: 'www.cafe.test',
      verified: false,
      verify_txt: 'tessera-verify=abc',
      verify_a: '127.0.0.1',
    }
    renderSites('/sites', {
      'POST sites/*/domains': () => ({ body: domain }),
      'POST sites/*/domains/actions/verify': () => ({ body: { ...domain, verified: true } }),
      'DELETE sites/*/domains': () => ({ status: 204 }),
      'GET sites/*/usage': () => ({
        body: {
          site_type: 'Free',
          max_pages_length: 1200,
          restore_points_usage: 900,
          total_bandwidth: 2_500_000,
          bandwidth_allowance: 10_000_000,
          custom_data_usage: 0,
          custom_data_allowance: 1_000_000,
        },
      }),
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Settings My Cafe' }))
    const dialog = screen.getByRole('dialog', { name: 'Settings: My Cafe' })
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Info', 'Domains', 'Usage', 'Activity', 'People'])
    expect(within(dialog).getByRole('switch', { name: 'Published' })).not.toBeChecked()

    await user.click(within(dialog).getByRole('tab', { name: 'Domains' }))
    await user.type(within(dialog).getByLabelText('Domain'), 'http://cafe.test')
    await user.click(within(dialog).getByRole('button', { name: 'Add domain' }))
    expect(within(dialog).getByText('Enter a valid domain, like example.com.')).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText('Domain'))
    await user.type(within(dialog).getByLabelText('Domain'), 'www.cafe.test')
    await user.click(within(dialog).getByRole('button', { name: 'Add domain' }))
    expect(await within(dialog).findByText('tessera-verify=abc')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Verify www.cafe.test' }))
    expect(await within(dialog).findByText('Verified')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Remove www.cafe.test' }))
    expect(await within(dialog).findByText('No custom domains yet.')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('tab', { name: 'Usage' }))
    expect(await within(dialog).findByText('2.5 MB of 10 MB')).toBeInTheDocument()
  })

  it('site settings: the Activity tab says who saved what and when, a page at a time', async () => {
    const entry = (id: string, author: string, changes: unknown[], extra = {}) => ({
      id,
      author_id: author,
      author_email: author === 'user-3' ? 'anna@studio.test' : null,
      version_id: 1,
      kind: 'steps',
      parts: ['pages', 'history'],
      changes,
      change_count: changes.length,
      saved_at: '2026-12-07T10:00:00.000Z',
      ...extra,
    })
    const pages: Record<string, unknown> = {
      first: {
        results: [
          entry('9', 'user-1', [
            { step: 'do', type: 'addC', name: 'Hero' },
            { step: 'do', type: 'setCCS' },
            { step: 'do', type: 'setCCS' },
            { step: 'undo', type: 'rmP', name: 'About' },
          ]),
          entry('8', 'user-2', [{ step: 'do', type: 'rS' }], {
            kind: 'restore',
            changes: [{ step: 'do', type: 'rS', name: 'Before launch' }],
          }),
          entry('8a', 'user-3', [{ step: 'do', type: 'editC' }]),
        ],
        next_before: '8',
      },
      second: {
        results: [entry('7', 'user-1', [], { kind: 'parts', parts: ['name'] })],
        next_before: null,
      },
    }
    const asked: Array<string | null> = []
    renderSites('/sites', {
      'GET sites/*/activity': ({ search }) => {
        asked.push(search.get('before'))
        return { body: search.get('before') === '8' ? pages.second : pages.first }
      },
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Settings My Cafe' }))
    const dialog = screen.getByRole('dialog', { name: 'Settings: My Cafe' })
    within(dialog).getByRole('tab', { name: 'Info' }).focus()
    // From the first tab, left wraps to the last (People), then the one before it.
    await user.keyboard('{ArrowLeft}')
    expect(within(dialog).getByRole('tab', { name: 'People' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await user.keyboard('{ArrowLeft}')
    const activityTab = within(dialog).getByRole('tab', { name: 'Activity' })
    expect(activityTab).toHaveAttribute('aria-selected', 'true')
    const list = await within(dialog).findByRole('list', { name: 'Saves, newest first' })
    const [mine, theirs, named] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list)
    expect(mine).toHaveTextContent('You')
    expect(
      within(mine!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Added Hero', 'Changed styles', 'Undid: Deleted page About'])
    expect(theirs).toHaveTextContent('Another member')
    expect(theirs).toHaveTextContent('Restored “Before launch”')
    // A member the sites service names is named by the address they joined with.
    expect(named).toHaveTextContent('anna@studio.test')
    await user.click(within(dialog).getByRole('button', { name: 'Show older activity' }))
    expect(await within(list).findByText('Renamed the site')).toBeInTheDocument()
    expect(asked).toEqual([null, '8'])
    expect(within(dialog).queryByRole('button', { name: 'Show older activity' })).toBe(null)
  })
})
