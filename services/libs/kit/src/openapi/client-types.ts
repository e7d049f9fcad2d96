import type { JsonSchema } from './describe-routes.js'

/** The parts of an OpenAPI 3.1 document the client types are read from. */
export interface OpenApiDocument {
  paths: Record<string, PathItem>
  components: { schemas: Record<string, JsonSchema> }
}

interface PathItem {
  servers?: Array<{ url: string }>
  [method: string]: unknown
}

interface Operation {
  summary?: string
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>
}

export interface ClientTypesOptions {
  /** Where the document comes from and how to write it again, for the file's header. */
  source: string
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/

/** What a JSON value is in the client: answers come through a client that revives ISO dates. */
type Direction = 'answer' | 'request'

const propertyKey = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name))

const comment = (text: string | undefined, indent: string) =>
  text ? `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ').trim()} */\n` : ''

function union(types: string[]): string {
  const unique = [...new Set(types)]
  if (unique.includes('unknown')) return 'unknown'
  return unique.length === 0 ? 'never' : unique.join(' | ')
}

/**
 * A JSON Schema (draft 2020-12, as zod writes it) as a TypeScript type. Dates (`format:
 * date-time`) are `Date` in answers, since the client revives them, and `Date | string` in
 * requests, since JSON.stringify writes a `Date` as its ISO text; lists in requests are
 * read-only.
 */
function typeOf(schema: JsonSchema | boolean | undefined, dir: Direction, indent: string): string {
  if (schema === undefined || schema === true) return 'unknown'
  if (schema === false) return 'never'
  const s = schema as {
    $ref?: string
    const?: unknown
    enum?: unknown[]
    anyOf?: JsonSchema[]
    oneOf?: JsonSchema[]
    allOf?: JsonSchema[]
    type?: string | string[]
    format?: string
    items?: JsonSchema
    prefixItems?: JsonSchema[]
    properties?: Record<string, JsonSchema>
    required?: string[]
    additionalProperties?: JsonSchema | boolean
  }
  if (s.$ref) {
    const name = s.$ref.replace('#/components/schemas/', '')
    return `ApiSchemas[${JSON.stringify(name)}]`
  }
  if ('const' in s) return JSON.stringify(s.const)
  if (s.enum) return union(s.enum.map((value) => JSON.stringify(value)))
  const alternatives = s.anyOf ?? s.oneOf
  if (alternatives) return union(alternatives.map((a) => typeOf(a, dir, indent)))
  if (s.allOf) return s.allOf.map((a) => `(${typeOf(a, dir, indent)})`).join(' & ')
  if (Array.isArray(s.type))
    return union(s.type.map((type) => typeOf({ ...schema, type }, dir, indent)))
  switch (s.type) {
    case 'string':
      if (s.format === 'date-time') return dir === 'answer' ? 'Date' : 'Date | string'
      return 'string'
    case 'number':
    case 'integer':
      return 'number'
    case 'boolean':
      return 'boolean'
    case 'null':
      return 'null'
    case 'array':
      if (s.prefixItems) return `[${s.prefixItems.map((i) => typeOf(i, dir, indent)).join(', ')}]`
      // A client may send a list it must not change.
      return `${dir === 'request' ? 'ReadonlyArray' : 'Array'}<${typeOf(s.items, dir, indent)}>`
    case 'object':
      return objectType(s, dir, indent)
    case undefined:
      return s.properties ? objectType(s, dir, indent) : 'unknown'
    default:
      return 'unknown'
  }
}

function objectType(
  s: {
    properties?: Record<string, JsonSchema>
    required?: string[]
    additionalProperties?: JsonSchema | boolean
  },
  dir: Direction,
  indent: string,
): string {
  const inner = `${indent}  `
  const fields = Object.entries(s.properties ?? {}).map(([name, property]) => {
    const optional = s.required?.includes(name) ? '' : '?'
    const description = (property as { description?: string }).description
    return `${comment(description, inner)}${inner}${propertyKey(name)}${optional}: ${typeOf(property, dir, inner)}`
  })
  const rest =
    s.additionalProperties === false || s.additionalProperties === undefined
      ? undefined
      : `{ [key: string]: ${typeOf(s.additionalProperties, dir, inner)} }`
  if (fields.length === 0) return rest ?? 'Record<string, never>'
  const object = `{\n${fields.join('\n')}\n${indent}}`
  return rest ? `${object} & ${rest}` : object
}

const isSuccess = (status: string) => /^2\d\d$/.test(status)

