import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common'
import { Access, ApiRoute, commonErrors, uuidParam, ZodPipe } from '@tessera/kit'
import type { Request, Response } from 'express'
import { z } from 'zod'
import { tableName } from '../tables/dto.js'
import { CsvService } from './csv.service.js'
import { errors } from '../errors.js'

const exportQuery = z.object({ table_name: tableName })
const importQuery = z.object({
  table_name: tableName,
  skip_errors: z.enum(['true', 'false', '1', '0']).default('false'),
})

/** A file name from a table name: letters, digits, dashes and underscores. */
const fileName = (name: string) => name.replace(/[^\p{L}\p{N}_-]+/gu, '-').slice(0, 80) || 'table'

@Controller('sites/:siteId/custom_data')
export class CsvController {
  constructor(private readonly csv: CsvService) {}

  /** The table as a CSV download, streamed as it is read. */
  @Access('site:design', { site: 'siteId' })
  @Get('export')
  @ApiRoute({
    summary: 'Download a table as CSV',
    response: z.string(),
    responseType: 'text/csv',
    errors: [commonErrors.Forbidden],
  })
  async export(
    @Param('siteId', new ZodPipe(uuidParam)) siteId: string,
    @Query(new ZodPipe(exportQuery)) query: z.infer<typeof exportQuery>,
    @Res() res: Response,
  ): Promise<void> {
    const { table } = await this.csv.siteTable(siteId, query.table_name)
    res.status(200)
    res.setHeader('content-type', 'text/csv; charset=utf-8')
    res.setHeader('cache-control', 'no-store')
    res.setHeader(
      'content-disposition',
      `attachment; filename*=UTF-8''${encodeURIComponent(fileName(table.name))}.csv`,
    )
    // One batch read ahead at most: memory stays flat however slowly the client reads.
    await pipeline(Readable.from(this.csv.export(table), { highWaterMark: 1 }), res).catch(() =>
      res.destroy(),
    )
  }

  /**
   * Adds the rows of a CSV body (text/csv) one at a time. The answer is NDJSON: `{progress,
   * total}` lines while rows go in, then `{done, added, failed_rows, error?}`.
   */
  @Access('site:design', { site: 'siteId' })
  @Post('import')
  @ApiRoute({
    summary: 'Add the rows of a CSV file to a table; the answer is NDJSON progress lines',
    status: 200,
    response: z.string(),
    responseType: 'application/x-ndjson',
    errors: [
      errors.invalid_rows,
      errors.row_length,
      errors.rows_missing,
      errors.CustomDataUsageExceeded,
    ],
  })
  async import(
    @Param('siteId', new ZodPipe(uuidParam)) siteId: string,
    @Query(new ZodPipe(importQuery)) query: z.infer<typeof importQuery>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const { site, table } = await this.csv.siteTable(siteId, query.table_name)
    if (typeof req.body !== 'string') {
      throw commonErrors.InvalidFormData('The body must be CSV text (content-type text/csv)')
    }
    const lines = this.csv.import(site, table, req.body, ['true', '1'].includes(query.skip_errors))
    // The file is checked before the first line is written, so its errors are plain 400s.
    const first = await lines.next()
    res.status(200)
    res.setHeader('content-type', 'application/x-ndjson; charset=utf-8')
    res.setHeader('cache-control', 'no-store')
    if (!first.done) res.write(JSON.stringify(first.value) + '\n')
    for await (const line of lines) res.write(JSON.stringify(line) + '\n')
    res.end()
  }
}
