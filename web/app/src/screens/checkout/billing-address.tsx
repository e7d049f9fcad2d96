import { billingCountryByCode, billingCountryByIso } from '@tessera/site-format/plans'
import { useMemo } from 'react'
import { useIntl } from 'react-intl'
import type { BillingDetails } from '../../billing/billing-api'

/** A billing address as a person reads it: name, e-mail, phone, then the address and country. */
export function BillingAddress({ info }: { info: BillingDetails }) {
  const intl = useIntl()
  const regions = useMemo(
    () => new Intl.DisplayNames([intl.locale], { type: 'region' }),
    [intl.locale],
  )
  const iso = billingCountryByCode(info.countryCode)?.iso
  const prefix = billingCountryByIso(info.phoneCountry)?.phonePrefix ?? ''
  return (
    <>
      <strong>{info.name}</strong> · {info.email} ·{' '}
      <span className="billing-phone">
        +{prefix} {info.phoneNumber}
      </span>
      <br />
      {info.address}, {iso ? (regions.of(iso) ?? iso) : info.countryCode}
    </>
  )
}
