export type UserType = 'Admin' | 'Owner'

export interface Identity {
  id: string
  name: string
  published: boolean
  subdomain: string
}

/** A user as the app holds it (platform.md section 3). */
export interface User {
  id: string
  email: string
  emailConfirmed: boolean
  userType: UserType
  userStatus: string
  createdAt: Date
  identiconAvatar: string
  identity: Identity | null
}

/** The user as the API sends it (server names). */
export interface UserResponse {
  id: string
  email: string
  email_confirmed: boolean
  user_type: UserType
  user_status: string
  created_at: Date
  identicon_avatar: string
  identity: Identity | null
}

export interface SessionResponse {
  auth_token: string
  expires_at: Date
  user: UserResponse
}

export function toUser(user: UserResponse): User {
  return {
    id: user.id,
    email: user.email,
    emailConfirmed: user.email_confirmed,
    userType: user.user_type,
    userStatus: user.user_status,
    createdAt: user.created_at,
    identiconAvatar: user.identicon_avatar,
    identity: user.identity,
  }
}
