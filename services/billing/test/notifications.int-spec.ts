import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  api,
  chargesOf,
  getCheckout,
  newCheckout,
  postNotification,
  register,
  signedNotification,
  sitesOfCheckout,
  sql,
  type User,
} from './helpers.js'

let user: User

beforeAll(async () => {
  user = await register()
})

type Kind = 'failA' | 'payB' | 'failB'

/** Posts notifications in the given order, a few at a time as a provider's retries would overlap. */
async function deliver(bodies: unknown[]): Promise<void> {
  for (let i = 0; i < bodies.length; i += 8) {
    const answers = await Promise.all(bodies.slice(i, i + 8).map((b) => postNotification(b)))
    for (const answer of answers) expect(answer.status).toBe(200)
  }
}

describe('notifications for one checkout, duplicated and reordered', () => {
  it('end in one charge, one site and the same final state, whatever the order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .array(fc.constantFrom<Kind>('failA', 'payB', 'failB'), { minLength: 99, maxLength: 99 })
          .chain((rest) =>
            fc.shuffledSubarray([...rest, 'payB' as Kind], { minLength: 100, maxLength: 100 }),
          ),
        async (kinds) => {
          const checkout = await newCheckout(user)
          const tokens: string[] = []
          for (let i = 0; i < 2; i++) {
            const res = await api.post<{ trade_no: string }>(
              `/api/checkouts/${checkout.id}/actions/create_ecpay_token`,
              { token: user.token, body: {} },
            )
            tokens.push(res.body.trade_no)
          }
          const [a, b] = tokens as [string, string]
          const body: Record<Kind, unknown> = {
            failA: signedNotification(a, 10100248, `A${a.slice(-8)}`),
            payB: signedNotification(b, 1, `B${b.slice(-8)}`),
            failB: signedNotification(b, 10100248, `B${b.slice(-8)}`),
          }
          await deliver(kinds.map((k) => body[k]))

          const final = await getCheckout(user, checkout.id)
          expect(final.status).toBe('Completed')
          expect(final.subscription.status).toBe('Active')
          expect((await chargesOf(checkout.id)).map((c) => [c.period, c.trade_no])).toEqual([
            [0, b],
          ])
          expect(await sitesOfCheckout(checkout.id)).toHaveLength(1)
          const trades = await sql<{ trade_no: string; status: string }>(
            `SELECT trade_no, status FROM billing.trades WHERE checkout_id = $1 ORDER BY attempt`,
            [checkout.id],
          )
          expect(trades).toEqual([
            { trade_no: a, status: kinds.includes('failA') ? 'failed' : 'created' },
            { trade_no: b, status: 'paid' },
          ])
          const stored = await sql(
            `SELECT count(*)::int AS n FROM billing.notifications WHERE trade_no = ANY($1)`,
            [tokens],
          )
          expect(stored[0]!.n).toBe(new Set(kinds).size)
        },
      ),
      { numRuns: 4 },
    )
  }, 120_000)
})
