import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { BillingSettingsStore } from '../../billing/billing-settings-store'
import { FormError } from '../../components/form-error'
import { useLocalStore } from '../../components/use-store-state'
import { BillingAddress } from './billing-address'
import { useBillingApi } from './use-billing-api'
import './checkout.css'

/** Settings, billing: saved addresses with delete, and saved cards. */
export const SettingsBilling = observer(function SettingsBilling() {
  const intl = useIntl()
  const api = useBillingApi()
  const store = useLocalStore(() => new BillingSettingsStore(api))
  useEffect(() => void store.load(), [store])
  if (store.loading) {
    return (
      <p role="status" className="muted">
        <FormattedMessage id="common.loading" />
      </p>
    )
  }
  return (
    <div className="settings-panels">
      <FormError error={store.error} />
      <section className="card settings-card" aria-labelledby="addresses-title">
        <h2 id="addresses-title">
          <FormattedMessage id="billing.addresses" />
        </h2>
        {store.infos.length === 0 ? (
          <p className="muted">
            <FormattedMessage id="billing.noAddresses" />
          </p>
        ) : (
          <ul className="plain-list" data-testid="billing-addresses">
            {store.infos.map((info) => (
              <li key={info.id} className="billing-address">
                <p>
                  <BillingAddress info={info} />
                </p>
                <button
                  type="button"
                  className="button button-small button-danger"
                  disabled={store.deleting === info.id}
                  aria-label={intl.formatMessage(
                    { id: 'billing.deleteLabel' },
                    { name: info.name },
                  )}
                  onClick={() => void store.remove(info.id)}
                >
                  <FormattedMessage id="billing.delete" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card settings-card" aria-labelledby="cards-title">
        <h2 id="cards-title">
          <FormattedMessage id="billing.cards" />
        </h2>
        {store.cards.length === 0 ? (
          <p className="muted">
            <FormattedMessage id="billing.noCards" />
          </p>
        ) : (
          <ul className="plain-list">
            {store.cards.map((card) => (
              <li key={card.checkout_id}>
                <FormattedMessage
                  id="billing.card"
                  values={{ card4: card.card4, site: card.site_name }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
})
