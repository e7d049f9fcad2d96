import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeUser } from '../../testing/fake-api'
import { renderApp } from '../../testing/render-app'
import { EXPLAINER_CHAPTER_MS } from './explainer'
import { Rotation, WORD_FLIP_MS } from './rotation'

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

  it('logged in: a Build button that starts a site, the logged-in header and user menu', async () => {
    renderApp('/', {
      loggedIn: true,
      routes: { ...templates, 'GET users/user-1': () => ({ body: fakeUser() }) },
    })
    expect(await screen.findByRole('link', { name: 'Build' })).toHaveAttribute(
      'href',
      '/sites?s=new',
    )
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
    expect(screen.getByRole('menuitem', { name: /ada@example.test/ })).toHaveAttribute(
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
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(store.session.loggedIn).toBe(false)
  })

  it('shows yearly prices by default and switches to monthly, each with what is billed when', async () => {
    renderApp('/', { routes: templates })
    const yearly = await screen.findByRole('button', { name: 'Yearly' })
    expect(yearly).toHaveAttribute('aria-pressed', 'true')
    const prices = () => screen.getAllByTestId('plan-price').map((p) => p.textContent)
    // The spec's amounts are per period: a yearly Starter is $30 for the whole year.
    expect(prices()).toEqual([
      '$0',
      '$30 billed yearly ($2.50 / month)',
      '$60 billed yearly ($5 / month)',
      '$150 billed yearly ($12.50 / month)',
    ])
    await userEvent.setup().click(screen.getByRole('button', { name: 'Monthly' }))
    expect(prices()).toEqual([
      '$0',
      '$30 billed monthly',
      '$60 billed monthly',
      '$150 billed monthly',
    ])
    expect(screen.getByText('100MB of assets')).toBeInTheDocument()
  })

  it('prices in US$ in Traditional Chinese, where $ alone reads as New Taiwan dollars', async () => {
    renderApp('/', { routes: templates, languages: ['zh-TW'] })
    await screen.findByRole('button', { name: '年繳' })
    expect(screen.getAllByTestId('plan-price').map((p) => p.textContent)).toEqual([
      'US$0',
      '每年收費 US$30（相當於每月 US$2.50）',
      '每年收費 US$60（相當於每月 US$5）',
      '每年收費 US$150（相當於每月 US$12.50）',
    ])
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

describe('Rotation', () => {
  it('moves to the next word every 2300 ms and wraps around', () => {
    vi.useFakeTimers()
    try {
      const flipper = new Rotation(3, WORD_FLIP_MS)
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

  it('pauses, resumes, and gives a chosen item a whole interval', () => {
    vi.useFakeTimers()
    try {
      const rotation = new Rotation(3, 1000)
      rotation.start()
      rotation.toggle()
      expect(rotation.playing).toBe(false)
      vi.advanceTimersByTime(5000)
      expect(rotation.index).toBe(0)
      rotation.select(2)
      expect([rotation.index, rotation.playing]).toEqual([2, false])
      rotation.toggle()
      vi.advanceTimersByTime(600)
      rotation.select(1)
      vi.advanceTimersByTime(999)
      expect(rotation.index).toBe(1)
      vi.advanceTimersByTime(1)
      expect(rotation.index).toBe(2)
      rotation.stop()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('Explainer', () => {
  it('plays its three chapters in turn, and can be paused or moved by keyboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      renderApp('/', { routes: templates })
      const pause = await screen.findByRole('button', { name: 'Pause the explainer' })
      const chapters = screen.getByRole('list', { name: 'Chapters' })
      const current = () =>
        within(chapters)
          .getAllByRole('button')
          .findIndex((b) => b.getAttribute('aria-current') === 'step')
      expect(current()).toBe(0)
      expect(screen.getByText('Pick a start', { selector: 'figcaption strong' })).toBeVisible()
      act(() => void vi.advanceTimersByTime(EXPLAINER_CHAPTER_MS))
      expect(current()).toBe(1)
      expect(screen.getByText('Make it yours', { selector: 'figcaption strong' })).toBeVisible()

      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      pause.focus()
      await user.keyboard('{Enter}')
      expect(screen.getByRole('button', { name: 'Play the explainer' })).toHaveFocus()
      act(() => void vi.advanceTimersByTime(3 * EXPLAINER_CHAPTER_MS))
      expect(current()).toBe(1)

      await user.tab()
      await user.tab()
      await user.tab()
      await user.keyboard('{Enter}')
      expect(current()).toBe(2)
      expect(screen.getByText('Publish', { selector: 'figcaption strong' })).toBeVisible()
    } finally {
      vi.useRealTimers()
    }
  })

  it('stays still for people who ask for less motion', async () => {
    const reduce = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query) =>
          ({ matches: query.includes('reduce'), media: query }) as unknown as MediaQueryList,
      )
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      renderApp('/', { routes: templates })
      const hero = await screen.findByRole('heading', { level: 1 })
      const word = hero.textContent
      expect(await screen.findByRole('button', { name: 'Play the explainer' })).toBeVisible()
      act(() => void vi.advanceTimersByTime(3 * EXPLAINER_CHAPTER_MS))
      expect(hero.textContent).toBe(word)
      expect(
        screen.getByText('Pick a start', { selector: 'figcaption strong' }),
      ).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
      reduce.mockRestore()
    }
  })
})
