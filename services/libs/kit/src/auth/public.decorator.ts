import { applyDecorators, SetMetadata } from '@nestjs/common'
import { ACCESS, type AccessRule } from '../access/access.decorator.js'

export const IS_PUBLIC = 'tessera:public'
export const OPTIONAL_AUTH = 'tessera:optional-auth'

const publicAccess: AccessRule = { need: 'public' }

/** The route needs no token, and declares its access as public. */
export const Public = () =>
  applyDecorators(SetMetadata(IS_PUBLIC, true), SetMetadata(ACCESS, publicAccess))

/**
 * The route reads a token when one is sent, and serves anonymous callers too. It still
 * declares its access (`@Access('public')`, or a site power with `visitors`).
 */
export const OptionalAuth = () => SetMetadata(OPTIONAL_AUTH, true)
