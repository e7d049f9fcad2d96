import type { DatabaseSpec } from '@tessera/kit'
import { BillingInfo } from './billing-info/billing-info.entity.js'
import { Charge } from './checkouts/charge.entity.js'
import { Checkout } from './checkouts/checkout.entity.js'
import { ProviderEvent } from './checkouts/notification.entity.js'
import { Trade } from './checkouts/trade.entity.js'
import { Billing1764300000000 } from './migrations/1764300000000-billing.js'

export const billingDatabase: DatabaseSpec = {
  schema: 'billing',
  entities: [BillingInfo, Checkout, Trade, Charge, ProviderEvent],
  migrations: [Billing1764300000000],
}
