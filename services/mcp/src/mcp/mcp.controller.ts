import { Controller, Delete, Get, HttpCode, Post, Req, Res } from '@nestjs/common'
import { Public } from '@tessera/kit'
import type { Request, Response } from 'express'
import { McpEndpoint } from './mcp-endpoint.js'

/** `/mcp` (Streamable HTTP, stateless) and the protected resource's metadata. */
@Public()
@Controller()
export class McpController {
  constructor(private readonly endpoint: McpEndpoint) {}

  @Post('mcp')
  async post(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.endpoint.handle(req, res)
  }

  /** Stateless: no stream to open and no session to end, as the transport allows. */
  @Get('mcp')
  @Delete('mcp')
  @HttpCode(405)
  notAllowed(@Res({ passthrough: true }) res: Response) {
    res.setHeader('Allow', 'POST')
    return { code: 'MethodNotAllowed', message: 'POST JSON-RPC messages to this endpoint' }
  }

  @Get(['.well-known/oauth-protected-resource', '.well-known/oauth-protected-resource/mcp'])
  metadata() {
    return this.endpoint.metadata()
  }
}
