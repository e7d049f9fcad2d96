export type UserType = 'Admin' | 'Owner'

/** Who made a request, as read from a verified token. */
export interface AuthUser {
  id: string
  userType: UserType
  isAdmin: boolean
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser
  }
}
