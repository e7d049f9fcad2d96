import { render } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { App } from '../app'
import { connectNavigator } from '../router/connect-navigator'
import { createRoutes } from '../router/create-routes'
import { routeTable } from '../router/route-table'
import { RootStore } from '../stores/root-store'
import { SESSION_KEY } from '../stores/session-store'
import { memoryStorage } from '../stores/storage'
import { fakeApi, fakeToken, type FakeHandler } from './fake-api'

export interface RenderAppOptions {
  routes?: Record<string, FakeHandler>
  /** Start logged in as user-1. */
  loggedIn?: boolean
  storage?: Record<string, string>
  languages?: string[]
}

/** The whole app on a memory router, against a fake API. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const initial = { ...options.storage }
  if (options.loggedIn) initial[SESSION_KEY] = JSON.stringify({ token: fakeToken() })
  const storage = memoryStorage(initial)
  const api = fakeApi(options.routes ?? {})
  const store = new RootStore({
    storage,
    fetcher: api.fetch,
    browserLanguages: options.languages ?? ['en-US'],
  })
  const router = createMemoryRouter(createRoutes(routeTable, store), { initialEntries: [path] })
  connectNavigator(store, router)
  if (store.session.loggedIn) void store.session.fetchUser().catch(() => undefined)
  const view = render(<App store={store} router={router} />)
  return { ...view, store, router, api, storage }
}
