import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiClient } from '../api/api-client'
import { AuthApi } from '../api/auth-api'
import { PreferencesStore } from '../stores/preferences-store'
import { SessionStore } from '../stores/session-store'
import { memoryStorage } from '../stores/storage'
import { ToastStore } from '../stores/toast-store'
import { fakeApi, fakeToken, fakeUser, type FakeHandler } from '../testing/fake-api'
import { ConfirmEmailStore } from './confirm-email-store'
import { EmailChangeForm } from './email-change-form'
import { ForgotPasswordForm } from './forgot-password-form'
import { LoginForm } from './login-form'
import { PasswordChangeForm } from './password-change-form'
import { SignupForm } from './signup-form'
import { SIGNUP_LIST_TOAST_MS, SignupListForm } from './signup-list-form'

function deps(routes: Record<string, FakeHandler> = {}, loggedIn = false) {
  const api = fakeApi(routes)
  const client = new ApiClient(
    {
      token: (): string | undefined => session.token,
      locale: () => 'en',
      onUnauthorized: () => {},
      onLoginScreen: () => false,
    },
    '/api/',
    api.fetch,
  )
  const auth = new AuthApi(client)
  const session = new SessionStore(auth, memoryStorage())
  if (loggedIn) session.setToken(fakeToken())
  return { api, client, auth, session }
}

const keys = (errors: Record<string, { key: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.key]))

describe('LoginForm', () => {
  it('checks the e-mail and the password length before calling', async () => {
    const { auth, session, api } = deps()
    const form = new LoginForm(auth, session)
    expect(await form.submit()).toBe(false)
    expect(keys(form.state.errors)).toEqual({
      email: 'errors.email_empty',
      password: 'errors.password_length',
    })
    form.set('email', 'not-an-email')
    form.set('password', 'x'.repeat(51))
    expect(await form.submit()).toBe(false)
    expect(keys(form.state.errors)).toEqual({
      email: 'errors.invalid_email',
      password: 'errors.password_length',
    })
    expect(api.calls).toHaveLength(0)
  })

  it('shows errors only for fields the user has left or submitted', () => {
    const { auth, session } = deps()
    const form = new LoginForm(auth, session)
    form.set('password', 'short')
    expect(form.state.errorFor('password')).toBeUndefined()
    form.blur('password')
    expect(form.state.errorFor('password')?.key).toBe('errors.password_length')
  })

  it('logs in and starts the session', async () => {
    const { auth, session, api } = deps({
      'POST auth/logins': () => ({
        body: { auth_token: fakeToken(), expires_at: '2030-01-01T00:00:00Z', user: fakeUser() },
      }),
      'GET users/user-1': () => ({ body: fakeUser() }),
    })
    const form = new LoginForm(auth, session)
    form.set('email', ' Ada@Example.test ')
    form.set('password', 'correct horse')
    expect(await form.submit()).toBe(true)
    expect(api.calls[0]?.body).toEqual({ email: 'Ada@Example.test', password: 'correct horse' })
    expect(session.user?.email).toBe('ada@example.test')
  })

  it('keeps the server answer for display', async () => {
    const { auth, session } = deps({
      'POST auth/logins': () => ({ status: 400, body: { code: 'InvalidAuth', message: 'nope' } }),
    })
    const form = new LoginForm(auth, session)
    form.set('email', 'ada@example.test')
    form.set('password', 'wrong password')
    expect(await form.submit()).toBe(false)
    expect(form.state.serverError).toEqual({ code: 'InvalidAuth', message: 'nope' })
    expect(session.loggedIn).toBe(false)
  })
})

