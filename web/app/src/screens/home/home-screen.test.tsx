import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeUser } from '../../testing/fake-api'
import { renderApp } from '../../testing/render-app'
import { WordFlipper } from './word-flipper'

const templates = {
  'GET templates': () => ({
    body: {
      results: [{ id: 't1', name: 'Portfolio', description: 'For your work', preview_url: null }],
    },
  }),
}

describe('Home', () => {
  it('logged out: Try and Sign up, the logged-out header, and the templates teaser', async () => {
    renderApp('/', { routes: templates })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      /Build .* in minutes/,
    )
    expect(screen.getByRole('link', { name: 'Try it now' })).toHaveAttribute(
      'href',
      '/build/scratch',
    )
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/signup')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Build', 'Blog', 'Templates'])
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    expect(await screen.findByRole('heading', { name: 'Portfolio' })).toBeInTheDocument()
    expect(screen.getByText('Beta')).toBeInTheDocument()
  })

  it('logged in: a Build button to Sites, the logged-in header and user menu', async () => {
    renderApp('/', {
      loggedIn: true,
      routes: { ...templates, 'GET users/user-1': () => ({ body: fakeUser() }) },
    })
    expect(await screen.findByRole('link', { name: 'Build' })).toHaveAttribute('href', '/sites')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Sites', 'Assets', 'Templates', 'Blog'])
    const user = userEvent.setup()
    const menuButton = screen.getByRole('button', { name: 'Account menu' })
    await user.click(menuButton)
    expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    expect(await screen.findByText('ada@example.test')).toBeVisible()
    expect(screen.getByRole('link', { name: /ada@example.test/ })).toHaveAttribute(
      'href',
      '/settings/info',
    )
    await user.keyboard('{Escape}')
    expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    expect(menuButton).toHaveFocus()
  })

  it('logs out from the user menu', async () => {
    const { store, router } = renderApp('/settings/info', {
      loggedIn: true,
      routes: { ...templates, 'GET users/user-1': () => ({ body: fakeUser() }) },
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Account menu' }))
    await user.click(screen.getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(store.session.loggedIn).toBe(false)
  })

  it('shows yearly prices by default and switches to monthly', async () => {
    renderApp('/', { routes: templates })
    const yearly = await screen.findByRole('button', { name: 'Yearly' })
    expect(yearly).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getAllByText('/ year')).toHaveLength(4)
    expect(screen.getByText('$30')).toBeInTheDocument()
    expect(screen.getByText('$150')).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Monthly' }))
    expect(screen.getAllByText('/ month')).toHaveLength(4)
    expect(screen.getByText('100MB of assets')).toBeInTheDocument()
  })

  it('switches the whole app to Traditional Chinese from the footer, and remembers it', async () => {
    const { store } = renderApp('/', { routes: templates })
    const user = userEvent.setup()
    await user.selectOptions(await screen.findByLabelText('Language'), 'zh-tw')
    expect(await screen.findByRole('link', { name: '立即試用' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '登入' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('zh-TW')
    expect(store.preferences.locale).toBe('zh-tw')
  })
})

describe('WordFlipper', () => {
  it('moves to the next word every 2300 ms and wraps around', () => {
    vi.useFakeTimers()
    try {
      const flipper = new WordFlipper(3)
      const stop = flipper.start()
      act(() => void vi.advanceTimersByTime(2299))
      expect(flipper.index).toBe(0)
      act(() => void vi.advanceTimersByTime(1))
      expect(flipper.index).toBe(1)
      act(() => void vi.advanceTimersByTime(4600))
      expect(flipper.index).toBe(0)
      stop()
      act(() => void vi.advanceTimersByTime(10_000))
      expect(flipper.index).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})
