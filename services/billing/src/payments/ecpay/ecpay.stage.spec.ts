import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { EcpayProvider } from './ecpay.provider.js'

/**
 * Against ECPay's real stage, only when asked (ECPAY_STAGE=1): the adapter's requests are accepted
 * and its answers decrypt. Credentials come from the environment; the defaults are ECPay's
 * published stage merchant.
 */
const env = process.env
describe.skipIf(env.ECPAY_STAGE !== '1')('ECPay stage', () => {
  const provider = new EcpayProvider(
    {
      merchantId: env.ECPAY_MERCHANT_ID ?? '3002607',
      hashKey: env.ECPAY_HASH_KEY ?? 'pwFHCqoQZGmho4w6',
      hashIv: env.ECPAY_HASH_IV ?? 'EkRm7iFT261dpevs',
      paymentBaseUrl: env.ECPAY_PAYMENT_URL ?? 'https://ecpg-stage.ecpay.com.tw',
      queryBaseUrl: env.ECPAY_QUERY_URL ?? 'https://ecpayment-stage.ecpay.com.tw',
      timeoutMs: 20_000,
    },
    pino({ level: 'silent' }),
  )

  it('gets a trade token, and finds no paid trade for it', async () => {
    const tradeNo = `T${Date.now()}`.slice(0, 20)
    const token = await provider.createTradeToken({
      tradeNo,
      amount: 100,
      itemName: 'Tessera stage check',
      payer: {
        memberId: 'stage-check',
        email: 'stage@example.test',
        phone: '0912345678',
        name: 'Stage Check',
        countryCode: '158',
      },
      rememberCard: false,
      resultUrl: 'https://example.test/result',
      notifyUrl: 'https://example.test/notify',
    })
    expect(token.token.length).toBeGreaterThan(10)
    expect(await provider.queryTrade(tradeNo)).toMatchObject({ status: 'pending' })
  }, 60_000)
})
