import { Controller, Get, Param, Post, Req, UseGuards } from '@nestjs/common'
import { Public, ZodPipe } from '@tessera/kit'
import type { Request } from 'express'
import { z } from 'zod'
import { MAX_ASSET_BYTES } from '../assets/content-types.js'
import { ImageApiKeyGuard } from './api-key.guard.js'
import type { JobView } from './dto.js'
import { JobsService } from './jobs.service.js'
import { readMultipart } from './multipart.js'

/** No user token: the image API key is the credential, and the upload address the authority. */
@Public()
@UseGuards(ImageApiKeyGuard)
@Controller('jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Post()
  async create(@Req() req: Request): Promise<{ jobId: string }> {
    const form = await readMultipart(req, {
      fileField: 'file',
      fileSize: MAX_ASSET_BYTES,
      fields: 10,
      fieldSize: 8 * 1024,
    })
    return this.jobs.create(form)
  }

  @Get(':jobId')
  status(@Param('jobId', new ZodPipe(z.uuid())) jobId: string): Promise<JobView> {
    return this.jobs.status(jobId)
  }
}
