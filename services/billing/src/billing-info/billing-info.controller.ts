import { Controller, Delete, Get, HttpCode, Param, Query } from '@nestjs/common'
import { Access, ApiRoute, type AuthUser, CurrentUser, uuidParam, ZodPipe } from '@tessera/kit'
import {
  billingInfoView,
  savedCardView,
  BillingInfoService,
  type BillingInfoView,
  type SavedCardView,
} from './billing-info.service.js'
import { listBillingInfoQuery } from './dto.js'
import { errors } from '../errors.js'
import { z } from 'zod'

@Controller('billing_info')
export class BillingInfoController {
  constructor(private readonly service: BillingInfoService) {}

  @Access('self')
  @Get()
  @ApiRoute({
    summary: "The caller's saved billing details and cards",
    response: z.object({ results: z.array(billingInfoView), cards: z.array(savedCardView) }),
  })
  list(
    @CurrentUser() caller: AuthUser,
    @Query(new ZodPipe(listBillingInfoQuery)) _query: unknown,
  ): Promise<{ results: BillingInfoView[]; cards: SavedCardView[] }> {
    return this.service.list(caller)
  }

  @Access('self')
  @Delete(':id')
  @ApiRoute({ summary: 'Forget saved billing details', errors: [errors.BillingInfoNotFound] })
  @HttpCode(204)
  delete(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
  ): Promise<void> {
    return this.service.delete(caller, id)
  }
}
