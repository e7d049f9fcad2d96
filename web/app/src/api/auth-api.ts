import type { ApiAnswer, ApiBody } from '@tessera/builder'
import type { ApiClient } from './api-client'

export type RegistrationPayload = ApiBody<'POST /api/users/registrations'>

export type LoginPayload = ApiBody<'POST /api/auth/logins'>

/** Accounts: auth service calls (platform.md section 7, "Auth and users"). */
export class AuthApi {
  constructor(private readonly api: ApiClient) {}

  register(payload: RegistrationPayload): Promise<ApiAnswer<'POST /api/users/registrations'>> {
    return this.api.post('users/registrations', { body: payload, auth: 'never' })
  }

  login(payload: LoginPayload): Promise<ApiAnswer<'POST /api/auth/logins'>> {
    return this.api.post('auth/logins', { body: payload, auth: 'never' })
  }

  requestPasswordReset(email: string): Promise<ApiAnswer<'POST /api/auth/logins/reset-password'>> {
    return this.api.post('auth/logins/reset-password', { body: { email }, auth: 'never' })
  }

  /**
   * Logged in: `oldPassword`; from the e-mailed link: `token`. Earlier sessions end; a logged-in
   * change answers with the new session.
   */
  changePassword(body: ApiBody<'PATCH /api/auth/logins/passwords'>) {
    return this.api.patch<ApiAnswer<'PATCH /api/auth/logins/passwords'>>('auth/logins/passwords', {
      body,
      auth: body.token ? 'never' : 'always',
    })
  }

  confirmEmail(code: string): Promise<ApiAnswer<'POST /api/auth/confirm-email'>> {
    return this.api.post('auth/confirm-email', { body: { code }, auth: 'optional' })
  }

  resendConfirmEmail(): Promise<ApiAnswer<'POST /api/auth/resend-confirm-email'>> {
    return this.api.post('auth/resend-confirm-email')
  }

  getUser(id: string): Promise<ApiAnswer<'GET /api/users/{id}'>> {
    return this.api.get(`users/${encodeURIComponent(id)}`)
  }

  updateUser(
    id: string,
    changes: ApiBody<'PATCH /api/users/{id}'>,
  ): Promise<ApiAnswer<'PATCH /api/users/{id}'>> {
    return this.api.patch(`users/${encodeURIComponent(id)}`, { body: changes })
  }
}
