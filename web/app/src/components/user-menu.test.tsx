import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeUser, fakeWorkspace, type FakeHandler } from '../testing/fake-api'
import { renderApp } from '../testing/render-app'

const PERSONAL = fakeWorkspace({ identicon_avatar: 'data:image/svg+xml;base64,cGVyc29uYWw=' })
const TEAM = fakeWorkspace({
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Acme studio',
  personal: false,
  identicon_avatar: 'data:image/svg+xml;base64,dGVhbQ==',
  role: 'Designer',
})

function renderMenu(path: string, options: { languages?: string[] } = {}) {
  const routes: Record<string, FakeHandler> = {
    'GET users/user-1': () => ({ body: fakeUser() }),
    'GET workspaces': () => ({ body: { results: [PERSONAL, TEAM] } }),
    'GET sites': () => ({ body: { results: [], asset_allowance: 5_000_000 } }),
  }
  return renderApp(path, { loggedIn: true, routes, languages: options.languages })
}

const workspaceItems = () =>
  within(screen.getByRole('group', { name: 'Workspaces' })).getAllByRole('menuitemradio')

describe('user menu: workspaces', () => {
  it("lists the person's workspaces with their avatars, the shown one marked", async () => {
    renderMenu(`/sites?w=${TEAM.id}`)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Account menu' }))
    await waitFor(() => expect(workspaceItems()).toHaveLength(2))
    const [personal, team] = workspaceItems()
    expect(personal).toHaveAccessibleName('Personal')
    expect(team).toHaveAccessibleName('Acme studio')
    expect(personal).toHaveAttribute('aria-checked', 'false')
    expect(team).toHaveAttribute('aria-checked', 'true')
    expect(team).toHaveAttribute('href', `/sites?w=${TEAM.id}`)
    expect(personal!.querySelector('img')).toHaveAttribute('src', PERSONAL.identicon_avatar)
    expect(team!.querySelector('img')).toHaveAttribute('src', TEAM.identicon_avatar)
  })

  it('marks the personal workspace where no other is shown', async () => {
    renderMenu('/settings/info')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Account menu' }))
    await waitFor(() => expect(workspaceItems()).toHaveLength(2))
    expect(workspaceItems().map((item) => item.getAttribute('aria-checked'))).toEqual([
      'true',
      'false',
    ])
  })

  it('moves through the workspaces with the keyboard and switches the dashboard', async () => {
    const { router } = renderMenu(`/sites?w=${TEAM.id}`)
    const user = userEvent.setup()
    const button = await screen.findByRole('button', { name: 'Account menu' })
    // Loaded on the first opening; the items are there on the next.
    await user.click(button)
    await waitFor(() => expect(workspaceItems()).toHaveLength(2))
    await user.keyboard('{Escape}')
    expect(button).toHaveFocus()

    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: /ada@example.test/ })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(workspaceItems()[0]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(workspaceItems()[1]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'Sites' })).toHaveFocus()
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(workspaceItems()[0]).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: /ada@example.test/ })).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus()
    await user.keyboard('{Home}{ArrowDown}')
    expect(workspaceItems()[0]).toHaveFocus()

    // Enter on the personal workspace shows it on the dashboard and closes back to the button.
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.search).toBe(`?w=${PERSONAL.id}`))
    expect(router.state.location.pathname).toBe('/sites')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus()
    expect(workspaceItems().map((item) => item.getAttribute('aria-checked'))).toEqual([
      'true',
      'false',
    ])
  })

  it('names the workspaces in Traditional Chinese', async () => {
    renderMenu('/sites', { languages: ['zh-TW'] })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: '帳號選單' }))
    const group = await screen.findByRole('group', { name: '工作區' })
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('menuitemradio')
          .map((i) => i.textContent),
      ).toEqual(['個人', 'Acme studio']),
    )
  })
})
