import { waitFor } from './wait.js'

/** A message as the local SMTP sink stored it. */
export interface SunkMail {
  id: string
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  date: string
}

export interface WaitForMailOptions {
  count?: number
  timeoutMs?: number
  match?: (mail: SunkMail) => boolean
}

/** Reads mail delivered to the dev/test SMTP sink (infra/local/smtp-sink.mjs). */
export class MailSinkClient {
  constructor(private readonly baseUrl: string) {}

  async list(to: string): Promise<SunkMail[]> {
    const res = await fetch(new URL(`/messages?to=${encodeURIComponent(to)}`, this.baseUrl))
    if (!res.ok) throw new Error(`mail sink answered ${res.status}`)
    return (await res.json()) as SunkMail[]
  }

  /** Waits for the `count`-th message to `to` (1-based) that `match` accepts, and returns it. */
  async waitForMail(to: string, options: WaitForMailOptions = {}): Promise<SunkMail> {
    const { count = 1, timeoutMs = 15_000, match = () => true } = options
    return waitFor(
      async () => {
        const messages = (await this.list(to)).filter(match)
        return messages.length >= count ? messages[count - 1] : undefined
      },
      { timeoutMs, what: `mail #${count} to ${to}` },
    )
  }
}
