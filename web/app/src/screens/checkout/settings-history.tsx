import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { BillingHistoryStore } from '../../billing/billing-history-store'
import type { CheckoutView } from '../../billing/billing-api'
import { FormError } from '../../components/form-error'
import { RouteLink } from '../../components/route-link'
import { useLocalStore } from '../../components/use-store-state'
import type { MessageKey } from '../../i18n/message-key'
import { formatUsd } from '../../plans/plan-format'
import { useBillingApi } from './use-billing-api'
import './checkout.css'

/** Settings, history: checkouts with status, period and amount; cancel a subscription. */
export const SettingsHistory = observer(function SettingsHistory() {
  const intl = useIntl()
  const api = useBillingApi()
  const store = useLocalStore(() => new BillingHistoryStore(api))
  // Narrow screens show each row as a card, each value under its column's name.
  const label = (id: MessageKey) => intl.formatMessage({ id })
  useEffect(() => void store.load(), [store])
  if (store.loading) {
    return (
      <p role="status" className="muted">
        <FormattedMessage id="common.loading" />
      </p>
    )
  }
  return (
    <section className="card settings-card" aria-labelledby="history-title">
      <h2 id="history-title">
        <FormattedMessage id="history.title" />
      </h2>
      <FormError error={store.error} />
      {store.checkouts.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="history.empty" />
        </p>
      ) : (
        <table className="billing-table" data-testid="billing-history">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="history.site" />
              </th>
              <th scope="col">
                <FormattedMessage id="history.plan" />
              </th>
              <th scope="col">
                <FormattedMessage id="history.status" />
              </th>
              <th scope="col">
                <FormattedMessage id="history.period" />
              </th>
              <th scope="col">
                <FormattedMessage id="history.amount" />
              </th>
              <th scope="col">
                <span className="visually-hidden">
                  <FormattedMessage id="history.cancel" />
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {store.checkouts.map((checkout) => (
              <tr key={checkout.id}>
                <td data-label={label('history.site')}>
                  {checkout.status === 'Pending' ? (
                    <RouteLink to="Checkout" params={{ id: checkout.id }}>
                      {checkout.site_name}
                    </RouteLink>
                  ) : (
                    checkout.site_name
                  )}
                </td>
                <td data-label={label('history.plan')}>
                  <FormattedMessage id={`plans.${checkout.site_type}`} /> ·{' '}
                  <FormattedMessage id={`checkout.recurrence.${checkout.recurrence}`} />
                </td>
                <td data-label={label('history.status')}>
                  <FormattedMessage id={`history.status.${checkout.status}`} />
                  {checkout.subscription.status !== 'None' && (
                    <>
                      <br />
                      <span className="muted small">
                        <FormattedMessage
                          id={`history.subscription.${checkout.subscription.status}`}
                        />
                      </span>
                    </>
                  )}
                  {checkout.subscription.delete_at && (
                    <>
                      <br />
                      <span className="muted small">
                        <FormattedMessage
                          id="history.deleteOn"
                          values={{
                            date: intl.formatDate(checkout.subscription.delete_at, {
                              dateStyle: 'medium',
                            }),
                          }}
                        />
                      </span>
                    </>
                  )}
                </td>
                <td data-label={label('history.period')}>
                  <Period checkout={checkout} />
                </td>
                <td data-label={label('history.amount')}>{formatUsd(intl, checkout.amount)}</td>
                <td>
                  {store.canCancel(checkout) && store.confirming !== checkout.id && (
                    <button
                      type="button"
                      className="button button-small button-secondary"
                      onClick={() => store.ask(checkout.id)}
                    >
                      <FormattedMessage id="history.cancel" />
                    </button>
                  )}
                  {store.confirming === checkout.id && (
                    <div role="alertdialog" aria-labelledby={`cancel-${checkout.id}`}>
                      <p id={`cancel-${checkout.id}`}>
                        <FormattedMessage
                          id="history.cancelConfirm"
                          values={{
                            site: checkout.site_name,
                            date: checkout.subscription.period_end
                              ? intl.formatDate(checkout.subscription.period_end, {
                                  dateStyle: 'medium',
                                })
                              : '',
                          }}
                        />
                      </p>
                      <button
                        type="button"
                        className="button button-small button-danger"
                        disabled={store.canceling === checkout.id}
                        onClick={() => void store.cancel(checkout.id)}
                      >
                        <FormattedMessage id="history.confirmCancel" />
                      </button>{' '}
                      <button
                        type="button"
                        className="button button-small button-ghost"
                        onClick={() => store.ask(undefined)}
                      >
                        <FormattedMessage id="history.keep" />
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
})

function Period({ checkout }: { checkout: CheckoutView }) {
  const { period_start: start, period_end: end } = checkout.subscription
  if (!start || !end) return <span className="muted">—</span>
  return (
    <>
      <FormattedDate value={start} dateStyle="medium" /> –{' '}
      <FormattedDate value={end} dateStyle="medium" />
    </>
  )
}
