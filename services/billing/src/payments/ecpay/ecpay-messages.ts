import { z } from 'zod'

/**
 * The parts of ECPay's in-site payment messages this service reads. Every request and answer is
 * `{MerchantID, RqHeader|RpHeader, Data}` with `Data` AES-encrypted (ecpay-crypto.ts).
 */
export const envelopeSchema = z.object({
  MerchantID: z.string().optional(),
  TransCode: z.coerce.number().optional(),
  TransMsg: z.string().optional(),
  Data: z.string().min(1),
  CheckMacValue: z.string().optional(),
})

const orderInfo = z
  .object({
    MerchantTradeNo: z.string().optional(),
    TradeNo: z.string().optional(),
    TradeAmt: z.coerce.number().optional(),
    TradeStatus: z.coerce.string().optional(),
    PaymentDate: z.string().optional(),
  })
  .partial()

const cardInfo = z
  .object({ Card4No: z.string().optional(), BindCardID: z.string().optional() })
  .partial()

export const tokenDataSchema = z.object({
  RtnCode: z.coerce.number(),
  RtnMsg: z.string().default(''),
  Token: z.string().optional(),
  TokenExpireDate: z.string().optional(),
})

export const paymentDataSchema = z.object({
  RtnCode: z.coerce.number(),
  RtnMsg: z.string().default(''),
  MerchantTradeNo: z.string().optional(),
  ThreeDInfo: z.object({ ThreeDURL: z.string().optional() }).partial().optional(),
  OrderInfo: orderInfo.optional(),
  CardInfo: cardInfo.optional(),
})

export type PaymentData = z.infer<typeof paymentDataSchema>

/** ECPay's date form, in Taiwan time: `yyyy/MM/dd HH:mm:ss`. */
export function ecpayDate(date: Date): string {
  const taipei = new Date(date.getTime() + 8 * 3600_000)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${taipei.getUTCFullYear()}/${p(taipei.getUTCMonth() + 1)}/${p(taipei.getUTCDate())} ${p(
    taipei.getUTCHours(),
  )}:${p(taipei.getUTCMinutes())}:${p(taipei.getUTCSeconds())}`
}

export function parseEcpayDate(text: string | undefined): Date | undefined {
  const m = text?.match(/^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})$/)
  if (!m) return undefined
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[]
  return new Date(Date.UTC(y!, mo! - 1, d!, h! - 8, mi!, s!))
}
