import { randomBytes } from 'node:crypto'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  dataCheckMacValue,
  decryptJson,
  encryptData,
  type EcpayKeys,
} from '../payments/ecpay/ecpay-crypto.js'

/**
 * A local stand-in for ECPay's in-site payment API, with the same crypto, for `make dev` and the
 * tests. Scenarios are chosen per member (our user id) through `POST /__scenario`, or by the card
 * number typed into its card form.
 */
export const SCENARIOS = [
  'success',
  'decline',
  '3ds',
  'timeout',
  'duplicate_notification',
  'bad_check_value',
  'renewal_failures',
] as const
export type Scenario = (typeof SCENARIOS)[number]

/** Card numbers for the fake's card form (ECPay's stage test card pays). */
export const TEST_CARDS: Record<string, Scenario> = {
  '4311952222222222': 'success',
  '4000000000000002': 'decline',
  '4000000000003220': '3ds',
  '4000000000000119': 'timeout',
  '4000000000000259': 'duplicate_notification',
  '4000000000000341': 'bad_check_value',
}

export interface FakeEcpayOptions extends EcpayKeys {
  merchantId: string
  port: number
  host?: string
  /** How long a `timeout` payment keeps the caller waiting before answering. */
  hangMs?: number
}

interface Trade {
  tradeNo: string
  amount: number
  memberId: string
  notifyUrl: string
  resultUrl: string
  rememberCard: boolean
  itemName: string
  status: 'created' | 'paid' | 'failed'
  providerTradeNo: string
  scenario?: Scenario
  card4: string
  cardId: string
  notifications: number
  /** Notifications the merchant has answered (or that failed to reach it): tests wait on it. */
  answered: number
}

interface MemberScenario {
  scenario: Scenario
  /** For renewal_failures: how many saved-card charges fail before one succeeds. */
  remaining: number
}

