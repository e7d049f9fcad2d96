import { makeAutoObservable } from 'mobx'
import { PLAN_FEATURES, PLAN_PRICES, PLANS, type PlanId } from '../../plans/plans'

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

  get plans(): Array<{ id: PlanId; price: number; features: (typeof PLAN_FEATURES)[PlanId] }> {
    return PLANS.map((id) => ({
      id,
      price: PLAN_PRICES[this.period][id],
      features: PLAN_FEATURES[id],
    }))
  }
}
