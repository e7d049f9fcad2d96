import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common'
import { Access, ApiRoute, type AuthUser, CurrentUser, uuidParam, ZodPipe } from '@tessera/kit'
import {
  assetListView,
  assetView,
  uploadView,
  type AssetListView,
  type AssetView,
  type UploadView,
} from './asset.view.js'
import { AssetsService } from './assets.service.js'
import {
  createAssetBody,
  listAssetsQuery,
  replaceAssetBody,
  updateAssetBody,
  type CreateAssetBody,
  type ListAssetsQuery,
  type ReplaceAssetBody,
  type UpdateAssetBody,
} from './dto.js'
import { errors } from '../errors.js'

@Controller('site-assets')
export class AssetsController {
  constructor(private readonly assets: AssetsService) {}

  @Access('site:content')
  @Post()
  @ApiRoute({
    summary: 'Create an asset and an address to upload its file to',
    response: uploadView,
    errors: [
      errors.site_missing,
      errors.SiteNotFound,
      errors.invalid_file,
      errors.FILE_TYPE,
      errors.FILE_SIZE_BIG,
      errors.AssetUsageExceeded,
    ],
  })
  create(
    @CurrentUser() caller: AuthUser,
    @Body(new ZodPipe(createAssetBody)) body: CreateAssetBody,
  ): Promise<UploadView> {
    return this.assets.create(caller, body)
  }

  @Access('self')
  @Get()
  @ApiRoute({ summary: 'List assets', response: assetListView })
  list(
    @CurrentUser() caller: AuthUser,
    @Query(new ZodPipe(listAssetsQuery)) query: ListAssetsQuery,
  ): Promise<AssetListView> {
    return this.assets.list(caller, query)
  }

  @Access('self')
  @Get(':id')
  @ApiRoute({ summary: 'Read an asset', response: assetView, errors: [errors.AssetNotFound] })
  get(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
  ): Promise<AssetView> {
    return this.assets.get(caller, id)
  }

  @Access('self')
  @Post(':id/actions/verify')
  @ApiRoute({
    summary: 'Check the uploaded file and make it the served one',
    response: assetView,
    errors: [
      errors.AssetNotFound,
      errors.asset_upload_failed,
      errors.invalid_file,
      errors.FILE_TYPE,
      errors.FILE_SIZE_BIG,
      errors.IMAGE_MAX_WIDTH,
      errors.IMAGE_MAX_HEIGHT,
      errors.IMAGE_MIN_WIDTH,
      errors.IMAGE_MIN_HEIGHT,
      errors.AssetUsageExceeded,
    ],
  })
  @HttpCode(200)
  verify(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
  ): Promise<AssetView> {
    return this.assets.verify(caller, id)
  }

  @Access('self')
  @Post(':id/actions/replace')
  @ApiRoute({
    summary: "Start replacing an asset's file",
    response: uploadView,
    errors: [
      errors.AssetNotFound,
      errors.invalid_file,
      errors.FILE_TYPE,
      errors.FILE_SIZE_BIG,
      errors.AssetUsageExceeded,
    ],
  })
  @HttpCode(200)
  replace(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Body(new ZodPipe(replaceAssetBody)) body: ReplaceAssetBody,
  ): Promise<UploadView> {
    return this.assets.replace(caller, id, body)
  }

  @Access('self')
  @Patch(':id')
  @ApiRoute({
    summary: 'Rename an asset',
    response: assetView,
    errors: [errors.AssetNotFound, errors.NoUpdates],
  })
  update(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Body(new ZodPipe(updateAssetBody)) body: UpdateAssetBody,
  ): Promise<AssetView> {
    return this.assets.update(caller, id, body)
  }

  @Access('self')
  @Delete(':id')
  @ApiRoute({ summary: 'Delete an asset and its file', errors: [errors.AssetNotFound] })
  @HttpCode(204)
  async remove(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
  ): Promise<void> {
    await this.assets.remove(caller, id)
  }
}
