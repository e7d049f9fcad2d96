import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useParams } from 'react-router'
import { CheckoutCompleteStore } from '../../billing/checkout-complete-store'
import { FormError } from '../../components/form-error'
import { RouteLink } from '../../components/route-link'
import { useLocalStore } from '../../components/use-store-state'
import { PlanPrice } from '../../plans/plan-price'
import { useBillingApi } from './use-billing-api'
import './checkout.css'

/**
 * CheckoutComplete: the result after 3-D Secure, or of a checkout opened again once it can no
 * longer be paid; one of the four outcomes (platform.md 4).
 */
export const CheckoutCompleteScreen = observer(function CheckoutCompleteScreen() {
  const intl = useIntl()
  const api = useBillingApi()
  const { id = '' } = useParams()
  const store = useLocalStore(() => new CheckoutCompleteStore(api))
  useEffect(() => {
    void store.watch(id)
    return () => store.stop()
  }, [id, store])
  const outcome = store.outcome
  const checkout = store.checkout
  return (
    <div className="container page checkout-result">
      <h1 className="page-title">
        <FormattedMessage id="complete.title" />
      </h1>
      {store.loading && (
        <p role="status" className="muted">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      <FormError error={store.error} />
      {outcome && checkout && (
        <section
          className="card checkout-card"
          aria-live="polite"
          data-testid="checkout-outcome"
          data-outcome={outcome}
        >
          <h2>
            <FormattedMessage id={`complete.${outcome}.title`} />
          </h2>
          <p>
            <FormattedMessage
              id={`complete.${outcome}.text`}
              values={{
                plan: intl.formatMessage({ id: `plans.${checkout.site_type}` }),
                name: <strong>{checkout.site_name}</strong>,
              }}
            />
          </p>
          {outcome === 'Completed' && (
            <p data-testid="checkout-plan">
              <FormattedMessage
                id="checkout.planName"
                values={{ plan: intl.formatMessage({ id: `plans.${checkout.site_type}` }) }}
              />
              {' · '}
              <PlanPrice cents={checkout.amount} recurrence={checkout.recurrence} />
            </p>
          )}
          <p className="checkout-actions">
            {outcome === 'Completed' && checkout.site_id && (
              <RouteLink
                to="Build"
                params={{ siteId: checkout.site_id }}
                className="button button-primary"
              >
                <FormattedMessage id="complete.openSite" values={{ name: checkout.site_name }} />
              </RouteLink>
            )}
            {outcome === 'Completed' && (
              <RouteLink to="Sites" className="button button-secondary">
                <FormattedMessage id="complete.toSites" />
              </RouteLink>
            )}
            {outcome === 'Pending' && (
              <RouteLink
                to="Checkout"
                params={{ id: checkout.id }}
                className="button button-primary"
              >
                <FormattedMessage id="complete.toCheckout" />
              </RouteLink>
            )}
            <RouteLink to="SettingsHistory" className="button button-secondary">
              <FormattedMessage id="checkout.history" />
            </RouteLink>
          </p>
        </section>
      )}
    </div>
  )
})
