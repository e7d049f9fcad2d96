import { SetMetadata } from '@nestjs/common'

export const IS_PUBLIC = 'tessera:public'
export const OPTIONAL_AUTH = 'tessera:optional-auth'

/** The route needs no token. */
export const Public = () => SetMetadata(IS_PUBLIC, true)

/** The route reads a token when one is sent, and serves anonymous callers too. */
export const OptionalAuth = () => SetMetadata(OPTIONAL_AUTH, true)
