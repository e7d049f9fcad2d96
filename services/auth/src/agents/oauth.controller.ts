import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Post,
  Query,
  Res,
  UseFilters,
} from '@nestjs/common'
import { Public } from '@tessera/kit'
import type { Response } from 'express'
import { authorizeQuery, registrationBody, revokeBody, tokenBody } from './dto.js'
import { OAuthError, OAuthErrorFilter } from './oauth-error.js'
import { OAuthService, type ServerMetadata, type TokenAnswer } from './oauth.service.js'

/** The first problem of a request in words, for `error_description`. */
function describeIssue(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  const issue = issues[0]
  return issue ? `${issue.path.map(String).join('.') || 'request'}: ${issue.message}` : 'invalid'
}

/**
 * The OAuth 2.1 endpoints agents (MCP clients) use, outside /api as OAuth clients expect them.
 * They answer errors in OAuth's form, not the API's.
 */
@Controller()
@UseFilters(OAuthErrorFilter)
export class OAuthController {
  constructor(private readonly oauth: OAuthService) {}

  @Public()
  @Get('.well-known/oauth-authorization-server')
  @Header('Cache-Control', 'public, max-age=300')
  metadata(): ServerMetadata {
    return this.oauth.metadata()
  }

  @Public()
  @Post('oauth/register')
  @Header('Cache-Control', 'no-store')
  register(@Body() body: unknown): Promise<Record<string, unknown>> {
    const parsed = registrationBody.safeParse(body)
    if (!parsed.success)
      throw new OAuthError('invalid_client_metadata', describeIssue(parsed.error.issues))
    return this.oauth.register(parsed.data)
  }

  @Public()
  @Get('oauth/authorize')
  async authorize(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    // Each parameter once: a repeated one is a malformed request, never a list.
    const single = Object.fromEntries(
      Object.entries(query).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    )
    const answer = await this.oauth.authorize(authorizeQuery.parse(single))
    res.setHeader('Cache-Control', 'no-store')
    if ('error' in answer) {
      res
        .status(answer.error.status)
        .json({ error: answer.error.error, error_description: answer.error.description })
      return
    }
    res.redirect(302, answer.redirect)
  }

  @Public()
  @Post('oauth/token')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @Header('Pragma', 'no-cache')
  token(@Body() body: unknown): Promise<TokenAnswer> {
    const grantType = (body as { grant_type?: unknown } | undefined)?.grant_type
    if (grantType !== 'authorization_code' && grantType !== 'refresh_token')
      throw new OAuthError(
        grantType === undefined ? 'invalid_request' : 'unsupported_grant_type',
        'grant_type must be authorization_code or refresh_token',
      )
    const parsed = tokenBody.safeParse(body)
    if (!parsed.success) throw new OAuthError('invalid_request', describeIssue(parsed.error.issues))
    return this.oauth.token(parsed.data)
  }

  @Public()
  @Post('oauth/revoke')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async revoke(@Body() body: unknown): Promise<Record<string, never>> {
    const parsed = revokeBody.safeParse(body)
    if (!parsed.success) throw new OAuthError('invalid_request', describeIssue(parsed.error.issues))
    await this.oauth.revoke(parsed.data.token, parsed.data.client_id)
    return {}
  }
}
