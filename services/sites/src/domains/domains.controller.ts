import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common'
import { Access, ApiRoute, commonErrors, safeText, uuidParam, ZodPipe } from '@tessera/kit'
import { z } from 'zod'
import { domainView, type DomainView } from '../sites/site.view.js'
import { DomainsService } from './domains.service.js'
import { errors } from '../errors.js'

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

  @Access('site:manage', { site: 'id' })
  @Post()
  @ApiRoute({
    summary: 'Add a custom domain',
    response: domainView,
    errors: [
      errors.SiteNotFound,
      errors.DomainExists,
      errors.custom_domain,
      errors.custom_domain_host,
    ],
  })
  add(
    @Param('id', new ZodPipe(siteIdParam)) id: string,
    @Body(new ZodPipe(domainBody)) body: DomainBody,
  ): Promise<DomainView> {
    return this.domains.add(id, body.domain)
  }

  @Access('site:manage', { site: 'id' })
  @Delete()
  @ApiRoute({
    summary: 'Remove a custom domain',
    errors: [errors.SiteNotFound, errors.DomainNotFound],
  })
  @HttpCode(204)
  remove(
    @Param('id', new ZodPipe(siteIdParam)) id: string,
    @Body(new ZodPipe(domainBody)) body: DomainBody,
  ): Promise<void> {
    return this.domains.remove(id, body.domain)
  }

  @Access('site:manage', { site: 'id' })
  @Post('actions/verify')
  @ApiRoute({
    summary: "Verify a custom domain's DNS records",
    response: domainView,
    errors: [errors.SiteNotFound, errors.DomainNotFound, errors.DomainVerifyFailed],
  })
  @HttpCode(200)
  verify(
    @Param('id', new ZodPipe(siteIdParam)) id: string,
    @Body(new ZodPipe(domainBody)) body: DomainBody,
  ): Promise<DomainView> {
    if (!body.domain) throw commonErrors.InvalidFormData('domain: required')
    return this.domains.verify(id, body.domain)
  }
}
