import { defineErrors } from '@tessera/kit'

/** Every code the billing service answers with, beside the kit's common ones. */
export const errors = defineErrors({
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
  // The payment provider's failures (payments/payment-provider.ts).
  EcpayTokenFailed: { status: 400, message: 'Token creation failed' },
  EcpayPaymentFailed: { status: 400, message: 'The payment failed' },
  EcpayTokenExpired: { status: 400, message: 'The payment token expired: go back and try again' },
  EcpayUnknownError: { status: 400, message: 'The payment provider did not answer' },
})
