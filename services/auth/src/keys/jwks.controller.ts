import { Controller, Get, Header } from '@nestjs/common'
import { Public } from '@tessera/kit'
import type { JWK } from 'jose'
import { KeysService } from './keys.service.js'

/** The public keys every service uses to verify tokens (never routed to browsers). */
@Controller('.well-known')
export class JwksController {
  constructor(private readonly keys: KeysService) {}

  @Public()
  @Get('jwks.json')
  @Header('Cache-Control', 'public, max-age=300')
  async jwks(): Promise<{ keys: JWK[] }> {
    return { keys: await this.keys.publicKeys() }
  }
}
