import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common'
import {
  type AuthUser,
  commonErrors,
  CurrentUser,
  safeText,
  uuidParam,
  ZodPipe,
} from '@tessera/kit'
import { z } from 'zod'
import type { DomainView } from '../sites/site.view.js'
import { DomainsService } from './domains.service.js'

const domainBody = z.object({ domain: safeText(253).trim().toLowerCase() })
type DomainBody = z.infer<typeof domainBody>

/** The identity site lives on the platform, never on a custom domain. */
const siteIdParam = z.string().transform((id, ctx) => {
  if (id === 'identity') {
    ctx.addIssue({
      code: 'custom',
      message: 'An identity site cannot be published to a custom domain',
    })
    return z.NEVER
  }
  const parsed = uuidParam.safeParse(id)
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: 'Invalid site id' })
    return z.NEVER
  }
  return parsed.data
})

@Controller('sites/:id/domains')
export class DomainsController {
  constructor(private readonly domains: DomainsService) {}

  @Post()
  add(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(siteIdParam)) id: string,
    @Body(new ZodPipe(domainBody)) body: DomainBody,
  ): Promise<DomainView> {
    return this.domains.add(caller, id, body.domain)
  }

  @Delete()
  @HttpCode(204)
  remove(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(siteIdParam)) id: string,
    @Body(new ZodPipe(domainBody)) body: DomainBody,
  ): Promise<void> {
    return this.domains.remove(caller, id, body.domain)
  }

  @Post('actions/verify')
  @HttpCode(200)
  verify(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(siteIdParam)) id: string,
    @Body(new ZodPipe(domainBody)) body: DomainBody,
  ): Promise<DomainView> {
    if (!body.domain) throw commonErrors.InvalidFormData('domain: required')
    return this.domains.verify(caller, id, body.domain)
  }
}