describe('SignupForm', () => {
  it('cannot be submitted until the terms are ticked', async () => {
    const { auth, session, api } = deps()
    const form = new SignupForm(auth, session)
    form.set('email', 'ada@example.test')
    form.set('password', 'long enough')
    form.set('confirm', 'long enough')
    expect(form.canSubmit).toBe(false)
    expect(await form.submit()).toBe(false)
    expect(api.calls).toHaveLength(0)
    form.setTermsAccepted(true)
    expect(form.canSubmit).toBe(true)
  })

  it('checks the password rules and that both passwords match', async () => {
    const { auth, session } = deps()
    const form = new SignupForm(auth, session)
    form.setTermsAccepted(true)
    form.set('email', 'ada@example.test')
    form.set('password', 'seven77')
    form.set('confirm', 'seven7')
    expect(await form.submit()).toBe(false)
    expect(keys(form.state.errors)).toEqual({
      password: 'errors.password_length',
      confirm: 'errors.password_match',
    })
    form.set('password', 'seven7')
    expect(form.state.errors.confirm).toBeUndefined()
  })

  it("registers with a default identity: 'site' plus 6 alphanumerics, its subdomain in lower case", async () => {
    const { auth, session, api } = deps({
      'POST users/registrations': () => ({ body: { auth_token: fakeToken(), user: fakeUser() } }),
      'GET users/user-1': () => ({ body: fakeUser({ email_confirmed: false }) }),
    })
    const form = new SignupForm(auth, session)
    form.setTermsAccepted(true)
    form.set('email', 'ada@example.test')
    form.set('password', 'long enough')
    form.set('confirm', 'long enough')
    expect(await form.submit()).toBe(true)
    const body = api.calls[0]?.body as { identity: string; subdomain: string }
    expect(body.identity).toMatch(/^site[A-Za-z0-9]{6}$/)
    expect(body.subdomain).toBe(body.identity.toLowerCase())
    expect(session.user?.emailConfirmed).toBe(false)
  })
})

describe('password forms', () => {
  it('reset: new password twice, sent with the token', async () => {
    const { auth, api } = deps({ 'PATCH auth/logins/passwords': () => ({ body: {} }) })
    const form = new PasswordChangeForm(auth, 'reset-token')
    expect(form.needsOldPassword).toBe(false)
    form.set('password', 'a brand new one')
    form.set('confirm', 'a brand new on')
    expect(await form.submit()).toBe(false)
    expect(keys(form.state.errors)).toEqual({ confirm: 'errors.password_match' })
    form.set('confirm', 'a brand new one')
    expect(await form.submit()).toBe(true)
    expect(form.done).toBe(true)
    expect(api.calls[0]?.body).toEqual({ password: 'a brand new one', token: 'reset-token' })
    expect(api.calls[0]?.headers.authorization).toBeUndefined()
  })

  it('change: needs the current password, sent as old_password with the token', async () => {
    const { auth, api } = deps(
      {
        'PATCH auth/logins/passwords': ({ body }) =>
          (body as { old_password: string }).old_password === 'current one'
            ? { body: {} }
            : { status: 400, body: { code: 'InvalidOldPassword', message: 'wrong' } },
      },
      true,
    )
    const form = new PasswordChangeForm(auth)
    form.set('password', 'a brand new one')
    form.set('confirm', 'a brand new one')
    expect(await form.submit()).toBe(false)
    expect(keys(form.state.errors)).toEqual({ oldPassword: 'errors.password_length' })
    form.set('oldPassword', 'not it')
    expect(await form.submit()).toBe(false)
    expect(form.state.serverError?.code).toBe('InvalidOldPassword')
    form.set('oldPassword', 'current one')
    expect(await form.submit()).toBe(true)
    expect(api.calls.at(-1)?.headers.authorization).toMatch(/^Bearer /)
  })
})

describe('ForgotPasswordForm', () => {
  it('asks for a link for a valid e-mail and says where it went', async () => {
    const { auth, api } = deps({ 'POST auth/logins/reset-password': () => ({ body: {} }) })
    const form = new ForgotPasswordForm(auth)
    form.set('email', 'nope')
    expect(await form.submit()).toBe(false)
    expect(form.state.errors.email?.key).toBe('errors.invalid_email')
    form.set('email', 'ada@example.test')
    expect(await form.submit()).toBe(true)
    expect(form.sentTo).toBe('ada@example.test')
    expect(api.calls[0]?.body).toEqual({ email: 'ada@example.test' })
  })
})

describe('EmailChangeForm', () => {
  it('updates the user, who is then unconfirmed with a new avatar', async () => {
    const { auth, session } = deps(
      {
        'PATCH users/user-1': ({ body }) => ({
          body: fakeUser({
            email: (body as { email: string }).email,
            email_confirmed: false,
            identicon_avatar: 'data:new',
          }),
        }),
      },
      true,
    )
    const form = new EmailChangeForm(auth, session)
    form.set('email', '')
    expect(await form.submit()).toBe(false)
    expect(form.state.errors.email?.key).toBe('errors.email_empty')
    form.set('email', 'new@example.test')
    expect(await form.submit()).toBe(true)
    expect(session.user).toMatchObject({
      email: 'new@example.test',
      emailConfirmed: false,
      identiconAvatar: 'data:new',
    })
  })
})

