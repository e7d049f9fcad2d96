import { describe, expect, it } from 'vitest'
import { ApiClient } from '../api/api-client'
import { AuthApi } from '../api/auth-api'
import { fakeApi, fakeToken, fakeUser } from '../testing/fake-api'
import { PREFERENCES_KEY, PreferencesStore } from './preferences-store'
import { RootStore } from './root-store'
import { SESSION_KEY, SessionStore } from './session-store'
import { memoryStorage } from './storage'
import { readTokenClaims } from './token-claims'

function session(routes: Parameters<typeof fakeApi>[0], saved: Record<string, string> = {}) {
  const api = fakeApi(routes)
  const storage = memoryStorage(saved)
  const store = new SessionStore(
    new AuthApi(
      new ApiClient(
        {
          token: (): string | undefined => store.token,
          locale: () => 'en',
          onUnauthorized: () => {},
          onLoginScreen: () => false,
        },
        '/api/',
        api.fetch,
      ),
    ),
    storage,
  )
  return { store, storage, api }
}

describe('SessionStore', () => {
  it('reads the user id and expiry from the token', () => {
    const claims = readTokenClaims(fakeToken('u-42', 60))
    expect(claims?.userId).toBe('u-42')
    expect(claims!.expiresAt.getTime()).toBeGreaterThan(Date.now())
    expect(readTokenClaims('garbage')).toBeUndefined()
  })

  it('starts a session: token stored, then the user fetched', async () => {
    const { store, storage, api } = session({ 'GET users/user-1': () => ({ body: fakeUser() }) })
    await store.start(fakeToken())
    expect(store.loggedIn).toBe(true)
    expect(store.user?.email).toBe('ada@example.test')
    expect(store.user?.emailConfirmed).toBe(true)
    expect(store.user?.createdAt).toBeInstanceOf(Date)
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET users/user-1'])
    expect(JSON.parse(storage.get(SESSION_KEY)!).token).toBe(store.token)
  })

  it('logs out when the user fetch answers 404', async () => {
    const { store, storage } = session({
      'GET users/user-1': () => ({ status: 404, body: { code: 'UserNotFound', message: 'gone' } }),
    })
    await expect(store.start(fakeToken())).rejects.toMatchObject({ code: 'UserNotFound' })
    expect(store.loggedIn).toBe(false)
    expect(storage.get(SESSION_KEY)).toBeUndefined()
  })

  it('drops an expired stored token', () => {
    const { store } = session({}, { [SESSION_KEY]: JSON.stringify({ token: fakeToken('u', -10) }) })
    expect(store.loggedIn).toBe(false)
  })

  it('remembers the path when the session expires, once', () => {
    const { store, storage } = session(
      {},
      { [SESSION_KEY]: JSON.stringify({ token: fakeToken() }) },
    )
    store.expire('/site-assets?page=2')
    expect(store.loggedIn).toBe(false)
    expect(JSON.parse(storage.get(SESSION_KEY)!)).toEqual({ loginRedirect: '/site-assets?page=2' })
    expect(store.takeLoginRedirect()).toBe('/site-assets?page=2')
    expect(store.takeLoginRedirect()).toBeUndefined()
  })
})

describe('RootStore on a 401', () => {
  it('clears the token, remembers the path and asks for login again', async () => {
    const api = fakeApi({
      'GET users/user-1': () => ({ status: 401, body: { code: 'Unauthorized' } }),
    })
    const store = new RootStore({
      storage: memoryStorage({ [SESSION_KEY]: JSON.stringify({ token: fakeToken() }) }),
      fetcher: api.fetch,
    })
    const visits: string[] = []
    let current = '/settings/info'
    store.navigator = {
      currentPath: () => current,
      enteringHash: () => '',
      go: (to) => (visits.push(to), (current = to)),
    }
    await expect(store.session.fetchUser()).rejects.toMatchObject({ status: 401 })
    expect(store.session.loggedIn).toBe(false)
    expect(store.session.loginRedirect).toBe('/settings/info')
    expect(visits).toEqual(['/session-expired'])
  })
})

describe('PreferencesStore', () => {
  it('persists every preference under one key', () => {
    const storage = memoryStorage()
    const prefs = new PreferencesStore(storage)
    expect(prefs.locale).toBe('en')
    prefs.setLocale('zh-tw')
    prefs.acceptCookies()
    prefs.setSignupListEmail('a@b.test')
    expect(JSON.parse(storage.get(PREFERENCES_KEY)!)).toEqual({
      cookiesAccepted: true,
      scratchPopupViewed: false,
      showSignup: true,
      signupListEmail: 'a@b.test',
      locale: 'zh-tw',
    })
    expect(new PreferencesStore(storage).locale).toBe('zh-tw')
  })

  it('guesses the first language from the browser, and ignores junk', () => {
    const root = new RootStore({ storage: memoryStorage(), browserLanguages: ['zh-Hant-TW', 'en'] })
    expect(root.preferences.locale).toBe('zh-tw')
    const junk = memoryStorage({ [PREFERENCES_KEY]: '{"locale":"xx","showSignup":"yes"}' })
    const prefs = new PreferencesStore(junk)
    expect(prefs.locale).toBe('en')
    expect(prefs.showSignup).toBe(true)
  })
})
