import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { Public } from '../auth/public.decorator.js'
import { defineErrors } from '../errors/error-catalogue.js'
import { uuidParam, ZodPipe } from '../validation/zod.pipe.js'
import { ApiRoute } from './api-route.js'
import { describeRoutes } from './describe-routes.js'
import { openApiDocument } from './openapi-document.js'

const errors = defineErrors({
  ThingNotFound: { status: 404, message: 'No such thing' },
  ThingExists: { status: 400, message: 'That thing exists' },
})
const thingView = z.object({ id: z.uuid(), name: z.string() }).meta({ id: 'ThingView' })
const createBody = z.object({ name: z.string().min(2) })
const listQuery = z.object({ limit: z.coerce.number().int().optional(), q: z.string() })

@Controller('things')
class ThingsController {
  @Post()
  @ApiRoute({ summary: 'Create a thing', response: thingView, errors: [errors.ThingExists] })
  create(@Body(new ZodPipe(createBody)) body: z.infer<typeof createBody>) {
    return body
  }

  @Public()
  @Get()
  @ApiRoute({ summary: 'List things', response: z.object({ results: z.array(thingView) }) })
  list(@Query(new ZodPipe(listQuery)) query: z.infer<typeof listQuery>) {
    return query
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiRoute({ summary: 'Delete a thing', errors: [errors.ThingNotFound] })
  remove(@Param('id', new ZodPipe(uuidParam)) id: string) {
    return id
  }
}

const publicRoute = (route: { path: string }) => ({ path: `/api/${route.path}` })

function document(controllers = [ThingsController]) {
  return openApiDocument({
    title: 'Things',
    version: '1',
    description: 'Test',
    routes: describeRoutes('things', controllers),
    publicRoute,
  })
}

describe('the OpenAPI document read from controllers', () => {
  const doc = document() as {
    paths: Record<string, Record<string, Record<string, unknown>>>
    components: { schemas: Record<string, unknown> }
  }

  it('lists each route with its parameters, body and answer', () => {
    expect(Object.keys(doc.paths)).toEqual(['/api/things', '/api/things/{id}'])
    const create = doc.paths['/api/things']!.post!
    expect(create.summary).toBe('Create a thing')
    expect(create.requestBody).toMatchObject({
      content: { 'application/json': { schema: { properties: { name: { minLength: 2 } } } } },
    })
    expect(create.responses).toMatchObject({
      201: {
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingView' } } },
      },
    })
    expect(doc.components.schemas.ThingView).toMatchObject({ required: ['id', 'name'] })
    const list = doc.paths['/api/things']!.get!
    expect(list.parameters).toEqual([
      expect.objectContaining({ name: 'limit', in: 'query', required: false }),
      expect.objectContaining({ name: 'q', in: 'query', required: true }),
    ])
    expect(list.security).toEqual([])
    const remove = doc.paths['/api/things/{id}']!.delete!
    expect(remove.parameters).toEqual([
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ format: 'uuid' }),
      },
    ])
    expect(remove.responses).toHaveProperty('204')
  })

  it("gives each route its catalogue's codes and the common ones, grouped by status", () => {
    const create = doc.paths['/api/things']!.post!.responses as Record<
      string,
      { 'x-error-codes'?: Array<{ code: string }> }
    >
    const codes = (status: string) => create[status]?.['x-error-codes']?.map((e) => e.code)
    expect(codes('400')).toEqual(['InvalidFormData', 'ThingExists'])
    expect(codes('401')).toEqual(['Unauthorized'])
    expect(codes('500')).toEqual(['None'])
    const list = doc.paths['/api/things']!.get!.responses as Record<string, unknown>
    expect(list).not.toHaveProperty('401')
  })

  it('is the same document however often and in whatever order it is made', () => {
    expect(JSON.stringify(document())).toBe(JSON.stringify(doc))
    const reversed = openApiDocument({
      title: 'Things',
      version: '1',
      description: 'Test',
      routes: describeRoutes('things', [ThingsController]).reverse(),
      publicRoute,
    })
    expect(JSON.stringify(reversed)).toBe(JSON.stringify(doc))
  })
})
