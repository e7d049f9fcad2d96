/**
 * Billing details (platform.md sections 3 and 5): the 27 countries offered, each with its ISO 3166
 * numeric code (ECPay's CountryCode) and its telephone prefix, and the rules the app and the
 * billing service both apply.
 */
export interface BillingCountry {
  /** ISO 3166-1 alpha-2, the key the app's country names are translated under. */
  iso: string
  /** ISO 3166-1 numeric, three digits. */
  code: string
  /** International dialling prefix, without '+'. */
  phonePrefix: string
}

export const BILLING_COUNTRIES: readonly BillingCountry[] = [
  { iso: 'TW', code: '158', phonePrefix: '886' },
  { iso: 'HK', code: '344', phonePrefix: '852' },
  { iso: 'MO', code: '446', phonePrefix: '853' },
  { iso: 'CN', code: '156', phonePrefix: '86' },
  { iso: 'JP', code: '392', phonePrefix: '81' },
  { iso: 'KR', code: '410', phonePrefix: '82' },
  { iso: 'SG', code: '702', phonePrefix: '65' },
  { iso: 'MY', code: '458', phonePrefix: '60' },
  { iso: 'TH', code: '764', phonePrefix: '66' },
  { iso: 'VN', code: '704', phonePrefix: '84' },
  { iso: 'PH', code: '608', phonePrefix: '63' },
  { iso: 'ID', code: '360', phonePrefix: '62' },
  { iso: 'IN', code: '356', phonePrefix: '91' },
  { iso: 'AU', code: '036', phonePrefix: '61' },
  { iso: 'NZ', code: '554', phonePrefix: '64' },
  { iso: 'US', code: '840', phonePrefix: '1' },
  { iso: 'CA', code: '124', phonePrefix: '1' },
  { iso: 'GB', code: '826', phonePrefix: '44' },
  { iso: 'DE', code: '276', phonePrefix: '49' },
  { iso: 'FR', code: '250', phonePrefix: '33' },
  { iso: 'NL', code: '528', phonePrefix: '31' },
  { iso: 'IT', code: '380', phonePrefix: '39' },
  { iso: 'ES', code: '724', phonePrefix: '34' },
  { iso: 'CH', code: '756', phonePrefix: '41' },
  { iso: 'SE', code: '752', phonePrefix: '46' },
  { iso: 'BR', code: '076', phonePrefix: '55' },
  { iso: 'MX', code: '484', phonePrefix: '52' },
]

export const billingCountryByIso = (iso: string): BillingCountry | undefined =>
  BILLING_COUNTRIES.find((c) => c.iso === iso)

export const billingCountryByCode = (code: string): BillingCountry | undefined =>
  BILLING_COUNTRIES.find((c) => c.code === code)

/**
 * A person's name on a bill: letters (Latin or Chinese), digits, spaces and `, . ( ) / -`, with
 * at least 2 letters.
 */
export function isBillingName(name: string): boolean {
  if (!/^[A-Za-z0-9\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff ,.()/-]+$/u.test(name)) return false
  return (name.match(/[A-Za-z\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/gu)?.length ?? 0) >= 2
}

/** A national phone number: 6 to 15 digits, spaces and dashes allowed between them. */
export function isBillingPhone(phone: string): boolean {
  return /^\d[\d -]{4,20}\d$/.test(phone) && phone.replace(/\D/g, '').length <= 15
    ? phone.replace(/\D/g, '').length >= 6
    : false
}

/** Amounts in US cents as the spec shows them: divided by 100, with '.00' dropped. */
export function formatUsd(cents: number): string {
  const text = (cents / 100).toFixed(2)
  return `$${text.endsWith('.00') ? text.slice(0, -3) : text}`
}
