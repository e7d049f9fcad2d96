import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common'
import { Access, ApiRoute, commonErrors, uuidParam, ZodPipe } from '@tessera/kit'
import type { Request, Response } from 'express'
import { z } from 'zod'
import { errors } from '../errors.js'
import { CollectionCsvService } from './collection-csv.service.js'
import type { MappingTarget } from './collection-csv.js'
import { CollectionsService } from './collections.service.js'

const mappingTarget = z.union([
  z.number().int(),
  z.string().max(200),
  z.object({
    field: z.union([z.number().int(), z.string().max(200)]),
    lang: z.string().max(40).optional(),
  }),
  z.null(),
])

/** `mapping`: a JSON object of CSV column to field (id, name, `{field, lang}`, or null to skip). */
const importQuery = z.object({
  mapping: z
    .string()
    .max(20_000)
    .optional()
    .transform((text, ctx): Record<string, MappingTarget> => {
      if (text === undefined || text === '') return {}
      let parsed: unknown
      try {
        parsed = JSON.parse(text)
      } catch {
        ctx.addIssue({ code: 'custom', message: 'mapping must be a JSON object' })
        return z.NEVER
      }
      const checked = z.record(z.string().max(200), mappingTarget).safeParse(parsed)
      if (!checked.success) {
        ctx.addIssue({ code: 'custom', message: 'mapping: column name to field' })
        return z.NEVER
      }
      return checked.data
    }),
})

const fileName = (name: string) =>
  name.replace(/[^\p{L}\p{N}_-]+/gu, '-').slice(0, 80) || 'collection'

/** A collection's items as CSV, and CSV files as new items. Owner (or admin) only. */
@Controller('sites/:siteId/custom_data/collections/:collectionId')
export class CollectionCsvController {
  constructor(
    private readonly csv: CollectionCsvService,
    private readonly service: CollectionsService,
  ) {}

  @Access('site:read', { site: 'siteId' })
  @Get('export')
  @ApiRoute({
    summary: "Download a collection's items as CSV",
    response: z.string(),
    responseType: 'text/csv',
    errors: [commonErrors.Forbidden],
  })
  async export(
    @Param('siteId', new ZodPipe(uuidParam)) siteId: string,
    @Param('collectionId', new ZodPipe(uuidParam)) collectionId: string,
    @Res() res: Response,
  ): Promise<void> {
    const site = await this.service.siteOf(siteId)
    const collection = await this.service.collection(site, collectionId)
    res.status(200)
    res.setHeader('content-type', 'text/csv; charset=utf-8')
    res.setHeader('cache-control', 'no-store')
    res.setHeader(
      'content-disposition',
      `attachment; filename*=UTF-8''${encodeURIComponent(fileName(collection.name))}.csv`,
    )
    await pipeline(Readable.from(this.csv.export(collection), { highWaterMark: 1 }), res).catch(
      () => res.destroy(),
    )
  }

  /**
   * Adds a CSV body's rows as items. The answer is NDJSON: `{progress, total}` lines, then
   * `{done, added, failed: [{row, code, message, field?}], skipped_columns, error?}`.
   */
  @Access('site:content', { site: 'siteId' })
  @Post('import')
  @ApiRoute({
    summary: 'Add the rows of a CSV file as items; the answer is NDJSON progress, then a report',
    status: 200,
    response: z.string(),
    responseType: 'application/x-ndjson',
    errors: [
      commonErrors.Forbidden,
      errors.CustomDataInvalidColumn,
      errors.rows_missing,
      errors.invalid_rows,
    ],
  })
  async import(
    @Param('siteId', new ZodPipe(uuidParam)) siteId: string,
    @Param('collectionId', new ZodPipe(uuidParam)) collectionId: string,
    @Query(new ZodPipe(importQuery)) query: z.infer<typeof importQuery>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const site = await this.service.siteOf(siteId)
    const collection = await this.service.collection(site, collectionId)
    if (typeof req.body !== 'string')
      throw commonErrors.InvalidFormData('The body must be CSV text (content-type text/csv)')
    const lines = this.csv.import(site, collection, req.body, query.mapping)
    // The header and mapping are checked before the first line: their errors are plain 400s.
    const first = await lines.next()
    res.status(200)
    res.setHeader('content-type', 'application/x-ndjson; charset=utf-8')
    res.setHeader('cache-control', 'no-store')
    if (!first.done) res.write(JSON.stringify(first.value) + '\n')
    for await (const line of lines) res.write(JSON.stringify(line) + '\n')
    res.end()
  }
}
