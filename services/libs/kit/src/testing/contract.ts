import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

/** The API's committed OpenAPI document (infra/contract/openapi.mjs writes it). */
const DOCUMENT = fileURLToPath(
  new URL('../../../../gateway/src/contract/openapi.json', import.meta.url),
)

/** Who answers: the gateway (`/api/...`) or a site server's own API. */
export type ContractSide = 'gateway' | 'site-server'

interface Operation {
  side: ContractSide
  method: string
  template: string
  pattern: RegExp
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>
}

interface Contract {
  operations: Operation[]
  validator: (schema: unknown) => ValidateFunction
}

let loaded: Contract | undefined

function load(): Contract {
  if (loaded) return loaded
  const document = JSON.parse(readFileSync(DOCUMENT, 'utf8')) as {
    paths: Record<string, Record<string, unknown> & { servers?: unknown[] }>
    components: unknown
  }
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  ;(addFormats as unknown as (a: Ajv2020) => void)(ajv)
  ajv.addSchema({ $id: 'tessera-openapi', components: document.components })
  const operations: Operation[] = []
  for (const [template, item] of Object.entries(document.paths)) {
    const side: ContractSide = item.servers ? 'site-server' : 'gateway'
    const full = side === 'site-server' ? `/api${template}` : template
    const pattern = new RegExp(`^${full.replace(/\{[^}]+\}/g, '[^/]+')}$`)
    for (const [method, op] of Object.entries(item))
      if (method !== 'servers')
        operations.push({
          side,
          method: method.toUpperCase(),
          template: full,
          pattern,
          responses: (op as Pick<Operation, 'responses'>).responses,
        })
  }
  // More literal paths first: `/api/checkouts/prices` before `/api/checkouts/{id}`.
  operations.sort((a, b) => a.template.split('{').length - b.template.split('{').length)
  const compiled = new Map<string, ValidateFunction>()
  const validator = (schema: unknown) => {
    const text = JSON.stringify(schema).replaceAll(
      '"#/components/',
      '"tessera-openapi#/components/',
    )
    let validate = compiled.get(text)
    if (!validate) compiled.set(text, (validate = ajv.compile(JSON.parse(text) as object)))
    return validate
  }
  return (loaded = { operations, validator })
}

/**
 * Checks one answer against the document: the status must be among the route's answers, and a
 * JSON body must match that answer's schema. Returns what is wrong, or undefined.
 */
export function contractViolation(
  side: ContractSide,
  method: string,
  url: string,
  status: number,
  body: unknown,
  contentType: string | null,
): string | undefined {
  const { operations, validator } = load()
  const path = new URL(url, 'http://x').pathname
  const operation = operations.find(
    (op) => op.side === side && op.method === method && op.pattern.test(path),
  )
  // Paths outside the document (a test's deliberately unknown one) are the route table's to
  // answer; that every route is documented is services/gateway/src/contract/openapi.spec.ts's.
  if (!operation) return undefined
  const name = `${method} ${path}`
  const answer = operation.responses[String(status)]
  if (!answer) return `${name} answered ${status}, which ${operation.template} does not document`
  if (!contentType?.includes('json') || body === '' || body === undefined) return undefined
  const schema = answer.content?.['application/json']?.schema
  if (!schema) return undefined
  const validate = validator(schema)
  if (validate(body)) return undefined
  return `${name} answered ${status} with a body unlike the document's: ${JSON.stringify(
    validate.errors?.slice(0, 3),
  )} in ${JSON.stringify(body).slice(0, 300)}`
}
