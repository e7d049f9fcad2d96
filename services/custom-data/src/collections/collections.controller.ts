import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common'
import { Access, ApiRoute, commonErrors, uuidParam, ZodPipe } from '@tessera/kit'
import { z } from 'zod'
import { errors } from '../errors.js'
import { CollectionsService } from './collections.service.js'
import {
  bulkBody,
  confirmQuery,
  createCollectionBody,
  createItemBody,
  fieldInput,
  modifyFieldBody,
  ownerItemsQuery,
  renameCollectionBody,
  updateItemBody,
  type BulkBody,
  type CreateCollectionBody,
  type CreateItemBody,
  type FieldInput,
  type ModifyFieldBody,
  type OwnerItemsQuery,
  type UpdateItemBody,
} from './dto.js'
import {
  bulkView,
  collectionView,
  incomingView,
  itemPageView,
  itemView,
  type CollectionView,
  type ItemView,
} from './views.js'

const fieldIdParam = z.coerce.number().int().min(1).max(1_000_000_000)

const fieldErrors = [
  errors.CollectionFieldNameExists,
  errors.CollectionFieldInvalid,
  errors.column_name,
  errors.column_param,
  errors.min_max,
]

const valueErrors = [
  errors.CustomDataInvalidColumn,
  errors.CustomDataRequired,
  errors.CustomDataInvalidEmail,
  errors.CustomDataUniqueFail,
]

/** The owner's collections: fields, items and their listing. Owner (or admin) only. */
@Controller('sites/:siteId/custom_data/collections')
export class CollectionsController {
  constructor(private readonly service: CollectionsService) {}

  @Access('site:read', { site: 'siteId' })
  @Get()
  @ApiRoute({
    summary: "List a site's collections with their fields",
    response: z.object({ results: z.array(collectionView) }),
    errors: [commonErrors.Forbidden],
  })
  async list(
    @Param('siteId', new ZodPipe(uuidParam)) siteId: string,
  ): Promise<{ results: CollectionView[] }> {
    const site = await this.service.siteOf(siteId)
    return { results: await this.service.list(site) }
  }

  @Access('site:design', { site: 'siteId' })
  @Post()
  @ApiRoute({
    summary: 'Create a collection with its fields',
    response: collectionView,
    errors: [
      commonErrors.Forbidden,
      errors.CollectionNameInvalid,
      errors.CollectionNameExists,
      errors.CollectionUsageExceeded,
      ...fieldErrors,
    ],
  })
  async create(
    @Param('siteId', new ZodPipe(uuidParam)) siteId: string,
    @Body(new ZodPipe(createCollectionBody)) body: CreateCollectionBody,
  ): Promise<CollectionView> {
    return this.service.create(await this.service.siteOf(siteId), body)
  }

  @Access('site:design', { site: 'siteId' })
  @Patch(':collectionId')
  @ApiRoute({
    summary: 'Rename a collection',
    response: collectionView,
    errors: [commonErrors.Forbidden, errors.CollectionNameInvalid, errors.CollectionNameExists],
  })
  async rename(
    @Param('siteId', new ZodPipe(uuidParam)) siteId: string,
    @Param('collectionId', new ZodPipe(uuidParam)) collectionId: string,
    @Body(new ZodPipe(renameCollectionBody)) body: { name: string },
  ): Promise<CollectionView> {
    return this.service.rename(await this.service.siteOf(siteId), collectionId, body.name)
  }

  /**
   * Deletes a collection and its items. When other collections' fields refer to it, it is
   * refused (CollectionInUse, listing them as `dependents`) unless `confirm=true`, which
   * deletes those fields and their values too.
   */
  @Access('site:design', { site: 'siteId' })
  @Delete(':collectionId')
  @HttpCode(204)
  @ApiRoute({
    summary: 'Delete a collection (confirm=true when other fields refer to it)',
    errors: [commonErrors.Forbidden, errors.CollectionInUse],
  })
  async remove(
    @Param('siteId', new ZodPipe(uuidParam)) siteId: string,
    @Param('collectionId', new ZodPipe(uuidParam)) collectionId: string,
    @Query(new ZodPipe(confirmQuery)) query: z.infer<typeof confirmQuery>,
  ): Promise<void> {
    const site = await this.service.siteOf(siteId)
    await this.service.remove(site, collectionId, query.confirm === 'true')
  }

  @Access('site:design', { site: 'siteId' })
  @Post(':collectionId/fields')
  @ApiRoute({
    summary: 'Add a field to a collection',
    response: collectionView,
    errors: [commonErrors.Forbidden, ...fieldErrors],
  })
  async addField(
    @Param('siteId', new ZodPipe(uuidParam)) siteId: string,
    @Param('collectionId', new ZodPipe(uuidParam)) collectionId: string,
    @Body(new ZodPipe(fieldInput)) body: FieldInput,
  ): Promise<CollectionView> {
    const site = await this.service.siteOf(siteId)
    return this.service.addField(site, collectionId, body)
  }

  @Access('site:design', { site: 'siteId' })
  @Patch(':collectionId/fields/:fieldId')
  @ApiRoute({
    summary: 'Rename a field or change its rules, choices, slug source or visibility',
    response: collectionView,
    errors: [commonErrors.Forbidden, errors.CustomDataUniqueFail, ...fieldErrors],
  })
  async modifyField(
    @Param('siteId', new ZodPipe(uuidParam)) siteId: string,
    @Param('collectionId', new ZodPipe(uuidParam)) collectionId: string,
    @Param('fieldId', new ZodPipe(fieldIdParam)) fieldId: number,
    @Body(new ZodPipe(modifyFieldBody)) body: ModifyFieldBody,
  ): Promise<CollectionView> {
    const site = await this.service.siteOf(siteId)
    return this.service.modifyField(site, collectionId, fieldId, body)
  }

