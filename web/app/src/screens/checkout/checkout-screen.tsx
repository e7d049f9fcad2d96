import { BILLING_COUNTRIES } from '@tessera/site-format/plans'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useParams, useSearchParams } from 'react-router'
import type { Recurrence } from '../../billing/billing-api'
import { CARD_FORM_ID } from '../../billing/card-form'
import { CheckoutStore } from '../../billing/checkout-store'
import { FormError } from '../../components/form-error'
import { SelectField } from '../../components/select-field'
import { SubmitForm } from '../../components/submit-form'
import { TextField } from '../../components/text-field'
import { useLocalStore } from '../../components/use-store-state'
import { errorText } from '../../i18n/error-message'
import { formatTwd, formatUsd } from '../../plans/plan-format'
import { PlanPrice } from '../../plans/plan-price'
import { SITES_BASE_DOMAIN } from '../../sites/site-address'
import { useStore } from '../../stores/store-context'
import { BillingAddress } from './billing-address'
import { useBillingApi } from './use-billing-api'
import './checkout.css'

const RECURRENCES: Recurrence[] = ['Monthly', 'Yearly', 'Daily']

/** Checkout (platform.md sections 2 and 4): the site, billing, the card, and the total. */
export const CheckoutScreen = observer(function CheckoutScreen() {
  const root = useStore()
  const api = useBillingApi()
  const { id = 'new' } = useParams()
  const [search] = useSearchParams()
  const store = useLocalStore(
    () =>
      new CheckoutStore(api, {
        locale: () => root.preferences.locale,
        go: (path, options) => root.navigator.go(path, options),
        redirect: (url) => window.location.assign(url),
        checkoutPath: (checkoutId) => root.path('Checkout', { id: checkoutId }),
        completePath: (checkoutId) => root.path('CheckoutComplete', { id: checkoutId }),
      }),
  )
  useEffect(() => {
    if (store.checkout?.id === id) return
    void store.start(id, {
      plan: search.get('plan') ?? undefined,
      period: search.get('period') ?? undefined,
    })
  }, [id, search, store])
  // The account's e-mail for a new address, whenever the session knows it.
  const accountEmail = root.session.user?.email
  useEffect(() => store.suggestEmail(accountEmail), [store, accountEmail])

  return (
    <div className="container page checkout">
      <h1 className="page-title">
        <FormattedMessage id="checkout.title" />
      </h1>
      {store.phase === 'loading' && (
        <p role="status" className="muted">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {store.phase === 'failed' && <FormError error={store.error} />}
      {(store.phase === 'site' ||
        store.phase === 'billing' ||
        store.phase === 'card' ||
        store.phase === 'redirecting') && (
        <div className="checkout-layout">
          <div className="checkout-steps">
            {store.phase === 'site' && <SiteStep store={store} />}
            {store.phase === 'billing' && <BillingStep store={store} />}
            {store.phase === 'card' && <CardStep store={store} />}
            {store.phase === 'redirecting' && (
              <p role="status" className="notice">
                <FormattedMessage id="checkout.redirecting" />
              </p>
            )}
          </div>
          <Summary store={store} />
        </div>
      )}
    </div>
  )
})

const Summary = observer(function Summary({ store }: { store: CheckoutStore }) {
  const intl = useIntl()
  const editable = store.phase === 'site' || store.phase === 'billing'
  const settle = store.settleAmount
  return (
    <aside className="card checkout-summary" aria-labelledby="checkout-product">
      <h2 id="checkout-product">
        <FormattedMessage id="checkout.product" />
      </h2>
      <p className="checkout-plan">
        <FormattedMessage
          id="checkout.planName"
          values={{ plan: intl.formatMessage({ id: `plans.${store.plan}` }) }}
        />
      </p>
      <div
        className="segmented"
        role="group"
        aria-label={intl.formatMessage({ id: 'checkout.period' })}
      >
        {RECURRENCES.map((recurrence) => (
          <button
            key={recurrence}
            type="button"
            aria-pressed={store.recurrence === recurrence}
            disabled={!editable || store.busy}
            onClick={() => store.setRecurrence(recurrence)}
          >
            <FormattedMessage id={`checkout.recurrence.${recurrence}`} />
          </button>
        ))}
      </div>
      <p className="checkout-total">
        <span>
          <FormattedMessage id="checkout.total" />
        </span>
        <span data-testid="checkout-total">
          <PlanPrice cents={store.amount} recurrence={store.recurrence} />
        </span>
      </p>
      <p className="muted small">
        {settle === undefined ? (
          <FormattedMessage id="home.pricing.currencyNote" />
        ) : (
          <FormattedMessage id="checkout.estimate" values={{ settle: formatTwd(settle) }} />
        )}
      </p>
    </aside>
  )
})

const SiteStep = observer(function SiteStep({ store }: { store: CheckoutStore }) {
  const form = store.siteForm
  const host = `${store.subdomain || 'your-site'}.${SITES_BASE_DOMAIN}`
  return (
    <SubmitForm className="card checkout-card" onSubmit={() => store.createCheckout()}>
      <h2>
        <FormattedMessage id="checkout.site" />
      </h2>
      <TextField
        label={<FormattedMessage id="checkout.siteName" />}
        name="site-name"
        value={store.siteName}
        onValue={(v) => store.setSiteName(v)}
        onBlur={() => form.touch('siteName')}
        error={form.errorFor('siteName')}
      />
      <TextField
        label={<FormattedMessage id="checkout.subdomain" />}
        name="subdomain"
        autoCapitalize="none"
        value={store.subdomain}
        onValue={(v) => store.setSubdomain(v)}
        onBlur={() => form.touch('subdomain')}
        error={form.errorFor('subdomain')}
        hint={<FormattedMessage id="sites.subdomainHint" values={{ host }} />}
      />
      <FormError error={form.serverError} />
      <button type="submit" className="button button-primary" disabled={form.submitting}>
        <FormattedMessage id="checkout.continue" />
      </button>
    </SubmitForm>
  )
})

const BillingStep = observer(function BillingStep({ store }: { store: CheckoutStore }) {
  const intl = useIntl()
  const form = store.billingForm
  const regions = useMemo(
    () => new Intl.DisplayNames([intl.locale], { type: 'region' }),
    [intl.locale],
  )
  const countries = BILLING_COUNTRIES.map((c) => ({
    ...c,
    label: regions.of(c.iso) ?? c.iso,
  })).sort((a, b) => a.label.localeCompare(b.label, intl.locale))
  const field = (name: 'email' | 'phoneNumber' | 'name' | 'address') => ({
    value: store.fresh[name],
    onValue: (v: string) => store.setDetail(name, v),
    onBlur: () => store.touch(name),
    error: form.errorFor(name),
  })
  return (
    <SubmitForm className="card checkout-card" onSubmit={() => store.continueToCard()}>
      <h2>
        <FormattedMessage id="checkout.billing" />
      </h2>
      {store.checkout?.payment_error && (
        <p className="notice notice-error" role="alert">
          <FormattedMessage id="checkout.lastError" />{' '}
          {errorText(intl, { code: store.checkout.payment_error })}
        </p>
      )}
      {store.saved.length > 0 && (
        <SelectField
          label={<FormattedMessage id="checkout.billingAddress" />}
          value={store.choice}
          onValue={(v) => store.choose(v)}
          options={[
            ...store.saved.map((s) => ({ value: s.id, label: `${s.name}, ${s.address}` })),
            { value: 'new', label: intl.formatMessage({ id: 'checkout.newAddress' }) },
          ]}
        />
      )}
      {store.usesSavedAddress ? (
        <p className="checkout-saved" data-testid="saved-address">
          <BillingAddress info={store.details} />
        </p>
      ) : (
        <>
          <fieldset className="checkout-fields" disabled={store.busy}>
            <legend className="visually-hidden">
              <FormattedMessage id="checkout.newAddress" />
            </legend>
            <TextField
              label={<FormattedMessage id="checkout.email" />}
              name="billing-email"
              type="email"
              autoComplete="email"
              {...field('email')}
            />
            <div className="checkout-phone">
              <SelectField
                label={<FormattedMessage id="checkout.phoneCountry" />}
                value={store.fresh.phoneCountry}
                onValue={(v) => store.setDetail('phoneCountry', v)}
                options={countries.map((c) => ({
                  value: c.iso,
                  label: `${c.label} (+${c.phonePrefix})`,
                }))}
              />
              <TextField
                label={<FormattedMessage id="checkout.phone" />}
                name="billing-phone"
                type="tel"
                autoComplete="tel-national"
                {...field('phoneNumber')}
              />
            </div>
            <TextField
              label={<FormattedMessage id="checkout.name" />}
              name="billing-name"
              autoComplete="name"
              {...field('name')}
            />
            <SelectField
              label={<FormattedMessage id="checkout.country" />}
              value={store.fresh.countryCode}
              onValue={(v) => store.setDetail('countryCode', v)}
              options={countries.map((c) => ({ value: c.code, label: c.label }))}
            />
            <TextField
              label={<FormattedMessage id="checkout.address" />}
              name="billing-address"
              autoComplete="street-address"
              {...field('address')}
            />
          </fieldset>
          <div className="checkbox">
            <input
              id="checkout-save"
              type="checkbox"
              checked={store.save}
              onChange={(event) => store.setSave(event.target.checked)}
            />
            <label htmlFor="checkout-save">
              <FormattedMessage id="checkout.saveBilling" />
            </label>
          </div>
        </>
      )}
      <FormError error={store.error} />
      <p className="checkout-actions">
        <button type="submit" className="button button-primary" disabled={store.busy}>
          <FormattedMessage id="checkout.toPayment" />
        </button>
        <button
          type="button"
          className="button button-ghost"
          disabled={store.busy}
          onClick={() => void store.cancel()}
        >
          <FormattedMessage id="checkout.cancel" />
        </button>
      </p>
    </SubmitForm>
  )
})

const CardStep = observer(function CardStep({ store }: { store: CheckoutStore }) {
  const intl = useIntl()
  return (
    <SubmitForm className="card checkout-card" onSubmit={() => store.pay()}>
      <h2>
        <FormattedMessage id="checkout.payment" />
      </h2>
      <div id={CARD_FORM_ID} className="checkout-card-form">
        <p className="muted" role="status">
          <FormattedMessage id="checkout.cardLoading" />
        </p>
      </div>
      {store.error && (
        <p className="notice notice-error" role="alert">
          {errorText(intl, store.error)}
          {store.providerMessage && (
            <span className="checkout-provider-said">
              <FormattedMessage
                id="checkout.providerSaid"
                values={{ message: store.providerMessage }}
              />
            </span>
          )}
        </p>
      )}
      <p className="checkout-actions">
        <button type="submit" className="button button-primary" disabled={store.busy}>
          <FormattedMessage id="checkout.pay" values={{ total: formatUsd(intl, store.amount) }} />
        </button>
        <button
          type="button"
          className="button button-ghost"
          disabled={store.busy}
          onClick={() => store.back()}
        >
          <FormattedMessage id="checkout.back" />
        </button>
      </p>
    </SubmitForm>
  )
})
