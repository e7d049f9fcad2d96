import type { Logger } from 'pino'
import {
  PaymentError,
  type PayerInfo,
  type PaymentProvider,
  type ProviderNotification,
  type ProviderToken,
  type SavedCardCharge,
  type TradeOutcome,
  type TradeRequest,
} from '../payment-provider.js'
import {
  dataCheckMacValue,
  decryptData,
  encryptJson,
  sameCheckValue,
  type EcpayKeys,
} from './ecpay-crypto.js'
import {
  ecpayDate,
  envelopeSchema,
  parseEcpayDate,
  paymentDataSchema,
  tokenDataSchema,
  type PaymentData,
} from './ecpay-messages.js'

export interface EcpayOptions extends EcpayKeys {
  merchantId: string
  /** Token and payment calls (`/Merchant/...`): ecpg(-stage).ecpay.com.tw. */
  paymentBaseUrl: string
  /** Trade queries (`/1.0.0/Cashier/QueryTrade`): ecpayment(-stage).ecpay.com.tw. */
  queryBaseUrl: string
  timeoutMs: number
}

/** ECPay RtnCodes that mean the token or the reservation behind it ran out. */
const EXPIRED_CODES = new Set([10200047, 10200048, 10200115])
/** "MerchantTradeNo is duplicated": ECPay already has this trade, so its outcome is elsewhere. */
const DUPLICATE_TRADE = 10200070

/** ECPay's in-site payment API (站內付 2.0), spoken as its developer documentation gives it. */
export class EcpayProvider implements PaymentProvider {
  constructor(
    private readonly options: EcpayOptions,
    private readonly logger: Logger,
  ) {}

  private async call(baseUrl: string, path: string, data: object): Promise<unknown> {
    const body = {
      MerchantID: this.options.merchantId,
      RqHeader: { Timestamp: Math.floor(Date.now() / 1000) },
      Data: encryptJson({ MerchantID: this.options.merchantId, ...data }, this.options),
    }
    let res: Response
    try {
      res = await fetch(new URL(path, baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      })
    } catch (error) {
      this.logger.warn({ err: error, path }, 'ECPay did not answer')
      throw new PaymentError('EcpayUnknownError', 'The payment provider did not answer')
    }
    const envelope = envelopeSchema.safeParse(await res.json().catch(() => undefined))
    if (!res.ok || !envelope.success || envelope.data.TransCode !== 1) {
      this.logger.warn({ path, status: res.status }, 'ECPay refused the request')
      throw new PaymentError('EcpayUnknownError', 'The payment provider refused the request')
    }
    try {
      return JSON.parse(decryptData(envelope.data.Data, this.options)) as unknown
    } catch {
      throw new PaymentError('EcpayUnknownError', 'The payment provider answered unreadably')
    }
  }

  private consumer(payer: PayerInfo) {
    return {
      MerchantMemberID: payer.memberId.replace(/-/g, ''),
      Email: payer.email,
      Phone: payer.phone,
      Name: payer.name,
      CountryCode: payer.countryCode,
    }
  }

  private token(data: unknown): ProviderToken {
    const parsed = tokenDataSchema.safeParse(data)
    if (!parsed.success || parsed.data.RtnCode !== 1 || !parsed.data.Token) {
      throw new PaymentError('EcpayTokenFailed', parsed.data?.RtnMsg || 'Token creation failed')
    }
    return {
      token: parsed.data.Token,
      expiresAt: parseEcpayDate(parsed.data.TokenExpireDate) ?? new Date(Date.now() + 30 * 60_000),
    }
  }

  async createUserToken(payer: PayerInfo): Promise<ProviderToken> {
    return this.token(
      await this.call(this.options.paymentBaseUrl, '/Merchant/GetTokenbyUser', {
        ConsumerInfo: this.consumer(payer),
      }),
    )
  }

  async createTradeToken(trade: TradeRequest): Promise<ProviderToken> {
    return this.token(
      await this.call(this.options.paymentBaseUrl, '/Merchant/GetTokenbyTrade', {
        RememberCard: trade.rememberCard ? 1 : 0,
        PaymentUIType: 2,
        ChoosePaymentList: '1',
        OrderInfo: {
          MerchantTradeDate: ecpayDate(new Date()),
          MerchantTradeNo: trade.tradeNo,
          TotalAmount: trade.amount,
          ReturnURL: trade.notifyUrl,
          TradeDesc: 'Tessera',
          ItemName: trade.itemName,
        },
        CardInfo: { OrderResultURL: trade.resultUrl, Redeem: 0 },
        ConsumerInfo: this.consumer(trade.payer),
      }),
    )
  }

