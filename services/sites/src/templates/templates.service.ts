import { Injectable } from '@nestjs/common'
import { z } from 'zod'
import type { AuthUser } from '@tessera/kit'
import { readSite } from '../common/content-parts.js'
import type { CreateTemplateBody, ListTemplatesQuery, UpdateTemplateBody } from './dto.js'
import type { Template } from './template.entity.js'
import { TemplatesRepository, type NewTemplate } from './templates.repository.js'
import { errors } from '../errors.js'

/** A template as the API shows it: context, defaults, pages and pageOrder as JSON text. */
/** A template as listed with `summary=true`: no content parts. */
export const templateSummaryView = z
  .object({
    id: z.string(),
    collection_id: z.string(),
    name: z.string(),
    description: z.string(),
    categories: z.array(z.string()),
    preview_url: z.string().nullable(),
    signed_preview_url: z.string().nullable(),
    version: z.string(),
    public: z.boolean(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'TemplateSummaryView' })
export type TemplateSummaryView = z.infer<typeof templateSummaryView>

export const templateView = templateSummaryView
  .extend({ context: z.string(), defaults: z.string(), pages: z.string(), pageOrder: z.string() })
  .meta({ id: 'TemplateView' })
export type TemplateView = z.infer<typeof templateView>

function toSummaryView(t: Template): TemplateSummaryView {
  return {
    id: t.id,
    collection_id: t.collectionId,
    name: t.name,
    description: t.description,
    categories: t.categories,
    preview_url: t.previewUrl,
    // Previews are public URLs for now; a signed one comes with the assets service.
    signed_preview_url: t.previewUrl,
    version: t.version,
    public: t.public,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  }
}

function toView(t: Template): TemplateView {
  return {
    ...toSummaryView(t),
    context: t.context,
    defaults: t.defaults,
    pages: t.pages,
    pageOrder: t.pageOrder,
  }
}

const templateNotFound = () => errors.TemplateNotFound()

/** The content must read as a site, as a new site made from it would. */
function checkContent(
  t: Pick<NewTemplate, 'name' | 'version' | 'context' | 'defaults' | 'pages' | 'pageOrder'>,
) {
  readSite({
    name: t.name,
    version: t.version,
    context: t.context,
    defaults: t.defaults,
    pages: t.pages,
    pageOrder: t.pageOrder,
    history: '{"back":[],"forward":[]}',
  })
}

@Injectable()
export class TemplatesService {
  constructor(private readonly templates: TemplatesRepository) {}

  async list(caller: AuthUser | undefined, query: ListTemplatesQuery) {
    const found = await this.templates.list(
      query.collection_id,
      query.categories,
      !caller?.isAdmin,
      query.summary,
    )
    return { results: found.map(query.summary ? toSummaryView : toView) }
  }

  /** Anyone sees public templates; only admins see the others. */
  async get(caller: AuthUser | undefined, id: string): Promise<TemplateView> {
    const template = await this.templates.findById(id)
    if (!template || (!template.public && !caller?.isAdmin)) throw templateNotFound()
    return toView(template)
  }

  async create(caller: AuthUser, body: CreateTemplateBody): Promise<TemplateView> {
    const template: NewTemplate = {
      collectionId: body.collection_id,
      name: body.name,
      description: body.description,
      categories: body.categories,
      previewUrl: body.preview_url ?? null,
      version: body.version,
      context: body.context,
      defaults: body.defaults,
      pages: body.pages,
      pageOrder: body.pageOrder,
      public: body.public,
      createdBy: caller.id,
    }
    checkContent(template)
    return toView(await this.templates.insert(template))
  }

  async update(id: string, body: UpdateTemplateBody): Promise<TemplateView> {
    const existing = await this.templates.findById(id)
    if (!existing) throw templateNotFound()
    const changes: Partial<NewTemplate> = {}
    if (body.collection_id !== undefined) changes.collectionId = body.collection_id
    if (body.name !== undefined) changes.name = body.name
    if (body.description !== undefined) changes.description = body.description
    if (body.categories !== undefined) changes.categories = body.categories
    if (body.preview_url !== undefined) changes.previewUrl = body.preview_url
    if (body.version !== undefined) changes.version = body.version
    if (body.context !== undefined) changes.context = body.context
    if (body.defaults !== undefined) changes.defaults = body.defaults
    if (body.pages !== undefined) changes.pages = body.pages
    if (body.pageOrder !== undefined) changes.pageOrder = body.pageOrder
    if (body.public !== undefined) changes.public = body.public
    if (Object.keys(changes).length === 0) {
      throw errors.NoUpdates()
    }
    checkContent({ ...existing, ...changes })
    await this.templates.update(id, changes)
    return toView((await this.templates.findById(id))!)
  }

  async delete(id: string): Promise<void> {
    if (!(await this.templates.findById(id))) throw templateNotFound()
    await this.templates.delete(id)
  }
}
