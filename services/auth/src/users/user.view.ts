import { z } from 'zod'
import { userStatuses, type User } from './user.entity.js'

/** A user as the API shows it (platform.md section 3, server names). */
export const userView = z
  .object({
    id: z.uuid(),
    email: z.string(),
    email_confirmed: z.boolean(),
    user_type: z.enum(['Admin', 'Owner'] satisfies User['userType'][]),
    user_status: z.enum(userStatuses),
    created_at: z.iso.datetime(),
    identicon_avatar: z.string(),
    identity: z
      .object({ id: z.string(), name: z.string(), published: z.boolean(), subdomain: z.string() })
      .nullable(),
  })
  .meta({ id: 'UserView' })
export type UserView = z.infer<typeof userView>

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
export const sessionView = z
  .object({ auth_token: z.string(), expires_at: z.iso.datetime(), user: userView })
  .meta({ id: 'SessionView' })
export type SessionView = z.infer<typeof sessionView>

/** An answer with nothing to say. */
export const emptyView = z.object({}).strict()
