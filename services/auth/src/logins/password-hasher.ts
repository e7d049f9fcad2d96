import { Inject, Injectable } from '@nestjs/common'
import { CONFIG } from '@tessera/kit'
import argon2, { type HashOptions } from 'argon2'
import type { AuthConfig } from '../config.js'

/** argon2id hashes; verification against a decoy keeps unknown e-mails as slow as wrong passwords. */
@Injectable()
export class PasswordHasher {
  private readonly options: HashOptions
  private readonly decoy: Promise<string>

  constructor(@Inject(CONFIG) config: AuthConfig) {
    this.options = {
      type: argon2.argon2id,
      memoryCost: config.PASSWORD_HASH_MEMORY_KIB,
      timeCost: config.PASSWORD_HASH_PASSES,
      parallelism: config.PASSWORD_HASH_LANES,
    }
    this.decoy = argon2.hash('decoy password for timing', this.options)
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options)
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    try {
      const matches = await argon2.verify(hash ?? (await this.decoy), password)
      return matches && hash !== undefined
    } catch {
      return false
    }
  }
}
