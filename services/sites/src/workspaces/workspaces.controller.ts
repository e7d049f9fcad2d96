import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Req,
} from '@nestjs/common'
import { Access, ApiRoute, type AuthUser, CurrentUser, uuidParam, ZodPipe } from '@tessera/kit'
import type { Request } from 'express'
import { z } from 'zod'
import { errors } from '../errors.js'
import { SitesService } from '../sites/sites.service.js'
import {
  acceptBody,
  invitationView,
  inviteBody,
  memberRoleBody,
  memberView,
  moveSiteBody,
  siteRoleBody,
  siteRoleListView,
  workspaceNameBody,
  workspaceView,
  type InvitationView,
  type MemberView,
  type WorkspaceView,
} from './dto.js'
import { WorkspacesService } from './workspaces.service.js'

const idPipe = new ZodPipe(uuidParam)

/** The caller's role in the route's workspace, as the access guard resolved it. */
const roleOf = (req: Request) => req.workspaceRole!

@Controller('workspaces')
export class WorkspacesController {
  constructor(private readonly workspaces: WorkspacesService) {}

  @Access('self')
  @Get()
  @ApiRoute({
    summary: "List the caller's workspaces with their role, personal first",
    response: z.object({ results: z.array(workspaceView) }),
  })
  async list(@CurrentUser() caller: AuthUser): Promise<{ results: WorkspaceView[] }> {
    return { results: await this.workspaces.list(caller) }
  }

  @Access('self')
  @Post()
  @ApiRoute({ summary: 'Create a team workspace (the caller owns it)', response: workspaceView })
  create(
    @CurrentUser() caller: AuthUser,
    @Body(new ZodPipe(workspaceNameBody)) body: z.infer<typeof workspaceNameBody>,
  ): Promise<WorkspaceView> {
    return this.workspaces.create(caller, body.name)
  }

  @Access('workspace:manage', { workspace: 'id' })
  @Patch(':id')
  @HttpCode(204)
  @ApiRoute({
    summary: 'Rename a team workspace',
    errors: [errors.WorkspaceNotFound, errors.PersonalWorkspace],
  })
  rename(
    @Param('id', idPipe) id: string,
    @Body(new ZodPipe(workspaceNameBody)) body: z.infer<typeof workspaceNameBody>,
  ): Promise<void> {
    return this.workspaces.rename(id, body.name)
  }

  @Access('workspace:read', { workspace: 'id' })
  @Get(':id/members')
  @ApiRoute({
    summary: "List a workspace's members and their roles",
    response: z.object({ results: z.array(memberView) }),
    errors: [errors.WorkspaceNotFound],
  })
  async members(@Param('id', idPipe) id: string): Promise<{ results: MemberView[] }> {
    return { results: await this.workspaces.members(id) }
  }

  @Access('workspace:members', { workspace: 'id' })
  @Patch(':id/members/:userId')
  @HttpCode(204)
  @ApiRoute({
    summary: "Change a member's role",
    errors: [errors.WorkspaceNotFound, errors.MemberNotFound, errors.WorkspaceLastOwner],
  })
  changeMember(
    @CurrentUser() caller: AuthUser,
    @Req() req: Request,
    @Param('id', idPipe) id: string,
    @Param('userId', idPipe) userId: string,
    @Body(new ZodPipe(memberRoleBody)) body: z.infer<typeof memberRoleBody>,
  ): Promise<void> {
    return this.workspaces.changeMember(caller, roleOf(req), id, userId, body.role)
  }

  @Access('workspace:members', { workspace: 'id' })
  @Delete(':id/members/:userId')
  @HttpCode(204)
  @ApiRoute({
    summary: 'Remove a member',
    errors: [errors.WorkspaceNotFound, errors.MemberNotFound, errors.WorkspaceLastOwner],
  })
  removeMember(
    @CurrentUser() caller: AuthUser,
    @Req() req: Request,
    @Param('id', idPipe) id: string,
    @Param('userId', idPipe) userId: string,
  ): Promise<void> {
    return this.workspaces.changeMember(caller, roleOf(req), id, userId, null)
  }

  @Access('workspace:read', { workspace: 'id' })
  @Post(':id/actions/leave')
  @HttpCode(204)
  @ApiRoute({
    summary: 'Leave a workspace (its last owner cannot)',
    errors: [errors.WorkspaceNotFound, errors.WorkspaceLastOwner],
  })
  leave(@CurrentUser() caller: AuthUser, @Param('id', idPipe) id: string): Promise<void> {
    return this.workspaces.leave(caller, id)
  }

