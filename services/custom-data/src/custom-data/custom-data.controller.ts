import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common'
import { OptionalAuth, Public, uuidParam, ZodPipe } from '@tessera/kit'
import type { Request } from 'express'
import { ProofOfWork, type ChallengeView } from '../visitors/proof-of-work.js'
import { CustomDataService, siteNotFound } from './custom-data.service.js'
import { requestBody, type RequestBody } from './dto.js'

@Controller('sites/:siteId/custom_data')
export class CustomDataController {
  constructor(
    private readonly customData: CustomDataService,
    private readonly proof: ProofOfWork,
  ) {}

  /** `{action, data}`: the owner's actions with a token, AddRow, UpdateRow and GetRow without. */
  @OptionalAuth()
  @Post()
  @HttpCode(200)
  action(
    @Req() req: Request,
    @Param('siteId', new ZodPipe(uuidParam)) siteId: string,
    @Body(new ZodPipe(requestBody)) body: RequestBody,
  ): Promise<unknown> {
    return this.customData.handle(siteId, { user: req.user, ip: req.ip ?? '' }, body)
  }

  /** A proof-of-work challenge for a visitor's next write on a published site. */
  @Public()
  @Get('challenge')
  async challenge(@Param('siteId', new ZodPipe(uuidParam)) siteId: string): Promise<ChallengeView> {
    const site = await this.customData.site(siteId)
    if (!site.published || site.disabled) throw siteNotFound()
    return this.proof.challenge()
  }
}
