export type UserType = 'Admin' | 'Owner'

/** Who made a request, as read from a verified token. */
export interface AuthUser {
  id: string
  userType: UserType
  isAdmin: boolean
  /** The account's e-mail address (lower case) when the token carries it. */
  email?: string
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser
  }
}
