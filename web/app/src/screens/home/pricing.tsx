import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { RouteLink } from '../../components/route-link'
import { formatPlanSize, formatUsd } from '../../plans/plan-format'
import { PlanPrice } from '../../plans/plan-price'
import { PricingStore, type BillingPeriod } from './pricing-store'

const periods: BillingPeriod[] = ['Monthly', 'Yearly']

export const Pricing = observer(function Pricing() {
  const intl = useIntl()
  const [pricing] = useState(() => new PricingStore())
  return (
    <section className="section section-alt" aria-labelledby="pricing-title" id="pricing">
      <div className="container">
        <h2 id="pricing-title" className="section-title">
          <FormattedMessage id="home.pricing.title" />
        </h2>
        <p className="section-lead">
          <FormattedMessage id="home.pricing.lead" />
        </p>
        <div
          className="segmented"
          role="group"
          aria-label={intl.formatMessage({ id: 'home.pricing.period' })}
        >
          {periods.map((period) => (
            <button
              key={period}
              type="button"
              aria-pressed={pricing.period === period}
              onClick={() => pricing.setPeriod(period)}
            >
              <FormattedMessage
                id={period === 'Monthly' ? 'home.pricing.monthly' : 'home.pricing.yearly'}
              />
            </button>
          ))}
        </div>
        <ul className="pricing-grid">
          {pricing.plans.map((plan) => (
            <li
              key={plan.id}
              className={`card plan-card${plan.id === 'Paid2' ? ' plan-featured' : ''}`}
            >
              <h3>
                <FormattedMessage id={`plans.${plan.id}`} />
              </h3>
              <p className="plan-price" data-testid="plan-price">
                {plan.price === 0 ? (
                  <strong className="plan-amount">{formatUsd(intl, 0)}</strong>
                ) : (
                  <PlanPrice
                    cents={plan.price}
                    recurrence={pricing.period}
                    amountClassName="plan-amount"
                  />
                )}
              </p>
              <ul className="plan-features">
                <li>
                  <FormattedMessage
                    id="home.pricing.siteSize"
                    values={{ size: formatPlanSize(plan.features.siteBytes) }}
                  />
                </li>
                <li>
                  <FormattedMessage
                    id="home.pricing.assets"
                    values={{ size: formatPlanSize(plan.features.assetBytes) }}
                  />
                </li>
                <li>
                  <FormattedMessage
                    id="home.pricing.visitors"
                    values={{ count: intl.formatNumber(plan.features.visitors) }}
                  />
                </li>
              </ul>
              <RouteLink
                {...(plan.id === 'Free'
                  ? { to: 'SignUp' as const }
                  : {
                      to: 'Checkout' as const,
                      params: { id: 'new' },
                      query: { plan: plan.id, period: pricing.period },
                    })}
                className={`button ${plan.id === 'Paid2' ? 'button-primary' : 'button-secondary'}`}
              >
                <FormattedMessage
                  id={plan.id === 'Free' ? 'home.pricing.startFree' : 'home.pricing.choose'}
                />
              </RouteLink>
            </li>
          ))}
        </ul>
        <p className="muted small">
          <FormattedMessage id="home.pricing.currencyNote" />
        </p>
      </div>
    </section>
  )
})
