import { defineErrors, siteIdentityErrorSpecs } from '@tessera/kit'

/** Every code the billing service answers with, beside the kit's common ones. */
export const errors = defineErrors({
  ...siteIdentityErrorSpecs,
  BillingInfoNotFound: { status: 404, message: 'Billing info not found' },
  CheckoutNotFound: { status: 404, message: 'Checkout not found' },
  SiteCheckoutNotActive: {
    status: 400,
    message: 'This checkout is processing or has expired',
  },
  MissingInfo: { status: 400, message: 'Add your billing details before paying' },
  NoUpdates: { status: 400, message: 'No changes were made' },
  SubscriptionNotActive: { status: 400, message: 'This checkout has no active subscription' },
  InvalidNotification: { status: 400, message: 'The notification could not be verified' },
  site_servers_full: {
    status: 400,
    message: 'We are over capacity right now; try again later',
  },
  NoAvailableSiteServer: {
    status: 400,
    message:
      'Our site servers for this plan are over capacity: try a lower tier or try again later',
  },
  // Billing details, each rule its own code (billing-info/dto.ts).
  billing_email: { status: 400, message: 'Enter a valid e-mail' },
  billing_phone_country: { status: 400, message: 'Choose a country for the phone number' },
  billing_phone: { status: 400, message: 'Enter a valid phone number' },
  billing_name: {
    status: 400,
    message: 'At least 2 letters; letters, digits, Chinese characters, spaces and , . ( ) / - only',
  },
  billing_country: { status: 400, message: 'Choose a country' },
  billing_address: { status: 400, message: 'Enter your address' },
  // The sites service's answers to a checkout's site name and subdomain, passed on.
  // The payment provider's failures (payments/payment-provider.ts).
  EcpayTokenFailed: { status: 400, message: 'Token creation failed' },
  EcpayPaymentFailed: { status: 400, message: 'The payment failed' },
  EcpayTokenExpired: { status: 400, message: 'The payment token expired: go back and try again' },
  EcpayUnknownError: { status: 400, message: 'The payment provider did not answer' },
})