  @Access('workspace:members', { workspace: 'id' })
  @Get(':id/invitations')
  @ApiRoute({
    summary: "List a workspace's open invitations",
    response: z.object({ results: z.array(invitationView) }),
    errors: [errors.WorkspaceNotFound],
  })
  async invitations(@Param('id', idPipe) id: string): Promise<{ results: InvitationView[] }> {
    return { results: await this.workspaces.invitations(id) }
  }

  /** The same answer whether or not the address has an account. */
  @Access('workspace:members', { workspace: 'id' })
  @Post(':id/invitations')
  @ApiRoute({
    summary: 'Invite an e-mail address (again: a new link, mailed again)',
    response: invitationView,
    errors: [errors.WorkspaceNotFound, errors.PersonalWorkspace],
  })
  invite(
    @CurrentUser() caller: AuthUser,
    @Req() req: Request,
    @Param('id', idPipe) id: string,
    @Body(new ZodPipe(inviteBody)) body: z.infer<typeof inviteBody>,
  ): Promise<InvitationView> {
    return this.workspaces.invite(caller, roleOf(req), id, body)
  }

  @Access('workspace:members', { workspace: 'id' })
  @Post(':id/invitations/:invitationId/actions/resend')
  @HttpCode(200)
  @ApiRoute({
    summary: 'Send an invitation again with a new link, valid seven more days',
    response: invitationView,
    errors: [errors.WorkspaceNotFound, errors.InvitationNotFound],
  })
  resend(
    @Param('id', idPipe) id: string,
    @Param('invitationId', idPipe) invitationId: string,
  ): Promise<InvitationView> {
    return this.workspaces.resend(id, invitationId)
  }

  @Access('workspace:members', { workspace: 'id' })
  @Delete(':id/invitations/:invitationId')
  @HttpCode(204)
  @ApiRoute({
    summary: 'Withdraw an invitation',
    errors: [errors.WorkspaceNotFound, errors.InvitationNotFound],
  })
  revoke(
    @Param('id', idPipe) id: string,
    @Param('invitationId', idPipe) invitationId: string,
  ): Promise<void> {
    return this.workspaces.revoke(id, invitationId)
  }
}

@Controller('invitations')
export class InvitationsController {
  constructor(private readonly workspaces: WorkspacesService) {}

  /** For the address the caller signed in with; any other case answers InvitationNotFound. */
  @Access('self')
  @Post('actions/accept')
  @HttpCode(200)
  @ApiRoute({
    summary: 'Accept an invitation with the token its link carries',
    response: workspaceView,
    errors: [errors.InvitationNotFound],
  })
  accept(
    @CurrentUser() caller: AuthUser,
    @Body(new ZodPipe(acceptBody)) body: z.infer<typeof acceptBody>,
  ): Promise<WorkspaceView> {
    return this.workspaces.accept(caller, body.token)
  }
}

@Controller('sites/:id')
export class SiteMembersController {
  constructor(
    private readonly workspaces: WorkspacesService,
    private readonly sites: SitesService,
  ) {}

  @Access('site:manage', { site: 'id' })
  @Get('roles')
  @ApiRoute({
    summary: "List the people with their own role on a site (overriding their workspace's)",
    response: siteRoleListView,
    errors: [errors.SiteNotFound],
  })
  async roles(@Param('id', idPipe) id: string): Promise<z.infer<typeof siteRoleListView>> {
    const rows = await this.workspaces.siteRoles(id)
    return { results: rows.map((r) => ({ user_id: r.userId, role: r.role })) }
  }

  @Access('site:manage', { site: 'id' })
  @Put('roles/:userId')
  @HttpCode(204)
  @ApiRoute({
    summary: "Set one person's own role on a site (null: the workspace's applies)",
    errors: [errors.SiteNotFound],
  })
  setRole(
    @Param('id', idPipe) id: string,
    @Param('userId', idPipe) userId: string,
    @Body(new ZodPipe(siteRoleBody)) body: z.infer<typeof siteRoleBody>,
  ): Promise<void> {
    return this.workspaces.setSiteRole(id, userId, body.role)
  }

  @Access('site:manage', { site: 'id' })
  @Post('actions/move')
  @HttpCode(204)
  @ApiRoute({
    summary: 'Move a site to another workspace (an owner of both)',
    errors: [errors.SiteNotFound, errors.WorkspaceNotFound],
  })
  async move(
    @CurrentUser() caller: AuthUser,
    @Param('id', idPipe) id: string,
    @Body(new ZodPipe(moveSiteBody)) body: z.infer<typeof moveSiteBody>,
  ): Promise<void> {
    await this.workspaces.moveSite(caller, await this.sites.siteOf(id), body.workspace_id)
  }
}