describe('ConfirmEmailStore', () => {
  const confirmWith = async (answer: { status?: number; body?: unknown }) => {
    const { auth, session } = deps({ 'POST auth/confirm-email': () => answer })
    const store = new ConfirmEmailStore(auth, session)
    await store.confirm('the-code')
    return store
  }

  it('confirms', async () => {
    expect((await confirmWith({ body: { email_confirmed: true } })).status).toBe('confirmed')
  })

  it('offers a resend when the code expired', async () => {
    const store = await confirmWith({
      status: 400,
      body: { code: 'ConfirmCodeExpired', message: 'old' },
    })
    expect(store.status).toBe('expired')
  })

  it('treats an already confirmed e-mail as done, and fails on a bad code', async () => {
    expect((await confirmWith({ status: 400, body: { code: 'AlreadyConfirmed' } })).status).toBe(
      'confirmed',
    )
    const bad = await confirmWith({
      status: 400,
      body: { code: 'ConfirmCodeInvalid', message: 'bad' },
    })
    expect(bad.status).toBe('failed')
    expect(bad.error?.code).toBe('ConfirmCodeInvalid')
  })

  it('needs a code', async () => {
    const { auth, session, api } = deps()
    const store = new ConfirmEmailStore(auth, session)
    await store.confirm('  ')
    expect(store.state.errors.code?.key).toBe('errors.confirm_code_empty')
    expect(api.calls).toHaveLength(0)
  })
})

describe('SignupListForm', () => {
  /** The form against a mailing list that answers `answer`. */
  function listForm(answer: { status?: number; body?: unknown } = { body: {} }) {
    const { client, api } = deps({ 'POST mailing_lists/*/actions/add_contact': () => answer })
    const prefs = new PreferencesStore(memoryStorage())
    const toasts = new ToastStore()
    return { form: new SignupListForm(client, prefs, toasts), api, prefs, toasts }
  }
  const refusal = (code: string) => ({ status: 400, body: { code, message: 'x' } })

  it('needs an e-mail, then shows submitted and stays disabled for that e-mail', async () => {
    const { form, api, prefs, toasts } = listForm()
    expect(await form.submit()).toBe(false)
    expect(form.state.errors.email?.key).toBe('errors.email_empty')
    form.set('email', 'ada@example.test')
    expect(await form.submit()).toBe(true)
    expect(api.calls[0]?.body).toEqual({ email: 'ada@example.test', list_type: 'signup' })
    expect(form.submitted).toBe(true)
    expect(prefs.signupListEmail).toBe('ada@example.test')
    expect(toasts.toasts.map((t) => t.key)).toEqual(['signupList.subscribed'])
    expect(await form.submit()).toBe(false)
    form.set('email', 'other@example.test')
    expect(form.submitted).toBe(false)
  })

  afterEach(() => void vi.useRealTimers())

  it('counts an e-mail already on the list as submitted, and says so for 4 seconds', async () => {
    vi.useFakeTimers()
    const { form, toasts } = listForm(refusal('CustomDataUniqueFail'))
    form.set('email', 'ada@example.test')
    expect(await form.submit()).toBe(true)
    expect(form.submitted).toBe(true)
    expect(form.state.serverError).toBeUndefined()
    expect(toasts.toasts.map((t) => t.key)).toEqual(['signupList.alreadySubscribed'])
    vi.advanceTimersByTime(SIGNUP_LIST_TOAST_MS - 1)
    expect(toasts.toasts).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(toasts.toasts).toHaveLength(0)
  })

  it('shows other failures and keeps the form open', async () => {
    const { form, toasts } = listForm(refusal('CustomDataInvalidEmail'))
    form.set('email', 'ada@example.test')
    expect(await form.submit()).toBe(false)
    expect(form.state.serverError).toMatchObject({ code: 'CustomDataInvalidEmail' })
    expect(form.submitted).toBe(false)
    expect(toasts.toasts).toEqual([])
  })
})
