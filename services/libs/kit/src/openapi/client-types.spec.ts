import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common'
import ts from 'typescript'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { uuidParam, ZodPipe } from '../validation/zod.pipe.js'
import { ApiRoute } from './api-route.js'
import { clientTypes, type OpenApiDocument } from './client-types.js'
import { describeRoutes } from './describe-routes.js'
import { openApiDocument } from './openapi-document.js'

/** Named: a shape only requests use is written as a request. */
const renameBody = z
  .object({
    name: z.string().min(2),
    due: z.iso.datetime().optional(),
    labels: z.array(z.string()),
  })
  .meta({ id: 'RenameThing' })

/** A service whose thing has the given fields, as the document and the client types see it. */
function contractWith(thingView: z.ZodType): string {
  @Controller('things')
  class ThingsController {
    @Get(':id')
    @ApiRoute({ summary: 'Read a thing', response: thingView, orNoContent: true })
    get(@Param('id', new ZodPipe(uuidParam)) id: string) {
      return id
    }

    @Patch(':id')
    @ApiRoute({ summary: 'Rename a thing', response: thingView })
    rename(
      @Param('id', new ZodPipe(uuidParam)) id: string,
      @Body(new ZodPipe(renameBody)) body: z.infer<typeof renameBody>,
    ) {
      return { id, ...body }
    }

    @Post()
    @ApiRoute({
      summary: 'List things',
      response: z.object({ results: z.array(thingView), 'next-page': z.string().nullable() }),
    })
    list() {
      return []
    }
  }
  const document = openApiDocument({
    title: 'Things',
    version: '1',
    description: 'Test',
    routes: describeRoutes('things', [ThingsController]),
    publicRoute: (route) => ({ path: `/api/${route.path}` }),
  }) as unknown as OpenApiDocument
  return clientTypes(document, { source: 'a test document' })
}

const thing = z
  .object({
    id: z.uuid(),
    name: z.string(),
    kind: z.enum(['big', 'small']),
    note: z.string().nullable(),
    updated_at: z.iso.datetime(),
    tags: z.record(z.string(), z.number()).optional(),
  })
  .meta({ id: 'ThingView' })

/** A client written against the types: it reads and sends what the thing has today. */
const CLIENT = `
import type { ApiAnswer, ApiBody, ApiSchemas } from './api-contract'

type Thing = ApiSchemas['ThingView']

export function label(thing: Thing): string {
  const when: Date = thing.updated_at
  const kind: 'big' | 'small' = thing.kind
  return \`\${thing.name} (\${kind}, \${thing.note ?? ''}) \${when.getTime()}\`
}

export function first(answer: ApiAnswer<'POST /api/things'>): Thing | undefined {
  return answer['next-page'] === null ? answer.results[0] : undefined
}

export function read(answer: ApiAnswer<'GET /api/things/{id}'>): string {
  return answer === undefined ? 'none' : answer.id
}

const labels: readonly string[] = ['a']
export const rename: ApiBody<'PATCH /api/things/{id}'> = { name: 'New', due: new Date(), labels }
`

const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** The type errors of the client against the given generated types. */
function typeErrors(contract: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'client-types-'))
  dirs.push(dir)
  writeFileSync(join(dir, 'api-contract.ts'), contract)
  writeFileSync(join(dir, 'client.ts'), CLIENT)
  const program = ts.createProgram([join(dir, 'client.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    types: [],
    skipLibCheck: true,
  })
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '))
}

describe('client types generated from the OpenAPI document', () => {
  const contract = contractWith(thing)

  it('types the named shapes, each route and its answer', () => {
    expect(contract).toContain('export interface ApiSchemas {')
    expect(contract).toMatch(/ThingView: \{\s+id: string\s+name: string\s+kind: "big" \| "small"/)
    expect(contract).toContain('note: string | null')
    expect(contract).toContain('updated_at: Date')
    expect(contract).toContain('tags?: { [key: string]: number }')
    expect(contract).toMatch(
      /"GET \/api\/things\/\{id\}": \{\s+params: \{\s+id: string\s+\}\s+response: ApiSchemas\["ThingView"\] \| undefined/,
    )
    // A date sent in a body may be a Date: JSON.stringify writes its ISO text.
    expect(contract).toContain('due?: Date | string')
    expect(contract).toContain('labels: ReadonlyArray<string>')
    expect(contract).toBe(contractWith(thing))
  })

  it('compiles a client that uses the contract as it is', () => {
    expect(typeErrors(contract)).toEqual([])
  }, 30_000)

  it('fails the client when a field it reads is renamed on the server', () => {
    const renamed = thing
      .extend({ title: z.string() })
      .omit({ name: true })
      .meta({ id: 'ThingView' })
    expect(typeErrors(contractWith(renamed))).toEqual([
      expect.stringContaining("Property 'name' does not exist"),
    ])
  }, 30_000)

  it('fails the client when a field changes type or may be missing', () => {
    const changed = thing
      .extend({ kind: z.enum(['big', 'small', 'huge']), updated_at: z.iso.datetime().optional() })
      .meta({ id: 'ThingView' })
    const errors = typeErrors(contractWith(changed))
    expect(errors).toHaveLength(2)
    expect(errors.join('\n')).toMatch(/'"huge"' is not assignable/)
    expect(errors.join('\n')).toMatch(/'Date \| undefined' is not assignable to type 'Date'/)
  }, 30_000)
})