  @Access('site:design', { site: 'siteId' })
  @Delete(':collectionId/fields/:fieldId')
  @ApiRoute({
    summary: 'Delete a field and its values (confirm=true when something refers to it)',
    response: collectionView,
    errors: [commonErrors.Forbidden, errors.CollectionInUse, errors.CustomDataInvalidColumn],
  })
  async removeField(
    @Param('siteId', new ZodPipe(uuidParam)) siteId: string,
    @Param('collectionId', new ZodPipe(uuidParam)) collectionId: string,
    @Param('fieldId', new ZodPipe(fieldIdParam)) fieldId: number,
    @Query(new ZodPipe(confirmQuery)) query: z.infer<typeof confirmQuery>,
  ): Promise<CollectionView> {
    const site = await this.service.siteOf(siteId)
    return this.service.removeField(site, collectionId, fieldId, query.confirm === 'true')
  }

  @Access('site:read', { site: 'siteId' })
  @Get(':collectionId/items')
  @ApiRoute({
    summary: "List a collection's items: pages of 25, 50 or 100, sorted, searched, filtered",
    response: itemPageView,
    errors: [commonErrors.Forbidden, errors.CustomDataInvalidColumn],
  })
  async items(
    @Param('siteId', new ZodPipe(uuidParam)) siteId: string,
    @Param('collectionId', new ZodPipe(uuidParam)) collectionId: string,
    @Query(new ZodPipe(ownerItemsQuery)) query: OwnerItemsQuery,
  ) {
    const site = await this.service.siteOf(siteId)
    return this.service.ownerItems(site, collectionId, query)
  }

  @Access('site:content', { site: 'siteId' })
  @Post(':collectionId/items')
  @ApiRoute({
    summary: 'Add an item',
    response: itemView,
    errors: [commonErrors.Forbidden, errors.CollectionUsageExceeded, ...valueErrors],
  })
  async createItem(
    @Param('siteId', new ZodPipe(uuidParam)) siteId: string,
    @Param('collectionId', new ZodPipe(uuidParam)) collectionId: string,
    @Body(new ZodPipe(createItemBody)) body: CreateItemBody,
  ): Promise<ItemView> {
    const site = await this.service.siteOf(siteId)
    return this.service.createItem(site, collectionId, body)
  }

  @Access('site:content', { site: 'siteId' })
  @Post(':collectionId/items/actions/bulk')
  @HttpCode(200)
  @ApiRoute({
    summary: 'Publish, unpublish or delete several items',
    response: bulkView,
    errors: [commonErrors.Forbidden],
  })
  async bulk(
    @Param('siteId', new ZodPipe(uuidParam)) siteId: string,
    @Param('collectionId', new ZodPipe(uuidParam)) collectionId: string,
    @Body(new ZodPipe(bulkBody)) body: BulkBody,
  ): Promise<{ ids: string[] }> {
    const site = await this.service.siteOf(siteId)
    return { ids: await this.service.bulk(site, collectionId, body) }
  }

  @Access('site:read', { site: 'siteId' })
  @Get(':collectionId/items/:itemId')
  @ApiRoute({ summary: 'Read an item', response: itemView, errors: [commonErrors.Forbidden] })
  async item(
    @Param('siteId', new ZodPipe(uuidParam)) siteId: string,
    @Param('collectionId', new ZodPipe(uuidParam)) collectionId: string,
    @Param('itemId', new ZodPipe(uuidParam)) itemId: string,
  ): Promise<ItemView> {
    const site = await this.service.siteOf(siteId)
    return this.service.item(site, collectionId, itemId)
  }

  @Access('site:read', { site: 'siteId' })
  @Get(':collectionId/items/:itemId/references')
  @ApiRoute({
    summary: 'List the items that refer to an item, and through which field',
    response: incomingView,
    errors: [commonErrors.Forbidden],
  })
  async incoming(
    @Param('siteId', new ZodPipe(uuidParam)) siteId: string,
    @Param('collectionId', new ZodPipe(uuidParam)) collectionId: string,
    @Param('itemId', new ZodPipe(uuidParam)) itemId: string,
  ) {
    const site = await this.service.siteOf(siteId)
    return this.service.incoming(site, collectionId, itemId)
  }

  @Access('site:content', { site: 'siteId' })
  @Patch(':collectionId/items/:itemId')
  @ApiRoute({
    summary: "Change an item's values or status",
    response: itemView,
    errors: [commonErrors.Forbidden, ...valueErrors],
  })
  async updateItem(
    @Param('siteId', new ZodPipe(uuidParam)) siteId: string,
    @Param('collectionId', new ZodPipe(uuidParam)) collectionId: string,
    @Param('itemId', new ZodPipe(uuidParam)) itemId: string,
    @Body(new ZodPipe(updateItemBody)) body: UpdateItemBody,
  ): Promise<ItemView> {
    const site = await this.service.siteOf(siteId)
    return this.service.updateItem(site, collectionId, itemId, body)
  }

  /** Deletes an item; references to it from other items are cleared with it. */
  @Access('site:content', { site: 'siteId' })
  @Delete(':collectionId/items/:itemId')
  @HttpCode(204)
  @ApiRoute({ summary: 'Delete an item', errors: [commonErrors.Forbidden] })
  async deleteItem(
    @Param('siteId', new ZodPipe(uuidParam)) siteId: string,
    @Param('collectionId', new ZodPipe(uuidParam)) collectionId: string,
    @Param('itemId', new ZodPipe(uuidParam)) itemId: string,
  ): Promise<void> {
    const site = await this.service.siteOf(siteId)
    await this.service.deleteItem(site, collectionId, itemId)
  }
}
