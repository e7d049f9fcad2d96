import { FakeEcpay } from './fake-ecpay.js'

// The local fake ECPay: `make dev` and the integration tests start it beside the services.
const env = process.env
const fake = new FakeEcpay({
  merchantId: env.ECPAY_MERCHANT_ID ?? '3002607',
  hashKey: env.ECPAY_HASH_KEY ?? 'pwFHCqoQZGmho4w6',
  hashIv: env.ECPAY_HASH_IV ?? 'EkRm7iFT261dpevs',
  port: Number(env.PORT ?? 3090),
  host: env.HOST ?? '127.0.0.1',
  hangMs: Number(env.FAKE_ECPAY_HANG_MS ?? 60_000),
})
const port = await fake.start()
console.log(JSON.stringify({ level: 30, time: Date.now(), msg: 'fake ECPay listening', port }))
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void fake.stop().then(() => process.exit(0)))
}
