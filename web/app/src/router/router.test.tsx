import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeToken, fakeUser } from '../testing/fake-api'
import { renderApp } from '../testing/render-app'
import { decodeFrom, encodeFrom } from './route-rules'

const loginAnswer = () => ({
  body: { auth_token: fakeToken(), expires_at: '2030-01-01T00:00:00Z', user: fakeUser() },
})

describe('router', () => {
  it('sends a logged-out user from a login route to Login with a base64 from', async () => {
    const { router } = renderApp('/settings/info?tab=1')
    await screen.findByRole('heading', { name: 'Log in' })
    const { pathname, search } = router.state.location
    expect(pathname).toBe('/login')
    expect(decodeFrom(new URLSearchParams(search).get('from'))).toBe('/settings/info?tab=1')
  })

  it('after login goes to the from destination', async () => {
    const { router } = renderApp(
      `/login?from=${encodeURIComponent(encodeFrom('/settings/info'))}`,
      {
        routes: {
          'POST auth/logins': loginAnswer,
          'GET users/user-1': () => ({ body: fakeUser() }),
        },
      },
    )
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.test')
    await user.type(screen.getByLabelText('Password'), 'correct horse')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/info'))
    expect(await screen.findByTestId('account-email')).toHaveTextContent('ada@example.test')
  })

  it('after login goes to Sites by default, and never back to Login', async () => {
    const { router } = renderApp(`/login?from=${encodeURIComponent(encodeFrom('/login'))}`, {
      routes: { 'POST auth/logins': loginAnswer, 'GET users/user-1': () => ({ body: fakeUser() }) },
    })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.test')
    await user.type(screen.getByLabelText('Password'), 'correct horse')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/sites'))
  })

  it('shows the server error for a wrong password and stays on Login', async () => {
    const { router } = renderApp('/login', {
      routes: {
        'POST auth/logins': () => ({ status: 400, body: { code: 'InvalidAuth', message: 'x' } }),
      },
    })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.test')
    await user.type(screen.getByLabelText('Password'), 'wrong password')
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail or password is incorrect.',
    )
    expect(router.state.location.pathname).toBe('/login')
  })

  it('sets the title from the route, its parent, or the product name', async () => {
    renderApp('/login')
    await waitFor(() => expect(document.title).toBe('Log in · Tessera'))
  })

  it('uses the parent title for a child route', async () => {
    renderApp('/settings/info', {
      loggedIn: true,
      routes: { 'GET users/user-1': () => ({ body: fakeUser() }) },
    })
    await waitFor(() => expect(document.title).toBe('Settings · Tessera'))
  })

  it('shows Not Found for any other path', async () => {
    renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument()
    expect(screen.getByText("Sorry, we can't find what you're looking for.")).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Not Found · Tessera'))
  })

  it('forwards /settings to its info panel', async () => {
    const { router } = renderApp('/settings', {
      loggedIn: true,
      routes: { 'GET users/user-1': () => ({ body: fakeUser() }) },
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/info'))
  })

  it('on a 401 shows Session Expired, then logging in returns to where the user was', async () => {
    let calls = 0
    const { router, store } = renderApp('/settings/info', {
      loggedIn: true,
      routes: {
        'GET users/user-1': () =>
          ++calls === 1 ? { status: 401, body: { code: 'Unauthorized' } } : { body: fakeUser() },
        'POST auth/logins': loginAnswer,
      },
    })
    expect(
      await screen.findByText('Your session has expired, please log in again.'),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/session-expired')
    expect(store.session.loggedIn).toBe(false)
    const user = userEvent.setup()
    await user.click(screen.getByRole('link', { name: 'Log in again' }))
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.test')
    await user.type(screen.getByLabelText('Password'), 'correct horse')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/info'))
  })

  it('logs out when the stored user no longer exists', async () => {
    const { store } = renderApp('/', {
      loggedIn: true,
      routes: { 'GET users/user-1': () => ({ status: 404, body: { code: 'UserNotFound' } }) },
    })
    await waitFor(() => expect(store.session.loggedIn).toBe(false))
    expect(await screen.findByRole('link', { name: 'Sign up' })).toBeInTheDocument()
  })
})
