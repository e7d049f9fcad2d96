import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PREFERENCES_KEY } from '../../stores/preferences-store'
import { fakeToken, fakeUser } from '../../testing/fake-api'
import { renderApp } from '../../testing/render-app'

describe('Sign-up screen', () => {
  it('keeps the button disabled until the terms are ticked, then signs up', async () => {
    const { router, api } = renderApp('/signup', {
      routes: {
        'POST users/registrations': () => ({ body: { auth_token: fakeToken(), user: fakeUser() } }),
        'GET users/user-1': () => ({ body: fakeUser({ email_confirmed: false }) }),
      },
    })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.test')
    await user.type(screen.getByLabelText('Password'), 'long enough')
    await user.type(screen.getByLabelText('Confirm password'), 'long enough')
    const button = screen.getByRole('button', { name: 'Sign up' })
    expect(button).toBeDisabled()
    await user.click(screen.getByRole('checkbox'))
    expect(button).toBeEnabled()
    await user.click(button)
    await waitFor(() => expect(router.state.location.pathname).toBe('/sites'))
    expect(api.calls[0]?.path).toBe('users/registrations')
    expect(await screen.findByText(/Please confirm your e-mail address/)).toBeInTheDocument()
  })

  it('ties rule failures to their fields', async () => {
    renderApp('/signup')
    const user = userEvent.setup()
    const password = await screen.findByLabelText('Password')
    await user.type(password, 'short')
    await user.tab()
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(password).toHaveAccessibleDescription(/Passwords are 8 to 50 characters./)
  })

  it('shows the mailing-list form when the sign-up flag is off', async () => {
    renderApp('/signup', {
      storage: { [PREFERENCES_KEY]: JSON.stringify({ showSignup: false }) },
      routes: { 'POST mailing_lists/*/actions/add_contact': () => ({ body: {} }) },
    })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.test')
    await user.click(screen.getByRole('button', { name: 'Notify me' }))
    expect(await screen.findByRole('button', { name: 'Submitted' })).toBeDisabled()
    expect(screen.getByText('Subscribed!')).toBeInTheDocument()
  })
})

describe('Forgot and reset password', () => {
  it('sends a reset link', async () => {
    renderApp('/auth/forgot', {
      routes: { 'POST auth/logins/reset-password': () => ({ body: {} }) },
    })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.test')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByText(/a reset link is on its way/)).toBeInTheDocument()
  })

  it('sets a new password from the link, and explains an expired link', async () => {
    renderApp('/reset-password?token=abc', {
      routes: {
        'PATCH auth/logins/passwords': () => ({
          status: 400,
          body: { code: 'ResetTokenInvalid', message: 'x' },
        }),
      },
    })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('New password'), 'a brand new one')
    await user.type(screen.getByLabelText('Confirm password'), 'a brand new one')
    await user.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired.',
    )
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/auth/forgot',
    )
  })
})

describe('Confirm e-mail', () => {
  it('confirms the code from the link', async () => {
    const { api } = renderApp('/confirm-email?code=the-code', {
      routes: { 'POST auth/confirm-email': () => ({ body: { email_confirmed: true } }) },
    })
    expect(await screen.findByText('Your e-mail is confirmed. Thank you!')).toBeInTheDocument()
    expect(api.calls[0]?.body).toEqual({ code: 'the-code' })
  })

  it('offers a new link when the code expired', async () => {
    renderApp('/confirm-email?code=old', {
      loggedIn: true,
      routes: {
        'GET users/user-1': () => ({ body: fakeUser({ email_confirmed: false }) }),
        'POST auth/confirm-email': () => ({
          status: 400,
          body: { code: 'ConfirmCodeExpired', message: 'x' },
        }),
        'POST auth/resend-confirm-email': () => ({ body: {} }),
      },
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Send a new link' }))
    expect(
      (await screen.findAllByText('A new confirmation link is on its way.')).length,
    ).toBeGreaterThan(0)
  })
})

describe('Settings > info', () => {
  it('changes the e-mail and shows it unconfirmed', async () => {
    renderApp('/settings/info', {
      loggedIn: true,
      routes: {
        'GET users/user-1': () => ({ body: fakeUser() }),
        'PATCH users/user-1': () => ({
          body: fakeUser({ email: 'new@example.test', email_confirmed: false }),
        }),
      },
    })
    const user = userEvent.setup()
    expect(await screen.findByText('Confirmed')).toBeInTheDocument()
    await user.type(screen.getByLabelText('New e-mail'), 'new@example.test')
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }))
    expect(await screen.findByTestId('account-email')).toHaveTextContent('new@example.test')
    expect(screen.getByText('Not confirmed')).toBeInTheDocument()
    // In the settings card and in the banner above every page.
    expect(screen.getAllByRole('button', { name: 'Resend confirmation' })).toHaveLength(2)
  })

  it("shows only the password form's current errors, not an earlier answer beside them", async () => {
    renderApp('/settings/info', {
      loggedIn: true,
      routes: {
        'GET users/user-1': () => ({ body: fakeUser() }),
        'PATCH auth/logins/passwords': () => ({
          status: 400,
          body: { code: 'InvalidOldPassword', message: 'wrong' },
        }),
      },
    })
    const user = userEvent.setup()
    const card = (await screen.findByRole('heading', { name: 'Change password' })).closest(
      'section',
    )!
    const newPassword = within(card).getByLabelText('New password')
    await user.type(within(card).getByLabelText('Current password'), 'not my password')
    await user.type(newPassword, 'a brand new one')
    await user.type(within(card).getByLabelText('Confirm password'), 'a brand new one')
    await user.click(within(card).getByRole('button', { name: 'Change password' }))
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Your current password is incorrect.',
    )

    await user.clear(newPassword)
    await user.type(newPassword, 'short')
    await user.tab()
    expect(newPassword).toHaveAccessibleDescription(/Passwords are 8 to 50 characters./)
    expect(within(card).queryByRole('alert')).toBeNull()
    expect(within(card).queryByText('Your current password is incorrect.')).toBeNull()

    // A submission the rules stop says what is wrong now, and nothing else.
    await user.click(within(card).getByRole('button', { name: 'Change password' }))
    expect(within(card).queryByText('Your current password is incorrect.')).toBeNull()
    expect(within(card).getAllByText('Passwords are 8 to 50 characters.')).toHaveLength(1)
  })
})
