import http from 'node:http'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FakeEcpay } from '../../fake-ecpay/fake-ecpay.js'
import { PaymentError, type TradeRequest } from '../payment-provider.js'
import { EcpayProvider } from './ecpay.provider.js'

const keys = { hashKey: 'pwFHCqoQZGmho4w6', hashIv: 'EkRm7iFT261dpevs' }
const fake = new FakeEcpay({ ...keys, merchantId: '3002607', port: 0, hangMs: 1500 })
let provider: EcpayProvider
let fakeUrl: string
const notices: unknown[] = []
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (c: Buffer) => chunks.push(c))
  req.on('end', () => {
    notices.push(JSON.parse(Buffer.concat(chunks).toString()))
    res.end('1|OK')
  })
})

beforeAll(async () => {
  fakeUrl = `http://127.0.0.1:${await fake.start()}`
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r))
  provider = new EcpayProvider(
    {
      ...keys,
      merchantId: '3002607',
      paymentBaseUrl: fakeUrl,
      queryBaseUrl: fakeUrl,
      timeoutMs: 500,
    },
    pino({ level: 'silent' }),
  )
})

afterAll(async () => {
  await fake.stop()
  receiver.close()
})

let n = 0
function trade(memberId: string): TradeRequest {
  n++
  return {
    tradeNo: `T${Date.now()}${n}`.slice(0, 20),
    amount: 960,
    itemName: 'Starter monthly',
    payer: {
      memberId,
      email: 'a@example.test',
      phone: '0912345678',
      name: 'Ann',
      countryCode: '158',
    },
    rememberCard: true,
    resultUrl: 'http://127.0.0.1/result',
    notifyUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/notify`,
  }
}

async function payToken(token: string, cardNumber: string): Promise<string> {
  const res = await fetch(`${fakeUrl}/sdk/pay-token`, {
    method: 'POST',
    body: JSON.stringify({ token, cardNumber }),
  })
  return ((await res.json()) as { PayToken: string }).PayToken
}

describe('ECPay adapter against the local fake', () => {
  it('pays with a pay token, notifies once, and queries the trade as paid', async () => {
    const t = trade('member-a')
    const { token } = await provider.createTradeToken(t)
    const result = await provider.createPayment(
      await payToken(token, '4311952222222222'),
      t.tradeNo,
    )
    expect(result).toMatchObject({ status: 'paid', tradeNo: t.tradeNo, card4: '2222' })
    expect(result.status === 'paid' && result.cardId).toBeTruthy()
    await expect.poll(() => notices.length).toBeGreaterThan(0)
    const notice = provider.readNotification(notices.at(-1))
    expect(notice.outcome.status).toBe('paid')
    expect(notice.eventKey).toMatch(new RegExp(`^ecpay:${t.tradeNo}:`))
    expect(await provider.queryTrade(t.tradeNo)).toMatchObject({ status: 'paid' })
    // A saved-card charge needs the card the first payment bound.
    const charge = await provider.chargeSavedCard({
      tradeNo: `R${t.tradeNo}`.slice(0, 20),
      amount: 960,
      cardId: result.status === 'paid' ? result.cardId! : '',
      memberId: 'member-a',
      itemName: 'renewal',
      notifyUrl: t.notifyUrl,
    })
    expect(charge.status).toBe('paid')
  })

  it('answers a declined card, a 3-D Secure redirect, and a refused forged notification', async () => {
    const declined = trade('member-b')
    const a = await provider.createTradeToken(declined)
    expect(
      await provider.createPayment(await payToken(a.token, '4000000000000002'), declined.tradeNo),
    ).toMatchObject({ status: 'failed', code: 'EcpayPaymentFailed' })

    const secure = trade('member-c')
    const b = await provider.createTradeToken(secure)
    const pending = await provider.createPayment(
      await payToken(b.token, '4000000000003220'),
      secure.tradeNo,
    )
    expect(pending.status === 'pending' && pending.threeDUrl).toContain(`/3ds/${secure.tradeNo}`)

    const forged = trade('member-d')
    const c = await provider.createTradeToken(forged)
    const before = notices.length
    await provider.createPayment(await payToken(c.token, '4000000000000341'), forged.tradeNo)
    await expect.poll(() => notices.length).toBeGreaterThan(before)
    expect(() => provider.readNotification(notices.at(-1))).toThrow(/CheckMacValue/)
    expect(() => provider.readNotification({ Data: 'AAAA' })).toThrow()
  })

  it('turns a timeout into an unknown payment error while the trade is paid at the provider', async () => {
    const t = trade('member-e')
    const { token } = await provider.createTradeToken(t)
    await expect(
      provider.createPayment(await payToken(token, '4000000000000119'), t.tradeNo),
    ).rejects.toEqual(new PaymentError('EcpayUnknownError', 'The payment provider did not answer'))
    expect(await provider.queryTrade(t.tradeNo)).toMatchObject({ status: 'paid' })
    expect(await provider.queryTrade('NEVERSEEN1')).toMatchObject({ status: 'pending' })
  })

  it('refuses a reused pay token as expired', async () => {
    const t = trade('member-f')
    const { token } = await provider.createTradeToken(t)
    const pay = await payToken(token, '4311952222222222')
    await provider.createPayment(pay, t.tradeNo)
    expect(await provider.createPayment(pay, t.tradeNo)).toMatchObject({
      status: 'failed',
      code: 'EcpayTokenExpired',
    })
  })
})
