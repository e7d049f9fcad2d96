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
import { CurrentUser, OptionalAuth, uuidParam, ZodPipe, type AuthUser } from '@tessera/kit'
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
  type TemplateSummaryView,
  type TemplateView,
} from './templates.service.js'

@Controller('templates')
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @OptionalAuth()
  @Get()
  list(
    @Req() req: Request,
    @Query(new ZodPipe(listTemplatesQuery)) query: ListTemplatesQuery,
  ): Promise<{ results: (TemplateView | TemplateSummaryView)[] }> {
    return this.templates.list(req.user, query)
  }

  @OptionalAuth()
  @Get(':id')
  get(@Req() req: Request, @Param('id', new ZodPipe(uuidParam)) id: string): Promise<TemplateView> {
    return this.templates.get(req.user, id)
  }

  @Post()
  create(
    @CurrentUser() caller: AuthUser,
    @Body(new ZodPipe(createTemplateBody)) body: CreateTemplateBody,
  ): Promise<TemplateView> {
    return this.templates.create(caller, body)
  }

  @Patch(':id')
  update(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Body(new ZodPipe(updateTemplateBody)) body: UpdateTemplateBody,
  ): Promise<TemplateView> {
    return this.templates.update(caller, id, body)
  }

  @Delete(':id')
  @HttpCode(204)
  delete(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
  ): Promise<void> {
    return this.templates.delete(caller, id)
  }
}
