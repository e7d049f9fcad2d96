import { SetMetadata } from '@nestjs/common'
import type { z } from 'zod'
import type { ErrorFactory } from '../errors/error-catalogue.js'

export const API_ROUTE = 'tessera:api-route'

/** What the OpenAPI document says of a route beyond what its decorators and pipes already tell. */
export interface ApiRouteDoc {
  /** One line, in the imperative: "Create a site". */
  summary: string
  /**
   * The body as the document gives it, when the route's pipe checks only its envelope and the
   * rest is checked later (once the caller is known); otherwise the pipe's schema.
   */
  body?: z.ZodType
  /** The body of a successful answer; a route without one answers with no body. */
  response?: z.ZodType
  /** The success status, when the handler sets it itself (a route that writes its own answer). */
  status?: number
  /** Whether the route may also answer 204 with no body, when there is nothing to show. */
  orNoContent?: boolean
  /** Media type of a non-JSON answer (CSV, streamed lines). */
  responseType?: string
  /** The catalogue entries the route can fail with, beside the kit's common ones. */
  errors?: readonly ErrorFactory[]
}

/** Describes a route for the API's OpenAPI document (kit/openapi/describe-routes.ts). */
export const ApiRoute = (doc: ApiRouteDoc) => SetMetadata(API_ROUTE, doc)