const id = (n: number) => randomBytes(n).toString('hex').slice(0, n)
const member = (value: unknown) => String(value ?? '').replace(/-/g, '')
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export class FakeEcpay {
  private readonly trades = new Map<string, Trade>()
  private readonly tradeTokens = new Map<string, string>()
  private readonly payTokens = new Map<string, { tradeNo: string; scenario?: Scenario }>()
  private readonly userTokens = new Set<string>()
  private readonly scenarios = new Map<string, MemberScenario>()
  private readonly cards = new Map<string, string>()
  private server: http.Server | undefined

  constructor(private readonly options: FakeEcpayOptions) {}

  async start(): Promise<number> {
    this.server = http.createServer((req, res) => {
      this.route(req, res).catch((error: unknown) => {
        console.error(error)
        if (!res.headersSent) res.writeHead(500).end()
      })
    })
    await new Promise<void>((resolve) =>
      this.server!.listen(this.options.port, this.options.host ?? '127.0.0.1', resolve),
    )
    return (this.server.address() as AddressInfo).port
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections()
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    )
  }

  private envelope(data: object): string {
    return JSON.stringify({
      MerchantID: this.options.merchantId,
      RpHeader: { Timestamp: Math.floor(Date.now() / 1000) },
      TransCode: 1,
      TransMsg: 'Success',
      Data: encryptData(JSON.stringify(data), this.options),
    })
  }

  private json(res: ServerResponse, status: number, body: string): void {
    res.writeHead(status, { 'content-type': 'application/json' }).end(body)
  }

  private async request(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
    try {
      const body = JSON.parse(await readBody(req)) as { MerchantID?: string; Data?: string }
      if (body.MerchantID !== this.options.merchantId || typeof body.Data !== 'string') return
      return decryptJson(body.Data, this.options) as Record<string, unknown>
    } catch {
      return undefined
    }
  }

  private scenarioFor(memberId: string): MemberScenario | undefined {
    return this.scenarios.get(member(memberId))
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake')
    const path = url.pathname
    if (req.method === 'GET' && (path === '/health/ready' || path === '/health/live')) {
      return this.json(res, 200, '{"status":"ok"}')
    }
    if (req.method === 'GET' && path === '/sdk.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' })
      return void res.end(sdkScript(`http://${req.headers.host ?? '127.0.0.1'}`))
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'POST, GET',
        'access-control-allow-headers': 'content-type',
      })
      return void res.end()
    }
    if (req.method === 'POST' && path === '/sdk/pay-token') return this.sdkPayToken(req, res)
    if (path.startsWith('/3ds/'))
      return this.threeDSecure(req, res, decodeURIComponent(path.slice(5)))
    if (req.method === 'POST' && path === '/__scenario') return this.setScenario(req, res)
    if (req.method === 'GET' && path === '/__trades') {
      const wanted = url.searchParams.get('member')
      const list = [...this.trades.values()].filter((t) => !wanted || t.memberId === member(wanted))
      return this.json(res, 200, JSON.stringify(list))
    }
    if (req.method === 'POST' && path.startsWith('/__notify/')) {
      const trade = this.trades.get(decodeURIComponent(path.slice('/__notify/'.length)))
      if (!trade) return this.json(res, 404, '{}')
      return this.json(res, 200, JSON.stringify({ answer: await this.notify(trade) }))
    }
    if (req.method !== 'POST') return this.json(res, 404, '{}')

    const data = await this.request(req)
    if (!data)
      return this.json(res, 400, JSON.stringify({ TransCode: 999, TransMsg: 'Bad request' }))
    switch (path) {
      case '/Merchant/GetTokenbyUser':
        return this.json(res, 200, this.envelope(this.userToken(data)))
      case '/Merchant/GetTokenbyTrade':
        return this.json(res, 200, this.envelope(this.tradeToken(data)))
      case '/Merchant/CreatePayment':
        return this.createPayment(res, data)
      case '/Merchant/CreatePaymentWithCardID':
        return this.json(res, 200, this.envelope(await this.chargeCard(data)))
      case '/1.0.0/Cashier/QueryTrade':
        return this.json(res, 200, this.envelope(this.query(data)))
      default:
        return this.json(res, 404, '{}')
    }
  }

  private expiry(): string {
    const t = new Date(Date.now() + 8 * 3600_000 + 30 * 60_000)
    const p = (n: number) => String(n).padStart(2, '0')
    return `${t.getUTCFullYear()}/${p(t.getUTCMonth() + 1)}/${p(t.getUTCDate())} ${p(t.getUTCHours())}:${p(t.getUTCMinutes())}:${p(t.getUTCSeconds())}`
  }

  private userToken(data: Record<string, unknown>): object {
    const consumer = data.ConsumerInfo as { MerchantMemberID?: string } | undefined
    if (!consumer?.MerchantMemberID)
      return { RtnCode: 10100050, RtnMsg: 'MerchantMemberID required' }
    const token = `u${id(31)}`
    this.userTokens.add(token)
    return { RtnCode: 1, RtnMsg: 'Success', Token: token, TokenExpireDate: this.expiry() }
  }

  private tradeToken(data: Record<string, unknown>): object {
    const order = data.OrderInfo as Record<string, unknown> | undefined
    const card = data.CardInfo as Record<string, unknown> | undefined
    const consumer = data.ConsumerInfo as Record<string, unknown> | undefined
    const tradeNo = String(order?.MerchantTradeNo ?? '')
    const amount = Number(order?.TotalAmount)
    if (!/^[A-Za-z0-9]{1,20}$/.test(tradeNo) || !Number.isInteger(amount) || amount <= 0) {
      return { RtnCode: 10100001, RtnMsg: 'Invalid OrderInfo' }
    }
    const existing = this.trades.get(tradeNo)
    if (existing && existing.status !== 'created') {
      return { RtnCode: 10200070, RtnMsg: 'MerchantTradeNo is duplicated' }
    }
    this.trades.set(tradeNo, {
      tradeNo,
      amount,
      memberId: member(consumer?.MerchantMemberID),
      notifyUrl: String(order?.ReturnURL ?? ''),
      resultUrl: String(card?.OrderResultURL ?? ''),
      rememberCard: data.RememberCard === 1,
      itemName: String(order?.ItemName ?? ''),
      status: 'created',
      providerTradeNo: `${Date.now().toString().slice(-10)}${id(6)}`.slice(0, 16),
      card4: '2222',
      cardId: '',
      notifications: 0,
      answered: 0,
    })
    const token = `t${id(31)}`
    this.tradeTokens.set(token, tradeNo)
    return { RtnCode: 1, RtnMsg: 'Success', Token: token, TokenExpireDate: this.expiry() }
  }

  private async sdkPayToken(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const headers = { 'content-type': 'application/json', 'access-control-allow-origin': '*' }
    let body: { token?: string; cardNumber?: string }
    try {
      body = JSON.parse(await readBody(req)) as typeof body
    } catch {
      body = {}
    }
    const tradeNo = body.token ? this.tradeTokens.get(body.token) : undefined
    const number = String(body.cardNumber ?? '').replace(/\D/g, '')
    if (!tradeNo) {
      res
        .writeHead(400, headers)
        .end(JSON.stringify({ RtnCode: 10200047, RtnMsg: 'Token expired' }))
      return
    }
    if (number.length < 13) {
      res.writeHead(400, headers).end(JSON.stringify({ RtnCode: 10100112, RtnMsg: 'Card number' }))
      return
    }
    const payToken = `p${id(31)}`
    this.payTokens.set(payToken, { tradeNo, scenario: TEST_CARDS[number] })
    const trade = this.trades.get(tradeNo)
    if (trade) trade.card4 = number.slice(-4)
    res.writeHead(200, headers).end(JSON.stringify({ RtnCode: 1, PayToken: payToken }))
  }

  private paidData(trade: Trade, code = 1): object {
    return {
      RtnCode: code,
      RtnMsg: code === 1 ? 'Success' : 'Authorization failed',
      MerchantID: this.options.merchantId,
      OrderInfo: {
        MerchantTradeNo: trade.tradeNo,
        TradeNo: trade.providerTradeNo,
        TradeAmt: trade.amount,
        TradeStatus: trade.status === 'paid' ? '1' : '0',
        PaymentDate: '',
      },
      CardInfo: { Card4No: trade.card4, BindCardID: trade.cardId },
    }
  }

  private settle(trade: Trade, paid: boolean): void {
    trade.status = paid ? 'paid' : 'failed'
    if (paid && trade.rememberCard) {
      trade.cardId = this.cards.get(trade.memberId) ?? `card${id(12)}`
      this.cards.set(trade.memberId, trade.cardId)
    }
  }

  private async createPayment(res: ServerResponse, data: Record<string, unknown>): Promise<void> {
    const pay = this.payTokens.get(String(data.PayToken ?? ''))
    if (!pay || pay.tradeNo !== data.MerchantTradeNo) {
      return this.json(res, 200, this.envelope({ RtnCode: 10200047, RtnMsg: 'PayToken expired' }))
    }
    this.payTokens.delete(String(data.PayToken))
    const trade = this.trades.get(pay.tradeNo)!
    if (trade.status !== 'created') {
      return this.json(res, 200, this.envelope({ RtnCode: 10200070, RtnMsg: 'Trade already paid' }))
    }
    const scenario = this.scenarioFor(trade.memberId)?.scenario ?? pay.scenario ?? 'success'
    trade.scenario = scenario
    switch (scenario) {
      case 'decline':
        this.settle(trade, false)
        this.json(res, 200, this.envelope(this.paidData(trade, 10100248)))
        void this.notify(trade, 10100248)
        return
      case '3ds':
        return this.json(
          res,
          200,
          this.envelope({
            ...this.paidData(trade),
            ThreeDInfo: { ThreeDURL: `${this.selfUrl()}/3ds/${trade.tradeNo}` },
          }),
        )
      case 'timeout':
        // The order goes through at ECPay, but the answer never comes in time and no notice follows.
        this.settle(trade, true)
        await sleep(this.options.hangMs ?? 60_000)
        return this.json(res, 200, this.envelope(this.paidData(trade)))
      case 'bad_check_value':
        // Paid, but the answer says "in progress" and the notice carries a forged check value.
        this.settle(trade, true)
        this.json(
          res,
          200,
          this.envelope({
            ...this.paidData(trade),
            OrderInfo: { MerchantTradeNo: trade.tradeNo, TradeStatus: '0' },
          }),
        )
        void this.notify(trade, 1, { badCheckValue: true })
        return
      case 'duplicate_notification':
        this.settle(trade, true)
        this.json(
          res,
          200,
          this.envelope({
            ...this.paidData(trade),
            OrderInfo: { MerchantTradeNo: trade.tradeNo, TradeStatus: '0' },
          }),
        )
        void (async () => {
          await this.notify(trade)
          // A stale "failed" notice arriving after the payment, then the same success again.
          await this.notify(trade, 10100248)
          await this.notify(trade)
          await this.notify(trade)
        })()
        return
      default:
        this.settle(trade, true)
        this.json(res, 200, this.envelope(this.paidData(trade)))
        void this.notify(trade)
    }
  }

  private selfUrl(): string {
    const address = this.server!.address() as AddressInfo
    return `http://127.0.0.1:${address.port}`
  }

  private async chargeCard(data: Record<string, unknown>): Promise<object> {
    const order = data.OrderInfo as Record<string, unknown> | undefined
    const consumer = data.ConsumerInfo as Record<string, unknown> | undefined
    const memberId = member(consumer?.MerchantMemberID)
    const tradeNo = String(order?.MerchantTradeNo ?? '')
    if (this.cards.get(memberId) !== data.BindCardID) {
      return { RtnCode: 10100112, RtnMsg: 'Card not found' }
    }
    const existing = this.trades.get(tradeNo)
    if (existing) {
      // Same MerchantTradeNo again: ECPay refuses to charge twice.
      return { RtnCode: 10200070, RtnMsg: 'MerchantTradeNo is duplicated' }
    }
    const trade: Trade = {
      tradeNo,
      amount: Number(order?.TotalAmount),
      memberId,
      notifyUrl: String(order?.ReturnURL ?? ''),
      resultUrl: '',
      rememberCard: false,
      itemName: String(order?.ItemName ?? ''),
      status: 'created',
      providerTradeNo: `${Date.now().toString().slice(-10)}${id(6)}`.slice(0, 16),
      card4: '2222',
      cardId: String(data.BindCardID),
      notifications: 0,
      answered: 0,
    }
    this.trades.set(tradeNo, trade)
    const rule = this.scenarioFor(memberId)
    if (rule?.scenario === 'renewal_failures' && rule.remaining > 0) {
      rule.remaining--
      this.settle(trade, false)
      return this.paidData(trade, 10100248)
    }
    if (rule?.scenario === 'decline') {
      this.settle(trade, false)
      return this.paidData(trade, 10100248)
    }
    trade.status = 'paid'
    return this.paidData(trade)
  }

  private query(data: Record<string, unknown>): object {
    const trade = this.trades.get(String(data.MerchantTradeNo ?? ''))
    if (!trade) return { RtnCode: 10200073, RtnMsg: 'Trade not found' }
    if (trade.status === 'failed') return this.paidData(trade, 10100248)
    return this.paidData(trade)
  }

  private async setScenario(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body: { member?: string; scenario?: string; times?: number }
    try {
      body = JSON.parse(await readBody(req)) as typeof body
    } catch {
      body = {}
    }
    if (!body.member || !SCENARIOS.includes(body.scenario as Scenario)) {
      return this.json(
        res,
        400,
        JSON.stringify({ error: `member and one of ${SCENARIOS.join(', ')}` }),
      )
    }
    this.scenarios.set(member(body.member), {
      scenario: body.scenario as Scenario,
      remaining: Number(body.times ?? 0),
    })
    return this.json(res, 200, '{}')
  }

  private async threeDSecure(req: IncomingMessage, res: ServerResponse, tradeNo: string) {
    const trade = this.trades.get(tradeNo)
    if (!trade) return this.json(res, 404, '{}')
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return void res.end(`<!doctype html><meta charset="utf-8"><title>3-D Secure</title>
<body style="font-family:system-ui;max-width:420px;margin:60px auto">
<h1>3-D Secure (test)</h1><p>Amount ${trade.amount} · card ending ${escapeHtml(trade.card4)}</p>
<form method="post"><button name="result" value="pass" id="authenticate">Authenticate</button>
<button name="result" value="fail" id="fail">Fail</button></form></body>`)
    }
    const form = new URLSearchParams(await readBody(req))
    if (trade.status === 'created') this.settle(trade, form.get('result') === 'pass')
    const code = trade.status === 'paid' ? 1 : 10100248
    void this.notify(trade, code)
    // Like ECPay: the browser posts the signed result to the merchant's OrderResultURL.
    const resultData = this.notification(trade, code)
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html><meta charset="utf-8"><body onload="document.forms[0].submit()">
<form method="post" action="${escapeHtml(trade.resultUrl)}"><input type="hidden" name="ResultData" value="${escapeHtml(resultData)}">
<noscript><button>Continue</button></noscript></form></body>`)
  }

  private notification(trade: Trade, code: number, forge = false): string {
    const plain = JSON.stringify(this.paidData(trade, code))
    const check = dataCheckMacValue(plain, this.options)
    return JSON.stringify({
      MerchantID: this.options.merchantId,
      RpHeader: { Timestamp: Math.floor(Date.now() / 1000) },
      TransCode: 1,
      TransMsg: 'Success',
      Data: encryptData(plain, this.options),
      CheckMacValue: forge ? check.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) : check,
    })
  }

  /** Posts the trade's result to its ReturnURL, as ECPay does; returns the merchant's answer. */
  private async notify(trade: Trade, code = 1, { badCheckValue = false } = {}): Promise<string> {
    if (!trade.notifyUrl) return ''
    trade.notifications++
    try {
      const res = await fetch(trade.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: this.notification(trade, code, badCheckValue),
        signal: AbortSignal.timeout(10_000),
      })
      return await res.text()
    } catch (error) {
      console.error(`fake-ecpay: notifying ${trade.notifyUrl} failed`, error)
      return ''
    } finally {
      trade.answered++
    }
  }
}

/** The fake's card form, shaped like ECPay's JavaScript SDK (initialize, createPayment, getPayToken). */
function sdkScript(base: string): string {
  return `(function () {
  var state = { token: null };
  function container() { return document.getElementById('ECPayPayment'); }
  window.ECPay = {
    initialize: function (mode, lang, cb) { if (cb) cb(null); },
    createPayment: function (token, lang, cb) {
      state.token = token;
      var el = container();
      if (el) {
        el.innerHTML = '<label style="display:block">Card number (test)<br>' +
          '<input id="fake-ecpay-card" inputmode="numeric" autocomplete="off" value="4311 9522 2222 2222" ' +
          'style="width:100%;padding:8px;font-size:16px"></label>' +
          '<small>4000 0000 0000 3220: 3-D Secure · 4000 0000 0000 0002: declined</small>';
      }
      if (cb) cb(null);
    },
    getPayToken: function (cb) {
      var input = document.getElementById('fake-ecpay-card');
      fetch(${JSON.stringify(base)} + '/sdk/pay-token', {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: state.token, cardNumber: input ? input.value : '' })
      }).then(function (r) { return r.json(); }).then(function (body) {
        if (body.PayToken) cb({ PayToken: body.PayToken }, null);
        else cb(null, body.RtnMsg || 'Card refused');
      }, function () { cb(null, 'Network error'); });
    }
  };
})();
`
}
