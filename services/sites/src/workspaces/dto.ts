import { ROLES, safeText } from '@tessera/kit'
import { mailLocales } from '@tessera/proto'
import { z } from 'zod'

const role = z.enum(ROLES)

export const workspaceNameBody = z.object({ name: safeText(100).trim().min(1) })

export const memberRoleBody = z.object({ role })

/** A site's own role for one person (null: the workspace's role applies again). */
export const siteRoleBody = z.object({ role: role.nullable() })

export const inviteBody = z.object({
  email: z.email().max(254),
  role,
  /** The language of the mail. */
  locale: z.enum(mailLocales).default('en'),
})

export const acceptBody = z.object({ token: safeText(200).min(1) })

export const moveSiteBody = z.object({ workspace_id: z.uuid() })

export const workspaceView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    personal: z.boolean(),
    /** An identicon drawn from its id (an SVG data URI), the same for everyone. */
    identicon_avatar: z.string(),
    /** The caller's role in it. */
    role,
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'WorkspaceView' })
export type WorkspaceView = z.infer<typeof workspaceView>

export const memberView = z
  .object({
    user_id: z.uuid(),
    /** The address they joined with; null when not known. */
    email: z.string().nullable(),
    role,
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'MemberView' })
export type MemberView = z.infer<typeof memberView>

export const invitationView = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role,
    expires_at: z.iso.datetime(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'InvitationView' })
export type InvitationView = z.infer<typeof invitationView>

/** The people with their own role on one site (overriding their workspace role there). */
export const siteRoleListView = z
  .object({ results: z.array(z.object({ user_id: z.uuid(), role })) })
  .meta({ id: 'SiteRoleListView' })
