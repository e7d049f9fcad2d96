import { Controller, Get, Param, Post, Req, UseGuards } from '@nestjs/common'
import { ApiRoute, commonErrors, Public, ZodPipe } from '@tessera/kit'
import type { Request } from 'express'
import { z } from 'zod'
import { MAX_ASSET_BYTES } from '../assets/content-types.js'
import { ImageApiKeyGuard } from './api-key.guard.js'
import { jobView, type JobView } from './dto.js'
import { JobsService } from './jobs.service.js'
import { readMultipart } from './multipart.js'
import { errors } from '../errors.js'

/** No user token: the image API key is the credential, and the upload address the authority. */
@Public()
@UseGuards(ImageApiKeyGuard)
@Controller('jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Post()
  @ApiRoute({
    summary: 'Start an image optimisation job (image API key)',
    response: z.object({ jobId: z.string() }),
    errors: [
      commonErrors.Forbidden,
      errors.invalid_file,
      errors.FILE_TYPE,
      errors.FILE_SIZE_BIG,
      errors.IMAGE_MAX_WIDTH,
      errors.IMAGE_MAX_HEIGHT,
      errors.IMAGE_MIN_WIDTH,
      errors.IMAGE_MIN_HEIGHT,
    ],
  })
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
  @ApiRoute({
    summary: "Read an image job's status",
    response: jobView,
    errors: [commonErrors.Forbidden, errors.JobNotFound],
  })
  status(@Param('jobId', new ZodPipe(z.uuid())) jobId: string): Promise<JobView> {
    return this.jobs.status(jobId)
  }
}
