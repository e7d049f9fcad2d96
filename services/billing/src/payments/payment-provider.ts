/**
 * What checkout and subscriptions need from a card payment provider. ECPay's in-site payment is
 * the one implementation; tests and `make dev` point it at the local fake ECPay.
 */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER')

/** Who pays, as the provider's consumer record wants it. */
export interface PayerInfo {
  /** Our user id: the provider keeps saved cards per member. */
  memberId: string
  email: string
  phone: string
  name: string
  countryCode: string
}

export interface TradeRequest {
  /** Unique per attempt, at most 20 letters and digits (ECPay's MerchantTradeNo). */
  tradeNo: string
  /** In the provider's settlement currency, whole units. */
  amount: number
  itemName: string
  payer: PayerInfo
  /** Keep the card for renewals. */
  rememberCard: boolean
  /** Where the browser comes back after 3-D Secure. */
  resultUrl: string
  /** Where the provider posts the outcome, server to server. */
  notifyUrl: string
}

export interface ProviderToken {
  token: string
  expiresAt: Date
}

/** The outcome of one payment attempt, from the provider's answer or its notification. */
export type TradeOutcome =
  | { status: 'paid'; tradeNo: string; providerTradeNo: string; cardId?: string; card4?: string }
  | {
      status: 'failed'
      tradeNo: string
      providerTradeNo?: string
      code: PaymentErrorCode
      message: string
    }
  | { status: 'pending'; tradeNo: string; providerTradeNo?: string; threeDUrl?: string }

/** A verified provider notification: one event, with a key unique to it. */
export interface ProviderNotification {
  eventKey: string
  outcome: TradeOutcome
  raw: Record<string, unknown>
}

export interface SavedCardCharge {
  tradeNo: string
  amount: number
  cardId: string
  memberId: string
  itemName: string
  notifyUrl: string
}

/**
 * A provider refusal the user can act on, with the spec's card provider error codes
 * (platform.md section 8).
 */
/** The provider's failures, as the codes the API answers with. */
export type PaymentErrorCode =
  'EcpayTokenFailed' | 'EcpayPaymentFailed' | 'EcpayTokenExpired' | 'EcpayUnknownError'

export class PaymentError extends Error {
  constructor(
    readonly code: PaymentErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'PaymentError'
  }
}

export interface PaymentProvider {
  /** A token for the member's saved cards (ECPay GetTokenbyUser). */
  createUserToken(payer: PayerInfo): Promise<ProviderToken>
  /** A token for one trade, which the card form turns into a pay token (GetTokenbyTrade). */
  createTradeToken(trade: TradeRequest): Promise<ProviderToken>
  /** Pays a trade with the card form's pay token; may ask for 3-D Secure (CreatePayment). */
  createPayment(payToken: string, tradeNo: string): Promise<TradeOutcome>
  /** The provider's view of a trade (QueryTrade); `pending` when it never saw or settled it. */
  queryTrade(tradeNo: string): Promise<TradeOutcome>
  /** A renewal on a saved card, without the payer present. */
  chargeSavedCard(charge: SavedCardCharge): Promise<TradeOutcome>
  /** Verifies and reads a notification; throws when it is forged, tampered or unreadable. */
  readNotification(body: unknown): ProviderNotification
}
