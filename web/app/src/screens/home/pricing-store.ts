import { makeAutoObservable } from 'mobx'
import {
  PLAN_FEATURES,
  PLAN_PRICES,
  SITE_TYPES,
  type PlanFeatures,
  type SiteType,
} from '@tessera/site-format/plans'

export type BillingPeriod = 'Monthly' | 'Yearly'

/** The pricing table on the home page: yearly by default. */
export class PricingStore {
  period: BillingPeriod = 'Yearly'

  constructor() {
    makeAutoObservable(this)
  }

  setPeriod(period: BillingPeriod): void {
    this.period = period
  }

  get plans(): Array<{ id: SiteType; price: number; features: PlanFeatures }> {
    return SITE_TYPES.map((id) => ({
      id,
      price: PLAN_PRICES[this.period][id],
      features: PLAN_FEATURES[id],
    }))
  }
}
