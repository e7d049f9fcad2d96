import { z } from 'zod'
import type { ErrorFactory } from '../errors/error-catalogue.js'
import { commonErrorsOf, type DescribedRoute, type JsonSchema } from './describe-routes.js'

/** Where a route is reached from outside, or undefined when it is internal. */
export interface PublicRoute {
  /** The path as a client calls it, Express-style (`/api/sites/:id`). */
  path: string
  /** Set when the route is not on the gateway (the site server's own API). */
  server?: { url: string; description: string }
}

export interface DocumentOptions {
  title: string
  version: string
  description: string
  routes: readonly DescribedRoute[]
  publicRoute: (route: DescribedRoute) => PublicRoute | undefined
}

type Operation = Record<string, unknown>

const ERROR_ENVELOPE = '#/components/schemas/ErrorEnvelope'

/**
 * Turns zod schemas into the document's JSON Schemas. A schema named with `.meta({ id })` is
 * written once under components.schemas and referred to wherever it is used.
 */
class SchemaWriter {
  readonly components: Record<string, JsonSchema> = {}

  write(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const json = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      reused: 'inline',
    }) as JsonSchema & { $defs?: Record<string, JsonSchema> }
    const { $schema: _, $defs, ...rest } = json
    for (const [id, def] of Object.entries($defs ?? {}))
      this.components[id] ??= this.relink(def) as JsonSchema
    const id = typeof rest.id === 'string' ? rest.id : undefined
    if (id) {
      const { id: _id, ...named } = rest
      this.components[id] ??= this.relink(named) as JsonSchema
      return { $ref: `#/components/schemas/${id}` }
    }
    return this.relink(rest) as JsonSchema
  }

  /** `#/$defs/X` (zod's own place for named parts) as `#/components/schemas/X`. */
  private relink(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((v) => this.relink(v))
    if (typeof value !== 'object' || value === null) return value
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [
        key,
        key === '$ref' && typeof v === 'string'
          ? v.replace('#/$defs/', '#/components/schemas/')
          : this.relink(v),
      ]),
    )
  }
}

const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')

function errorResponses(errors: readonly ErrorFactory[]): Record<string, unknown> {
  const byStatus = new Map<number, ErrorFactory[]>()
  for (const error of errors) {
    const list = byStatus.get(error.status) ?? []
    if (!list.some((e) => e.code === error.code)) list.push(error)
    byStatus.set(error.status, list)
  }
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, list]) => {
        const sorted = [...list].sort((a, b) => a.code.localeCompare(b.code))
        return [
          String(status),
          {
            description: sorted.map((e) => e.code).join(', '),
            content: {
              'application/json': {
                schema: {
                  $ref: ERROR_ENVELOPE,
                  properties: { code: { enum: sorted.map((e) => e.code) } },
                },
              },
            },
            'x-error-codes': sorted.map((e) => ({ code: e.code, message: e.message })),
          },
        ]
      }),
  )
}

function parameters(route: DescribedRoute, path: string, schemas: SchemaWriter): unknown[] {
  const inPath = [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!)
  const list: unknown[] = inPath.map((name) => {
    const schema = route.params[name]
    return {
      name,
      in: 'path',
      required: true,
      schema: schema ? schemas.write(schema, 'input') : { type: 'string' },
    }
  })
  if (route.query) {
    const json = schemas.write(route.query, 'input') as {
      properties?: Record<string, JsonSchema>
      required?: string[]
    }
    for (const [name, schema] of Object.entries(json.properties ?? {}))
      list.push({ name, in: 'query', required: json.required?.includes(name) ?? false, schema })
  }
  return list
}

function operation(route: DescribedRoute, path: string, schemas: SchemaWriter): Operation {
  const doc = route.doc
  const success: Record<string, unknown> = { description: doc?.summary ?? route.operationId }
  if (doc?.response)
    success.content = {
      [doc.responseType ?? 'application/json']: { schema: schemas.write(doc.response, 'output') },
    }
  return {
    operationId: route.operationId,
    summary: doc?.summary,
    tags: [route.service],
    ...(route.access && { 'x-access': route.access.need }),
    security:
      route.auth === 'required'
        ? [{ bearer: [] }]
        : route.auth === 'optional'
          ? [{}, { bearer: [] }]
          : [],
    parameters: parameters(route, path, schemas),
    ...(route.body && {
      requestBody: {
        required: true,
        content: { 'application/json': { schema: schemas.write(route.body, 'input') } },
      },
    }),
    responses: {
      [String(route.status)]: success,
      ...(doc?.orNoContent && { 204: { description: 'Nothing to show' } }),
      ...errorResponses([...route.errors, ...commonErrorsOf(route)]),
    },
  }
}

/** The OpenAPI 3.1 document of the given routes; the same routes give the same document. */
export function openApiDocument(options: DocumentOptions): Record<string, unknown> {
  const schemas = new SchemaWriter()
  const paths: Record<string, Record<string, unknown>> = {}
  const routes = options.routes
    .map((route) => ({ route, at: options.publicRoute(route) }))
    .filter((r): r is { route: DescribedRoute; at: PublicRoute } => r.at !== undefined)
    .sort(
      (a, b) => a.at.path.localeCompare(b.at.path) || a.route.method.localeCompare(b.route.method),
    )
  for (const { route, at } of routes) {
    const key = openApiPath(at.path)
    const item = (paths[key] ??= {})
    if (at.server) item.servers = [at.server]
    item[route.method] = operation(route, at.path, schemas)
  }
  return {
    openapi: '3.1.0',
    info: { title: options.title, version: options.version, description: options.description },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ErrorEnvelope: {
          type: 'object',
          description: 'The body of every 4xx and 5xx answer.',
          properties: { code: { type: 'string' }, message: { type: 'string' } },
          required: ['code', 'message'],
        },
        ...Object.fromEntries(
          Object.entries(schemas.components).sort(([a], [b]) => a.localeCompare(b)),
        ),
      },
    },
  }
}
