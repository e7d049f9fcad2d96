import { Controller, Delete, Get, HttpCode, Param, Query } from '@nestjs/common'
import { CurrentUser, uuidParam, ZodPipe, type AuthUser } from '@tessera/kit'
import {
  BillingInfoService,
  type BillingInfoView,
  type SavedCardView,
} from './billing-info.service.js'
import { listBillingInfoQuery } from './dto.js'

@Controller('billing_info')
export class BillingInfoController {
  constructor(private readonly service: BillingInfoService) {}

  @Get()
  list(
    @CurrentUser() caller: AuthUser,
    @Query(new ZodPipe(listBillingInfoQuery)) _query: unknown,
  ): Promise<{ results: BillingInfoView[]; cards: SavedCardView[] }> {
    return this.service.list(caller)
  }

  @Delete(':id')
  @HttpCode(204)
  delete(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
  ): Promise<void> {
    return this.service.delete(caller, id)
  }
}
