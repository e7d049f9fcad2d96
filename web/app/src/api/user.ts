import type { ApiSchemas } from '@tessera/builder'

/** The user as the API sends it (server names). */
export type UserResponse = ApiSchemas['UserView']

export type SessionResponse = ApiSchemas['SessionView']

export type UserType = UserResponse['user_type']

export type Identity = NonNullable<UserResponse['identity']>

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
