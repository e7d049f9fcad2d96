import { ApiClient } from '../api/api-client'
import { AssetsApi } from '../api/assets-api'
import { AuthApi } from '../api/auth-api'
import { SitesApi } from '../api/sites-api'
import { TemplatesApi } from '../api/templates-api'
import { WorkspacesApi } from '../api/workspaces-api'
import { routeTable } from '../router/route-table'
import { pathTo, type Params, type QueryValues } from '../router/route-rules'
import type { RouteName } from '../router/route-def'
import { languageTag, localeFromBrowser } from './locale'
import { PreferencesStore } from './preferences-store'
import { SessionStore } from './session-store'
import { browserStorage, type KeyValueStorage } from './storage'
import { ToastStore } from './toast-store'

/** How stores move the user around; the router plugs itself in at start-up. */
export interface Navigator {
  currentPath(): string
  /** The hash of the location being entered at `pathname` ('' when none): loaders never see it. */
  enteringHash(pathname: string): string
  go(to: string, options?: { replace?: boolean }): void
}

export interface RootStoreOptions {
  storage?: KeyValueStorage
  fetcher?: typeof fetch
  browserLanguages?: readonly string[]
}

const windowNavigator: Navigator = {
  currentPath: () => `${location.pathname}${location.search}${location.hash}`,
  enteringHash: (pathname) => (location.pathname === pathname ? location.hash : ''),
  go: (to) => location.assign(to),
}

/** Every store and API of the app, created once. */
export class RootStore {
  readonly preferences: PreferencesStore
  readonly session: SessionStore
  readonly api: ApiClient
  readonly auth: AuthApi
  readonly templates: TemplatesApi
  readonly sites: SitesApi
  readonly assets: AssetsApi
  readonly workspaces: WorkspacesApi
  readonly toasts = new ToastStore()
  navigator: Navigator = windowNavigator

  constructor(options: RootStoreOptions = {}) {
    const storage = options.storage ?? browserStorage()
    this.preferences = new PreferencesStore(
      storage,
      localeFromBrowser(options.browserLanguages ?? globalThis.navigator?.languages ?? []),
    )
    this.api = new ApiClient(
      {
        token: () => this.session.token,
        locale: () => languageTag(this.preferences.locale),
        onUnauthorized: () => this.sessionExpired(),
        onLoginScreen: () => this.isOn('Login'),
      },
      '/api/',
      options.fetcher,
    )
    this.auth = new AuthApi(this.api)
    this.templates = new TemplatesApi(this.api)
    this.sites = new SitesApi(this.api)
    this.assets = new AssetsApi(this.api)
    this.workspaces = new WorkspacesApi(this.api)
    this.session = new SessionStore(this.auth, storage)
  }

  path(name: RouteName, params?: Params, query?: QueryValues, hash?: string): string {
    return pathTo(routeTable, name, params, query, hash)
  }

  go(name: RouteName, params?: Params, query?: QueryValues): void {
    this.navigator.go(this.path(name, params, query))
  }

  isOn(name: RouteName): boolean {
    const current = this.navigator.currentPath().split(/[?#]/)[0]
    return current === this.path(name)
  }

  /** A 401 outside login: forget the token, remember where the user was, say so. */
  sessionExpired(): void {
    if (this.isOn('SessionExpired')) return
    this.session.expire(this.navigator.currentPath())
    this.navigator.go(this.path('SessionExpired'), { replace: true })
  }

  logout(): void {
    this.session.logout()
    this.go('Home')
  }
}
