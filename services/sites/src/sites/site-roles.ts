import { Injectable } from '@nestjs/common'
import { type Role, SiteRoles, WorkspaceRoles } from '@tessera/kit'
import { errors } from '../errors.js'
import { WorkspacesRepository } from '../workspaces/workspaces.repository.js'

/** A caller's role on a site: the site's own override for them, else their workspace role. */
@Injectable()
export class SitesSiteRoles extends SiteRoles {
  constructor(private readonly workspaces: WorkspacesRepository) {
    super()
  }

  async roleOn(userId: string, siteId: string): Promise<Role | null> {
    const found = await this.workspaces.siteRole(siteId, userId)
    if (!found) throw errors.SiteNotFound()
    return found.role
  }
}

/** A caller's role in a workspace. */
@Injectable()
export class SitesWorkspaceRoles extends WorkspaceRoles {
  constructor(private readonly workspaces: WorkspacesRepository) {
    super()
  }

  async roleIn(userId: string, workspaceId: string): Promise<Role | null> {
    if (!(await this.workspaces.find(workspaceId))) throw errors.WorkspaceNotFound()
    return this.workspaces.roleIn(workspaceId, userId)
  }
}
