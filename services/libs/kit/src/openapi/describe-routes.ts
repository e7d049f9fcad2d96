import 'reflect-metadata'
import { RequestMethod, type Type } from '@nestjs/common'
import {
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants.js'
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js'
import { z } from 'zod'
import type { AccessRule } from '../access/access.decorator.js'
import { declaredAccess } from '../access/declared-access.js'
import { IS_PUBLIC, OPTIONAL_AUTH } from '../auth/public.decorator.js'
import { commonErrors, type ErrorFactory } from '../errors/error-catalogue.js'
import { ZodPipe } from '../validation/zod.pipe.js'
import { API_ROUTE, type ApiRouteDoc } from './api-route.js'

/** A JSON Schema (draft 2020-12, as OpenAPI 3.1 takes it). */
export type JsonSchema = Record<string, unknown>

/** One route of a service, read from its controller's decorators. */
export interface DescribedRoute {
  service: string
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  /** Express-style path without the leading slash (`sites/:id/domains`). */
  path: string
  operationId: string
  doc: ApiRouteDoc | undefined
  status: number
  auth: 'required' | 'optional' | 'none'
  /** What the caller needs (kit/access): a site or workspace power, `self`, `public`... */
  access: AccessRule | undefined
  params: Record<string, z.ZodType | undefined>
  query: z.ZodType | undefined
  body: z.ZodType | undefined
  errors: readonly ErrorFactory[]
}

const METHODS: Partial<Record<RequestMethod, DescribedRoute['method']>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
}

interface RouteArg {
  index: number
  data?: unknown
  pipes?: unknown[]
}

const paths = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value ?? '']).map((p) => String(p).replace(/^\/+|\/+$/g, ''))

const join = (...parts: string[]) => parts.filter(Boolean).join('/')

const zodSchemaOf = (arg: RouteArg) =>
  arg.pipes?.find((pipe): pipe is ZodPipe<z.ZodType> => pipe instanceof ZodPipe)?.schema

/** The routes of a service's controllers, as Nest will serve them. */
export function describeRoutes(service: string, controllers: readonly Type[]): DescribedRoute[] {
  const routes: DescribedRoute[] = []
  for (const controller of controllers) {
    const prefixes = paths(Reflect.getMetadata(PATH_METADATA, controller))
    const proto = controller.prototype as Record<string, unknown>
    for (const name of Object.getOwnPropertyNames(proto)) {
      const handler = proto[name]
      if (name === 'constructor' || typeof handler !== 'function') continue
      const method = METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod]
      if (!method || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue
      const args = Object.entries(
        (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<
          string,
          RouteArg
        >,
      )
      const ofType = (type: RouteParamtypes) =>
        args.filter(([key]) => Number(key.split(':')[0]) === type).map(([, arg]) => arg)
      const params: Record<string, z.ZodType | undefined> = {}
      for (const arg of ofType(RouteParamtypes.PARAM))
        if (typeof arg.data === 'string') params[arg.data] = zodSchemaOf(arg)
      const queryArg = ofType(RouteParamtypes.QUERY)[0]
      const bodyArg = ofType(RouteParamtypes.BODY)[0]
      const flag = (key: string) =>
        Boolean(Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller))
      const doc = Reflect.getMetadata(API_ROUTE, handler) as ApiRouteDoc | undefined
      for (const prefix of prefixes)
        for (const path of paths(Reflect.getMetadata(PATH_METADATA, handler)))
          routes.push({
            service,
            method,
            path: join(prefix, path),
            operationId: `${service}.${controller.name.replace(/Controller$/, '')}.${name}`,
            doc,
            status:
              doc?.status ??
              (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ??
              (method === 'post' ? 201 : 200),
            auth: flag(IS_PUBLIC) ? 'none' : flag(OPTIONAL_AUTH) ? 'optional' : 'required',
            access: declaredAccess(controller, handler),
            params,
            query: queryArg && !queryArg.data ? zodSchemaOf(queryArg) : undefined,
            body: bodyArg ? (doc?.body ?? zodSchemaOf(bodyArg) ?? z.unknown()) : undefined,
            errors: doc?.errors ?? [],
          })
    }
  }
  return routes
}

/** The common errors a route can answer with, from what it takes and who may call it. */
export function commonErrorsOf(route: DescribedRoute): ErrorFactory[] {
  const validated =
    route.body !== undefined ||
    route.query !== undefined ||
    Object.values(route.params).some(Boolean)
  return [
    ...(validated ? [commonErrors.InvalidFormData] : []),
    ...(route.auth === 'none' ? [] : [commonErrors.Unauthorized, commonErrors.Forbidden]),
    commonErrors.NotFound,
    commonErrors.TooManyRequests,
    commonErrors.None,
  ]
}
