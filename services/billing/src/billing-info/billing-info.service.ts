import { Injectable } from '@nestjs/common'
import { type AuthUser, requireSelf } from '@tessera/kit'
import { CheckoutsRepository } from '../checkouts/checkouts.repository.js'
import type { BillingInfo } from './billing-info.entity.js'
import { BillingInfoRepository } from './billing-info.repository.js'
import { errors } from '../errors.js'
import { z } from 'zod'

export const billingInfoView = z
  .object({
    id: z.uuid(),
    email: z.string(),
    phoneCountry: z.string(),
    phoneNumber: z.string(),
    name: z.string(),
    countryCode: z.string(),
    address: z.string(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'BillingInfoView' })
export type BillingInfoView = z.infer<typeof billingInfoView>

export const savedCardView = z
  .object({ checkout_id: z.uuid(), site_name: z.string(), card4: z.string() })
  .meta({ id: 'SavedCardView' })
export type SavedCardView = z.infer<typeof savedCardView>

export const billingInfoNotFound = () => errors.BillingInfoNotFound()

function view(info: BillingInfo): BillingInfoView {
  return {
    id: info.id,
    email: info.email,
    phoneCountry: info.phoneCountry,
    phoneNumber: info.phoneNumber,
    name: info.name,
    countryCode: info.countryCode,
    address: info.address,
    created_at: info.createdAt.toISOString(),
  }
}

@Injectable()
export class BillingInfoService {
  constructor(
    private readonly infos: BillingInfoRepository,
    private readonly checkouts: CheckoutsRepository,
  ) {}

  /** The caller's saved addresses, and the cards their subscriptions renew on. */
  async list(caller: AuthUser): Promise<{ results: BillingInfoView[]; cards: SavedCardView[] }> {
    const [infos, checkouts] = await Promise.all([
      this.infos.listByUser(caller.id),
      this.checkouts.listByUser(caller.id, ['Completed']),
    ])
    const cards = checkouts
      .filter((c) => c.card4 && (c.subscription === 'Active' || c.subscription === 'PastDue'))
      .map((c) => ({ checkout_id: c.id, site_name: c.siteName, card4: c.card4! }))
    return { results: infos.map(view), cards }
  }

  /** The caller's saved address; another user's answers as if it did not exist. */
  async owned(caller: AuthUser, id: string): Promise<BillingInfo> {
    const info = await this.infos.findById(id)
    if (!info) throw billingInfoNotFound()
    requireSelf(caller, info.userId, 'This billing info belongs to another user')
    return info
  }

  async delete(caller: AuthUser, id: string): Promise<void> {
    await this.owned(caller, id)
    await this.infos.delete(id)
  }
}
