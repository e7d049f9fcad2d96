import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common'
import { Access, ApiRoute, type AuthUser, CurrentUser, uuidParam, ZodPipe } from '@tessera/kit'
import { errors } from '../errors.js'
import { AgentGrantsService } from './agent-grants.service.js'
import {
  agentGrantsView,
  agentRequestView,
  decisionBody,
  decisionView,
  requestIdParam,
  type AgentGrantsView,
  type AgentRequestView,
  type DecisionBody,
  type DecisionView,
} from './dto.js'

/** The app's side of agent access: the consent screen and Settings' connected agents. */
@Controller('auth')
export class AgentGrantsController {
  constructor(private readonly grants: AgentGrantsService) {}

  @Access('self')
  @Get('agent-requests/:id')
  @ApiRoute({
    summary: "Read an agent's pending request for access, for the consent screen",
    response: agentRequestView,
    errors: [errors.AgentRequestNotFound],
  })
  describe(@Param('id', new ZodPipe(requestIdParam)) id: string): Promise<AgentRequestView> {
    return this.grants.describeRequest(id)
  }

  @Access('self')
  @Post('agent-requests/:id')
  @HttpCode(200)
  @ApiRoute({
    summary: "Allow or deny an agent's request; answers where the browser goes next",
    response: decisionView,
    errors: [
      errors.AgentRequestNotFound,
      errors.AgentSiteNotAllowed,
      errors.AgentScopeNotRequested,
    ],
  })
  async decide(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(requestIdParam)) id: string,
    @Body(new ZodPipe(decisionBody)) body: DecisionBody,
  ): Promise<DecisionView> {
    return { redirect_url: await this.grants.decide(caller, id, body) }
  }

  @Access('self')
  @Get('agent-grants')
  @ApiRoute({ summary: 'List the agents the caller has connected', response: agentGrantsView })
  async list(@CurrentUser() caller: AuthUser): Promise<AgentGrantsView> {
    return { grants: await this.grants.list(caller) }
  }

  @Access('self')
  @Delete('agent-grants/:id')
  @ApiRoute({
    summary: "Revoke a connected agent's access at once",
    response: agentGrantsView,
    errors: [errors.AgentGrantNotFound],
  })
  async revoke(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
  ): Promise<AgentGrantsView> {
    await this.grants.revokeOwn(caller, id)
    return { grants: await this.grants.list(caller) }
  }
}
