import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '../api/api-error'
import type { AuthApi } from '../api/auth-api'
import { toUser, type User } from '../api/user'
import { readJson, type KeyValueStorage } from './storage'
import { readTokenClaims } from './token-claims'

export const SESSION_KEY = 'tessera.session'

interface SavedSession {
  token: string
  loginRedirect: string
}

/**
 * The auth session (platform.md sections 3 and 4): the token, its expiry and user id, the
 * logged-in user, and the path to go back to after logging in again.
 */
export class SessionStore {
  token: string | undefined = undefined
  expiresAt: Date | undefined = undefined
  userId: string | undefined = undefined
  user: User | null = null
  loginRedirect: string | undefined = undefined
  loadingUser = false

  constructor(
    private readonly auth: AuthApi,
    private readonly storage: KeyValueStorage,
    private readonly now: () => number = Date.now,
  ) {
    const saved = readJson<SavedSession>(storage, SESSION_KEY)
    if (typeof saved.loginRedirect === 'string') this.loginRedirect = saved.loginRedirect
    if (typeof saved.token === 'string') this.setToken(saved.token)
    makeAutoObservable<SessionStore, 'auth' | 'storage' | 'now'>(this, {
      auth: false,
      storage: false,
      now: false,
    })
  }

  get loggedIn(): boolean {
    return this.token !== undefined
  }

  get isAdmin(): boolean {
    return this.user?.userType === 'Admin'
  }

  /** Keeps a token only while it is readable and unexpired. */
  setToken(token: string | undefined): void {
    const claims = token ? readTokenClaims(token) : undefined
    if (!token || !claims || claims.expiresAt.getTime() <= this.now()) {
      this.token = undefined
      this.expiresAt = undefined
      this.userId = undefined
    } else {
      this.token = token
      this.expiresAt = claims.expiresAt
      this.userId = claims.userId
    }
    this.save()
  }

  /** Login and sign-up: the token is stored, then the user is fetched. */
  async start(token: string): Promise<void> {
    this.setToken(token)
    this.user = null
    await this.fetchUser()
  }

  /** A 404 on this fetch means the account is gone: log out. */
  async fetchUser(): Promise<User | null> {
    const userId = this.userId
    if (!userId) return null
    this.loadingUser = true
    try {
      const user = toUser(await this.auth.getUser(userId))
      runInAction(() => {
        if (this.userId === userId) this.user = user
      })
      return user
    } catch (error) {
      if (isApiError(error) && error.status === 404) runInAction(() => this.logout())
      throw error
    } finally {
      runInAction(() => (this.loadingUser = false))
    }
  }

  setUser(user: User): void {
    this.user = user
  }

  logout(): void {
    this.setToken(undefined)
    this.user = null
    this.loginRedirect = undefined
    this.save()
  }

  /** A 401: the token is dropped and the current path remembered for after the next login. */
  expire(currentPath: string): void {
    this.setToken(undefined)
    this.user = null
    this.loginRedirect = currentPath
    this.save()
  }

  /** The remembered path, used once. */
  takeLoginRedirect(): string | undefined {
    const path = this.loginRedirect
    this.loginRedirect = undefined
    this.save()
    return path
  }

  private save(): void {
    const saved: Partial<SavedSession> = {}
    if (this.token) saved.token = this.token
    if (this.loginRedirect) saved.loginRedirect = this.loginRedirect
    if (Object.keys(saved).length) this.storage.set(SESSION_KEY, JSON.stringify(saved))
    else this.storage.remove(SESSION_KEY)
  }
}