  async createPayment(payToken: string, tradeNo: string): Promise<TradeOutcome> {
    const data = await this.call(this.options.paymentBaseUrl, '/Merchant/CreatePayment', {
      PayToken: payToken,
      MerchantTradeNo: tradeNo,
    })
    return outcome(data, tradeNo, 'EcpayPaymentFailed')
  }

  async queryTrade(tradeNo: string): Promise<TradeOutcome> {
    const data = await this.call(this.options.queryBaseUrl, '/1.0.0/Cashier/QueryTrade', {
      MerchantTradeNo: tradeNo,
    })
    const parsed = paymentDataSchema.safeParse(data)
    if (!parsed.success) throw new PaymentError('EcpayUnknownError', 'Unreadable trade query')
    // A trade ECPay never saw, or one not settled yet, is still open.
    if (parsed.data.RtnCode !== 1) return { status: 'pending', tradeNo }
    return tradeOutcome(parsed.data, tradeNo)
  }

  async chargeSavedCard(charge: SavedCardCharge): Promise<TradeOutcome> {
    const data = await this.call(this.options.paymentBaseUrl, '/Merchant/CreatePaymentWithCardID', {
      BindCardID: charge.cardId,
      OrderInfo: {
        MerchantTradeDate: ecpayDate(new Date()),
        MerchantTradeNo: charge.tradeNo,
        TotalAmount: charge.amount,
        ReturnURL: charge.notifyUrl,
        TradeDesc: 'Tessera renewal',
        ItemName: charge.itemName,
      },
      ConsumerInfo: { MerchantMemberID: charge.memberId.replace(/-/g, '') },
    })
    return outcome(data, charge.tradeNo, 'EcpayPaymentFailed')
  }

  readNotification(body: unknown): ProviderNotification {
    const envelope = envelopeSchema.safeParse(body)
    if (!envelope.success) throw new Error('not an ECPay notification')
    if (envelope.data.MerchantID && envelope.data.MerchantID !== this.options.merchantId) {
      throw new Error('notification for another merchant')
    }
    const plain = decryptData(envelope.data.Data, this.options)
    const expected = dataCheckMacValue(plain, this.options)
    if (!envelope.data.CheckMacValue || !sameCheckValue(envelope.data.CheckMacValue, expected)) {
      throw new Error('CheckMacValue mismatch')
    }
    const data = paymentDataSchema.parse(JSON.parse(plain))
    const tradeNo = data.OrderInfo?.MerchantTradeNo ?? data.MerchantTradeNo
    if (!tradeNo) throw new Error('notification without MerchantTradeNo')
    const result =
      data.RtnCode === 1 ? tradeOutcome(data, tradeNo) : failed(data, tradeNo, 'EcpayPaymentFailed')
    return {
      eventKey: `ecpay:${tradeNo}:${data.OrderInfo?.TradeNo ?? '-'}:${data.RtnCode}`,
      outcome: result,
      raw: data as Record<string, unknown>,
    }
  }
}

function failed(data: PaymentData, tradeNo: string, code: 'EcpayPaymentFailed'): TradeOutcome {
  return {
    status: 'failed',
    tradeNo,
    providerTradeNo: data.OrderInfo?.TradeNo,
    code: EXPIRED_CODES.has(data.RtnCode) ? 'EcpayTokenExpired' : code,
    message: data.RtnMsg || 'Payment failed',
  }
}

function tradeOutcome(data: PaymentData, tradeNo: string): TradeOutcome {
  const providerTradeNo = data.OrderInfo?.TradeNo
  if (data.OrderInfo?.TradeStatus === '1' && providerTradeNo) {
    return {
      status: 'paid',
      tradeNo,
      providerTradeNo,
      cardId: data.CardInfo?.BindCardID,
      card4: data.CardInfo?.Card4No,
    }
  }
  return { status: 'pending', tradeNo, providerTradeNo }
}

function outcome(data: unknown, tradeNo: string, code: 'EcpayPaymentFailed'): TradeOutcome {
  const parsed = paymentDataSchema.safeParse(data)
  if (!parsed.success) throw new PaymentError('EcpayUnknownError', 'Unreadable payment answer')
  if (parsed.data.RtnCode === DUPLICATE_TRADE) return { status: 'pending', tradeNo }
  if (parsed.data.RtnCode !== 1) return failed(parsed.data, tradeNo, code)
  const threeDUrl = parsed.data.ThreeDInfo?.ThreeDURL
  if (threeDUrl) {
    return {
      status: 'pending',
      tradeNo,
      providerTradeNo: parsed.data.OrderInfo?.TradeNo,
      threeDUrl,
    }
  }
  return tradeOutcome(parsed.data, tradeNo)
}
