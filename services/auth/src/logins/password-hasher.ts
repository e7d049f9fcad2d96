import { Injectable } from '@nestjs/common'
import argon2 from 'argon2'

/** argon2id hashes; verification against a decoy keeps unknown e-mails as slow as wrong passwords. */
@Injectable()
export class PasswordHasher {
  private readonly decoy = argon2.hash('decoy password for timing', { type: argon2.argon2id })

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id })
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
