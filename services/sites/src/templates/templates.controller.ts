import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Req,
} from '@nestjs/common'
import {
  Access,
  ApiRoute,
  type AuthUser,
  CurrentUser,
  OptionalAuth,
  uuidParam,
  ZodPipe,
} from '@tessera/kit'
import type { Request } from 'express'
import {
  createTemplateBody,
  listTemplatesQuery,
  updateTemplateBody,
  type CreateTemplateBody,
  type ListTemplatesQuery,
  type UpdateTemplateBody,
} from './dto.js'
import {
  TemplatesService,
  templateSummaryView,
  templateView,
  type TemplateSummaryView,
  type TemplateView,
} from './templates.service.js'
import { errors } from '../errors.js'
import { z } from 'zod'

@Controller('templates')
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @OptionalAuth()
  @Access('public')
  @Get()
  @ApiRoute({
    summary: 'List templates (summaries unless the content is asked for)',
    response: z.object({ results: z.array(z.union([templateView, templateSummaryView])) }),
  })
  list(
    @Req() req: Request,
    @Query(new ZodPipe(listTemplatesQuery)) query: ListTemplatesQuery,
  ): Promise<{ results: (TemplateView | TemplateSummaryView)[] }> {
    return this.templates.list(req.user, query)
  }

  @OptionalAuth()
  @Access('public')
  @Get(':id')
  @ApiRoute({
    summary: 'Read a template',
    response: templateView,
    errors: [errors.TemplateNotFound],
  })
  get(@Req() req: Request, @Param('id', new ZodPipe(uuidParam)) id: string): Promise<TemplateView> {
    return this.templates.get(req.user, id)
  }

  @Access('platform-admin')
  @Post()
  @ApiRoute({
    summary: 'Add a template (admins)',
    response: templateView,
    errors: [errors.DataLimitExceeded],
  })
  create(
    @CurrentUser() caller: AuthUser,
    @Body(new ZodPipe(createTemplateBody)) body: CreateTemplateBody,
  ): Promise<TemplateView> {
    return this.templates.create(caller, body)
  }

  @Access('platform-admin')
  @Patch(':id')
  @ApiRoute({
    summary: 'Change a template (admins)',
    response: templateView,
    errors: [errors.TemplateNotFound, errors.NoUpdates],
  })
  update(
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Body(new ZodPipe(updateTemplateBody)) body: UpdateTemplateBody,
  ): Promise<TemplateView> {
    return this.templates.update(id, body)
  }

  @Access('platform-admin')
  @Delete(':id')
  @ApiRoute({ summary: 'Delete a template (admins)', errors: [errors.TemplateNotFound] })
  @HttpCode(204)
  delete(@Param('id', new ZodPipe(uuidParam)) id: string): Promise<void> {
    return this.templates.delete(id)
  }
}
