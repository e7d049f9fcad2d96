import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common'
import { CurrentUser, uuidParam, ZodPipe, type AuthUser } from '@tessera/kit'
import type { AssetListView, AssetView, UploadView } from './asset.view.js'
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

@Controller('site-assets')
export class AssetsController {
  constructor(private readonly assets: AssetsService) {}

  @Post()
  create(
    @CurrentUser() caller: AuthUser,
    @Body(new ZodPipe(createAssetBody)) body: CreateAssetBody,
  ): Promise<UploadView> {
    return this.assets.create(caller, body)
  }

  @Get()
  list(
    @CurrentUser() caller: AuthUser,
    @Query(new ZodPipe(listAssetsQuery)) query: ListAssetsQuery,
  ): Promise<AssetListView> {
    return this.assets.list(caller, query)
  }

  @Get(':id')
  get(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
  ): Promise<AssetView> {
    return this.assets.get(caller, id)
  }

  @Post(':id/actions/verify')
  @HttpCode(200)
  verify(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
  ): Promise<AssetView> {
    return this.assets.verify(caller, id)
  }

  @Post(':id/actions/replace')
  @HttpCode(200)
  replace(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Body(new ZodPipe(replaceAssetBody)) body: ReplaceAssetBody,
  ): Promise<UploadView> {
    return this.assets.replace(caller, id, body)
  }

  @Patch(':id')
  update(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Body(new ZodPipe(updateAssetBody)) body: UpdateAssetBody,
  ): Promise<AssetView> {
    return this.assets.update(caller, id, body)
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
  ): Promise<void> {
    await this.assets.remove(caller, id)
  }
}
