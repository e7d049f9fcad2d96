import type { ApiClient } from './api-client'
import type { SessionResponse, UserResponse } from './user'

export interface RegistrationPayload {
  email: string
  password: string
  identity: string
  subdomain: string
}

export interface LoginPayload {
  email: string
  password: string
}

/** Accounts: auth service calls (platform.md section 7, "Auth and users"). */
export class AuthApi {
  constructor(private readonly api: ApiClient) {}

  register(payload: RegistrationPayload): Promise<SessionResponse> {
    return this.api.post('users/registrations', { body: payload, auth: 'never' })
  }

  login(payload: LoginPayload): Promise<SessionResponse> {
    return this.api.post('auth/logins', { body: payload, auth: 'never' })
  }

  requestPasswordReset(email: string): Promise<void> {
    return this.api.post('auth/logins/reset-password', { body: { email }, auth: 'never' })
  }

  /**
   * Logged in: `oldPassword`; from the e-mailed link: `token`. Earlier sessions end; a logged-in
   * change answers with the new session.
   */
  changePassword(body: { password: string; old_password?: string; token?: string }) {
    return this.api.patch<Partial<SessionResponse>>('auth/logins/passwords', {
      body,
      auth: body.token ? 'never' : 'always',
    })
  }

  confirmEmail(code: string): Promise<{ email_confirmed: boolean }> {
    return this.api.post('auth/confirm-email', { body: { code }, auth: 'optional' })
  }

  resendConfirmEmail(): Promise<void> {
    return this.api.post('auth/resend-confirm-email')
  }

  getUser(id: string): Promise<UserResponse> {
    return this.api.get(`users/${encodeURIComponent(id)}`)
  }

  updateUser(id: string, changes: { email?: string }): Promise<UserResponse> {
    return this.api.patch(`users/${encodeURIComponent(id)}`, { body: changes })
  }
}
