import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common'
import {
  Access,
  ApiRoute,
  commonErrors,
  OptionalAuth,
  Public,
  type Role,
  SiteRole,
  uuidParam,
  ZodPipe,
} from '@tessera/kit'
import type { Request } from 'express'
import { challengeView, ProofOfWork, type ChallengeView } from '../visitors/proof-of-work.js'
import { CustomDataService, siteNotFound } from './custom-data.service.js'
import { documentedRequest, requestBody, type RequestBody } from './dto.js'
import { actionAnswer, type ActionAnswer } from './views.js'
import { errors } from '../errors.js'

@Controller('sites/:siteId/custom_data')
export class CustomDataController {
  constructor(
    private readonly customData: CustomDataService,
    private readonly proof: ProofOfWork,
  ) {}

  /** `{action, data}`: the owner's actions with a token, AddRow, UpdateRow and GetRow without. */
  @OptionalAuth()
  @Access('site:design', { site: 'siteId', visitors: true })
  @Post()
  @ApiRoute({
    summary: "Act on a site's custom data: tables (owner) or rows (owner, or a visitor's form)",
    body: documentedRequest,
    response: actionAnswer,
    errors: [
      commonErrors.Unauthorized,
      commonErrors.Forbidden,
      errors.CustomTableNameInvalid,
      errors.CustomTableNameExists,
      errors.CustomColumnNameExists,
      errors.CustomDataInvalidColumn,
      errors.CustomDataRequired,
      errors.CustomDataInvalidEmail,
      errors.CustomDataUniqueFail,
      errors.CustomDataMaxEvents,
      errors.CustomDataUsageExceeded,
      errors.table_name,
      errors.table_confirm,
      errors.column_name,
      errors.column_default,
      errors.column_param,
      errors.min_max,
      errors.invalid_email,
      errors.max_recipients,
    ],
  })
  @HttpCode(200)
  action(
    @Req() req: Request,
    @SiteRole() role: Role | null,
    @Param('siteId', new ZodPipe(uuidParam)) siteId: string,
    @Body(new ZodPipe(requestBody)) body: RequestBody,
  ): Promise<ActionAnswer> {
    return this.customData.handle(siteId, { user: req.user, role, ip: req.ip ?? '' }, body)
  }

  /** A proof-of-work challenge for a visitor's next write on a published site. */
  @Public()
  @Get('challenge')
  @ApiRoute({ summary: "A proof-of-work challenge for a visitor's form", response: challengeView })
  async challenge(@Param('siteId', new ZodPipe(uuidParam)) siteId: string): Promise<ChallengeView> {
    const site = await this.customData.site(siteId)
    if (!site.published || site.disabled) throw siteNotFound()
    return this.proof.challenge()
  }
}
