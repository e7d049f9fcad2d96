import type { ApiAnswer, ApiBody, ApiSchemas } from '@tessera/builder'
import type { ApiClient } from './api-client'

export type WorkspaceView = ApiSchemas['WorkspaceView']
export type MemberView = ApiSchemas['MemberView']
export type InvitationView = ApiSchemas['InvitationView']
export type WorkspaceRole = WorkspaceView['role']

const ws = (id: string) => `workspaces/${encodeURIComponent(id)}`

/** Workspaces, their members and invitations (the sites service). */
export class WorkspacesApi {
  constructor(private readonly api: ApiClient) {}

  list(): Promise<ApiAnswer<'GET /api/workspaces'>> {
    return this.api.get('workspaces')
  }

  create(name: string): Promise<ApiAnswer<'POST /api/workspaces'>> {
    return this.api.post('workspaces', { body: { name } })
  }

  members(id: string): Promise<ApiAnswer<'GET /api/workspaces/{id}/members'>> {
    return this.api.get(`${ws(id)}/members`)
  }

  changeMember(id: string, userId: string, role: WorkspaceRole): Promise<unknown> {
    return this.api.patch(`${ws(id)}/members/${encodeURIComponent(userId)}`, { body: { role } })
  }

  removeMember(id: string, userId: string): Promise<unknown> {
    return this.api.delete(`${ws(id)}/members/${encodeURIComponent(userId)}`)
  }

  /** The people with their own role on one site. */
  siteRoles(siteId: string): Promise<ApiAnswer<'GET /api/sites/{id}/roles'>> {
    return this.api.get(`sites/${encodeURIComponent(siteId)}/roles`)
  }

  /** Gives a member their own role on one site; null gives them their workspace role again. */
  setSiteRole(siteId: string, userId: string, role: WorkspaceRole | null): Promise<unknown> {
    const body: ApiBody<'PUT /api/sites/{id}/roles/{userId}'> = { role }
    return this.api.request(
      'PUT',
      `sites/${encodeURIComponent(siteId)}/roles/${encodeURIComponent(userId)}`,
      {
        body,
      },
    )
  }

  leave(id: string): Promise<unknown> {
    return this.api.post(`${ws(id)}/actions/leave`)
  }

  invitations(id: string): Promise<ApiAnswer<'GET /api/workspaces/{id}/invitations'>> {
    return this.api.get(`${ws(id)}/invitations`)
  }

  invite(
    id: string,
    body: ApiBody<'POST /api/workspaces/{id}/invitations'>,
  ): Promise<ApiAnswer<'POST /api/workspaces/{id}/invitations'>> {
    return this.api.post(`${ws(id)}/invitations`, { body })
  }

  resend(id: string, invitationId: string): Promise<InvitationView> {
    return this.api.post(`${ws(id)}/invitations/${encodeURIComponent(invitationId)}/actions/resend`)
  }

  revoke(id: string, invitationId: string): Promise<unknown> {
    return this.api.delete(`${ws(id)}/invitations/${encodeURIComponent(invitationId)}`)
  }

  accept(token: string): Promise<ApiAnswer<'POST /api/invitations/actions/accept'>> {
    return this.api.post('invitations/actions/accept', { body: { token } })
  }
}