/** The answer of an operation: JSON parsed, other media as text, no body as undefined. */
function answerType(operation: Operation, indent: string): string {
  const types: string[] = []
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (!isSuccess(status)) continue
    const media = Object.entries(response.content ?? {})
    if (media.length === 0) types.push('undefined')
    for (const [type, { schema }] of media)
      types.push(type === 'application/json' ? typeOf(schema, 'answer', indent) : 'string')
  }
  return union(types)
}

function parametersType(operation: Operation, where: 'path' | 'query', indent: string) {
  const list = (operation.parameters ?? []).filter((p) => p.in === where)
  if (list.length === 0) return undefined
  return objectType(
    {
      properties: Object.fromEntries(list.map((p) => [p.name, p.schema ?? {}])),
      required: list.filter((p) => p.required).map((p) => p.name),
    },
    'request',
    indent,
  )
}

function operationType(operation: Operation, indent: string): string {
  const inner = `${indent}  `
  const parts: string[] = []
  const params = parametersType(operation, 'path', inner)
  if (params) parts.push(`${inner}params: ${params}`)
  const query = parametersType(operation, 'query', inner)
  if (query) parts.push(`${inner}query: ${query}`)
  const body = operation.requestBody?.content?.['application/json']?.schema
  if (body) parts.push(`${inner}body: ${typeOf(body, 'request', inner)}`)
  parts.push(`${inner}response: ${answerType(operation, inner)}`)
  return `{\n${parts.join('\n')}\n${indent}}`
}

/** The named shapes `value` refers to, and those they refer to in turn. */
function refsOf(value: unknown, schemas: Record<string, JsonSchema>, into: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) refsOf(item, schemas, into)
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') {
        const name = item.replace('#/components/schemas/', '')
        if (!into.has(name)) {
          into.add(name)
          refsOf(schemas[name], schemas, into)
        }
      } else refsOf(item, schemas, into)
    }
}

/** A shape only requests use is written as a request (dates as `Date | string`, read-only lists). */
function directions(document: OpenApiDocument): (name: string) => Direction {
  const answers = new Set<string>()
  const requests = new Set<string>()
  const schemas = document.components.schemas
  for (const item of Object.values(document.paths))
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined
      if (!operation) continue
      refsOf(operation.responses, schemas, answers)
      refsOf([operation.parameters, operation.requestBody], schemas, requests)
    }
  return (name) => (!answers.has(name) && requests.has(name) ? 'request' : 'answer')
}

/**
 * TypeScript types for a client of the document: `ApiSchemas` (its named shapes) and
 * `ApiOperations`, keyed by `METHOD path` (a route on another server has that server's URL in
 * front, `{siteServer}/api/sites/{id}`), each with its path parameters, query, body and answer.
 * The same document gives the same text.
 */
export function clientTypes(document: OpenApiDocument, options: ClientTypesOptions): string {
  const direction = directions(document)
  const schemas = Object.entries(document.components.schemas)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([name, schema]) =>
        `${comment((schema as { description?: string }).description, '  ')}  ${propertyKey(name)}: ${typeOf(schema, direction(name), '  ')}`,
    )
  const operations: string[] = []
  for (const [path, item] of Object.entries(document.paths).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const server = item.servers?.[0]?.url ?? ''
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined
      if (!operation) continue
      const key = `${method.toUpperCase()} ${server}${path}`
      operations.push(
        `${comment(operation.summary, '  ')}  ${JSON.stringify(key)}: ${operationType(operation, '  ')}`,
      )
    }
  }
  return `// Generated from ${options.source}. Do not edit.

/**
 * The API's named shapes (components.schemas of the OpenAPI document). Dates are \`Date\` in
 * answers (the client revives ISO date strings) and \`Date | string\` in shapes only requests use.
 */
export interface ApiSchemas {
${schemas.join('\n')}
}

/** Every route of the API as \`METHOD path\`: its path parameters, query, body and answer. */
export interface ApiOperations {
${operations.join('\n')}
}

export type ApiRoute = keyof ApiOperations

/** What a route answers (undefined for an answer without a body). */
export type ApiAnswer<R extends ApiRoute> = ApiOperations[R]['response']

/** The JSON body a route takes. */
export type ApiBody<R extends ApiRoute> = ApiOperations[R] extends { body: infer B } ? B : never

/** The query a route reads. */
export type ApiQuery<R extends ApiRoute> = ApiOperations[R] extends { query: infer Q } ? Q : never
`
}
