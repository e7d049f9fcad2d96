/**
 * The payment provider's card form: ECPay's JavaScript SDK (or, in dev and tests, the local fake's
 * script of the same shape), loaded from the address the billing service gives with the token.
 */
interface EcpaySdk {
  initialize(serverType: string, isLoading: number, callback: (error: unknown) => void): void
  createPayment(
    token: string,
    language: string,
    callback: (error: unknown) => void,
    version: string,
  ): void
  getPayToken(callback: (info: { PayToken?: string } | null, error: unknown) => void): void
}

declare global {
  interface Window {
    ECPay?: EcpaySdk
  }
}

/** Where the SDK draws the card fields. */
export const CARD_FORM_ID = 'ECPayPayment'

const loaded = new Map<string, Promise<EcpaySdk>>()

function loadSdk(url: string): Promise<EcpaySdk> {
  let promise = loaded.get(url)
  if (!promise) {
    promise = new Promise<EcpaySdk>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = url
      script.async = true
      script.onload = () => (window.ECPay ? resolve(window.ECPay) : reject(new Error('no SDK')))
      script.onerror = () => reject(new Error('card form failed to load'))
      document.head.append(script)
    })
    promise.catch(() => loaded.delete(url))
    loaded.set(url, promise)
  }
  return promise
}

export interface CardForm {
  /** The pay token for what the buyer typed, or a thrown message the SDK gave. */
  payToken(): Promise<string>
}

/** Loads the SDK and draws the card form for a trade token into #ECPayPayment. */
export async function openCardForm(
  sdkUrl: string,
  token: string,
  locale: string,
): Promise<CardForm> {
  const sdk = await loadSdk(sdkUrl)
  const serverType = /stage|127\.0\.0\.1|localhost/.test(sdkUrl) ? 'Stage' : 'Prod'
  await new Promise<void>((resolve, reject) =>
    sdk.initialize(serverType, 1, (error) =>
      error ? reject(new Error(String(error))) : resolve(),
    ),
  )
  await new Promise<void>((resolve, reject) =>
    sdk.createPayment(
      token,
      locale === 'zh-tw' ? 'zh-TW' : 'en-US',
      (error) => (error ? reject(new Error(String(error))) : resolve()),
      'V2',
    ),
  )
  return {
    payToken: () =>
      new Promise<string>((resolve, reject) =>
        sdk.getPayToken((info, error) =>
          info?.PayToken ? resolve(info.PayToken) : reject(new Error(String(error ?? 'card'))),
        ),
      ),
  }
}
