import type { User } from './user.entity.js'

/** A user as the API shows it (platform.md section 3, server names). */
export interface UserView {
  id: string
  email: string
  email_confirmed: boolean
  user_type: User['userType']
  user_status: User['userStatus']
  created_at: string
  identicon_avatar: string
  identity: { id: string; name: string; published: boolean; subdomain: string } | null
}

export function toUserView(user: User): UserView {
  const identity = user.identity
  return {
    id: user.id,
    email: user.email,
    email_confirmed: user.emailConfirmed,
    user_type: user.userType,
    user_status: user.userStatus,
    created_at: user.createdAt.toISOString(),
    identicon_avatar: user.identiconAvatar,
    identity: identity
      ? {
          id: identity.id,
          name: identity.name,
          published: identity.published,
          subdomain: identity.subdomain,
        }
      : null,
  }
}

/** What registration and login answer. */
export interface SessionView {
  auth_token: string
  expires_at: string
  user: UserView
}
