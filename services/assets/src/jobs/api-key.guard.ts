import { createHash, timingSafeEqual } from 'node:crypto'
import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common'
import { commonErrors, CONFIG } from '@tessera/kit'
import type { Request } from 'express'
import type { AssetsConfig } from '../config.js'

export const IMAGE_API_KEY_HEADER = 'x-image-api-key'

const digest = (value: string) => createHash('sha256').update(value).digest()

/** The jobs API answers only callers with the image API key (the editor's configuration). */
@Injectable()
export class ImageApiKeyGuard implements CanActivate {
  private readonly expected: Buffer

  constructor(@Inject(CONFIG) config: AssetsConfig) {
    this.expected = digest(config.IMAGE_API_KEY)
  }

  canActivate(context: ExecutionContext): boolean {
    const given = context.switchToHttp().getRequest<Request>().headers[IMAGE_API_KEY_HEADER]
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), this.expected)) {
      throw commonErrors.Forbidden('A valid image API key is required')
    }
    return true
  }
}
