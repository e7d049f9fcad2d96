import { sql } from '@tessera/kit/testing'
import {
  apiClient,
  MailSinkClient,
  testStack,
  uniqueEmail,
  type ApiClient,
  type SunkMail,
} from '@tessera/kit/testing'
import { expect } from 'vitest'

export interface UserBody {
  id: string
  email: string
  email_confirmed: boolean
  user_type: string
  user_status: string
  created_at: string
  identicon_avatar: string
  identity: { id: string; name: string; published: boolean; subdomain: string }
}

export interface Session {
  auth_token: string
  expires_at: string
  user: UserBody
}

export interface ErrorBody {
  code: string
  message: string
}

export const stack = testStack()
/** Everything goes through the gateway, as a browser's calls would. */
export const api: ApiClient = apiClient(stack.gatewayUrl, { contract: 'gateway' })
export const mail = new MailSinkClient(stack.mailSinkUrl)

export const PASSWORD = 'correct horse 1'

export async function register(
  overrides: Record<string, unknown> = {},
): Promise<Session & { password: string }> {
  const body = { email: uniqueEmail(), password: PASSWORD, ...overrides }
  const res = await api.post<Session>('/api/users/registrations', { body })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return { ...res.body, password: String(body.password) }
}

export async function login(email: string, password: string) {
  return api.post<Session & ErrorBody>('/api/auth/logins', { body: { email, password } })
}

/** The value of a query parameter in the first link of a message. */
export function linkParam(text: string, name: string): string {
  const url = /https?:\/\/\S+/.exec(text)?.[0]
  expect(url, `no link in: ${text}`).toBeDefined()
  const value = new URL(url!).searchParams.get(name)
  expect(value).toBeTruthy()
  return value!
}

/** Mail is delivered concurrently: tell messages apart by the link they carry, not by order. */
export const isConfirmation = (m: SunkMail) => m.text.includes('/confirm-email?code=')
export const isPasswordReset = (m: SunkMail) => m.text.includes('/reset-password?token=')

export async function confirmationCode(email: string, count = 1): Promise<string> {
  return linkParam((await mail.waitForMail(email, { count, match: isConfirmation })).text, 'code')
}

export async function resetToken(email: string, count = 1): Promise<string> {
  return linkParam((await mail.waitForMail(email, { count, match: isPasswordReset })).text, 'token')
}

/** Direct SQL, for what no endpoint does (expiring a code, making an admin) and for proving nothing changed. */
export { sql }

export async function makeAdmin(userId: string): Promise<void> {
  await sql(`UPDATE auth.users SET user_type = 'Admin' WHERE id = $1`, [userId])
}
