import { Inject, Injectable } from '@nestjs/common'
import { ApiError, commonErrors, CONFIG, REDIS } from '@tessera/kit'
import { createChallenge, verifySolution } from 'altcha-lib/v1'
import type { Redis } from 'ioredis'
import { z } from 'zod'
import type { CustomDataConfig } from '../config.js'

export const challengeView = z
  .object({
    algorithm: z.string(),
    challenge: z.string(),
    maxnumber: z.number().optional(),
    salt: z.string(),
    signature: z.string(),
  })
  .meta({ id: 'ChallengeView' })
export type ChallengeView = z.infer<typeof challengeView>

export function proofRequired(): ApiError {
  return commonErrors.InvalidFormData('The form check failed, reload the page and try again')
}

/**
 * ALTCHA proof of work for anonymous writes: a signed challenge the visitor's browser solves
 * (SHA-256, a secret number below ALTCHA_MAX_NUMBER), each solution accepted once.
 */
@Injectable()
export class ProofOfWork {
  constructor(
    @Inject(CONFIG) private readonly config: CustomDataConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async challenge(): Promise<ChallengeView> {
    const challenge = await createChallenge({
      hmacKey: this.config.ALTCHA_HMAC_KEY,
      maxnumber: this.config.ALTCHA_MAX_NUMBER,
      expires: new Date(Date.now() + this.config.ALTCHA_EXPIRES_SECONDS * 1000),
    })
    return { ...challenge }
  }

  /** Accepts a base64 ALTCHA payload once; throws when it is missing, wrong, expired or spent. */
  async verify(payload: unknown): Promise<void> {
    if (typeof payload !== 'string' || payload.length === 0 || payload.length > 2000)
      throw proofRequired()
    let ok = false
    try {
      ok = await verifySolution(payload, this.config.ALTCHA_HMAC_KEY, true)
    } catch {
      ok = false
    }
    if (!ok) throw proofRequired()
    const signature = (
      JSON.parse(Buffer.from(payload, 'base64').toString()) as { signature: string }
    ).signature
    const fresh = await this.redis.set(
      `${this.config.REDIS_PREFIX}:custom-data:pow:${signature}`,
      '1',
      'EX',
      this.config.ALTCHA_EXPIRES_SECONDS,
      'NX',
    )
    if (fresh !== 'OK') throw proofRequired()
  }
}
