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

/** Reads mail delivered to the dev/test SMTP sink (infra/local/smtp-sink.mjs). */
export class MailSinkClient {
  constructor(private readonly baseUrl: string) {}

  async list(to: string): Promise<SunkMail[]> {
    const res = await fetch(new URL(`/messages?to=${encodeURIComponent(to)}`, this.baseUrl))
    if (!res.ok) throw new Error(`mail sink answered ${res.status}`)
    return (await res.json()) as SunkMail[]
  }

  /** Waits for the `count`-th message to `to` (1-based) and returns it. */
  async waitForMail(to: string, { count = 1, timeoutMs = 15_000 } = {}): Promise<SunkMail> {
    return waitFor(
      async () => {
        const messages = await this.list(to)
        return messages.length >= count ? messages[count - 1] : undefined
      },
      { timeoutMs, what: `mail #${count} to ${to}` },
    )
  }
}
