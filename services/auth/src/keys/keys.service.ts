import { randomUUID } from 'node:crypto'
import { Inject, Injectable, OnModuleInit } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import {
  AGENT_ACCESS_TOKEN_SECONDS,
  agentTokenClaims,
  CONFIG,
  type AgentTokenClaims,
} from '@tessera/kit'
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
} from 'jose'
import { DataSource, MoreThan, type EntityManager } from 'typeorm'
import type { AuthConfig } from '../config.js'
import type { User } from '../users/user.entity.js'
import { SigningKey } from './signing-key.entity.js'

const ALG = 'ES256'
const DAY_MS = 24 * 3600 * 1000

export interface IssuedToken {
  token: string
  expiresAt: Date
}

/**
 * Issues auth tokens and publishes the public keys that verify them. Keys rotate every
 * KEY_ROTATION_DAYS. A new key is published KEY_ACTIVATION_SECONDS before it signs anything,
 * so verifiers have fetched it by the time they meet it; a retired key stays published until
 * every token it signed has expired.
 */
@Injectable()
export class KeysService implements OnModuleInit {
  private cached?: { kid: string; privateKey: CryptoKey | Uint8Array; readAt: number }

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: AuthConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.currentKey()
  }

  async issue(user: Pick<User, 'id' | 'userType' | 'email'>): Promise<IssuedToken> {
    const { kid, privateKey } = await this.currentKey()
    const expiresAt = new Date(Date.now() + this.config.TOKEN_TTL_SECONDS * 1000)
    // Milliseconds too: a password change voids tokens issued before it, even in the same second.
    // The address too: an invitation is bound to one, and other services hold no user records.
    const token = await new SignJWT({
      user_type: user.userType,
      email: user.email.toLowerCase(),
      iat_ms: Date.now(),
    })
      .setProtectedHeader({ alg: ALG, kid, typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(this.config.AUTH_ISSUER)
      .setAudience(this.config.AUTH_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(privateKey)
    return { token, expiresAt }
  }

  /**
   * An agent's access token: the MCP service's audience, the grant's scopes and sites, for
   * AGENT_ACCESS_TOKEN_SECONDS.
   */
  async issueAgentToken(
    claims: Omit<AgentTokenClaims, 'iat_ms'>,
  ): Promise<{ token: string; expiresIn: number }> {
    const { kid, privateKey } = await this.currentKey()
    const { sub, ...rest } = claims
    const token = await new SignJWT({ ...rest, iat_ms: Date.now() })
      .setProtectedHeader({ alg: ALG, kid, typ: 'at+jwt' })
      .setSubject(sub)
      .setIssuer(this.config.AUTH_ISSUER)
      .setAudience(this.config.MCP_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${AGENT_ACCESS_TOKEN_SECONDS}s`)
      .sign(privateKey)
    return { token, expiresIn: AGENT_ACCESS_TOKEN_SECONDS }
  }

  /** The claims of a live agent access token of ours, or undefined for anything else. */
  async verifyAgentToken(token: string): Promise<AgentTokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(
        token,
        createLocalJWKSet({ keys: await this.publicKeys() }),
        {
          issuer: this.config.AUTH_ISSUER,
          audience: this.config.MCP_AUDIENCE,
          algorithms: [ALG],
        },
      )
      const parsed = agentTokenClaims.safeParse(payload)
      return parsed.success ? parsed.data : undefined
    } catch {
      return undefined
    }
  }

  /** Every key that may still have signed a live token. */
  async publicKeys(): Promise<JWK[]> {
    const horizon = this.rotationMs() + this.config.TOKEN_TTL_SECONDS * 1000 + DAY_MS
    const keys = await this.dataSource.getRepository(SigningKey).find({
      where: { createdAt: MoreThan(new Date(Date.now() - horizon)) },
      order: { createdAt: 'DESC' },
    })
    return keys.map((k) => k.publicJwk)
  }

  private rotationMs(): number {
    return this.config.KEY_ROTATION_DAYS * DAY_MS
  }

  private async currentKey(): Promise<{ kid: string; privateKey: CryptoKey | Uint8Array }> {
    if (
      this.cached &&
      Date.now() - this.cached.readAt < this.config.SIGNING_KEY_CACHE_SECONDS * 1000
    ) {
      return this.cached
    }
    const key = await this.signingKey()
    this.cached = {
      kid: key.kid,
      privateKey: await importJWK(key.privateJwk, ALG),
      readAt: Date.now(),
    }
    return this.cached
  }

  /**
   * The newest key that has been published long enough to sign with, making a new key first
   * when the newest is due for rotation (or there is none, on first start).
   */
  private async signingKey(): Promise<SigningKey> {
    return this.dataSource.transaction(async (db) => {
      // Replicas starting together must not each make a key.
      await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['tessera:auth:signing-key'])
      const keys = await db.find(SigningKey, { order: { createdAt: 'DESC' }, take: 2 })
      let newest = keys[0]
      if (!newest || Date.now() - newest.createdAt.getTime() >= this.rotationMs()) {
        newest = await this.createKey(db)
        keys.unshift(newest)
      }
      const activeSince = Date.now() - this.config.KEY_ACTIVATION_SECONDS * 1000
      return keys.find((k) => k.createdAt.getTime() <= activeSince) ?? newest
    })
  }

  private async createKey(db: EntityManager): Promise<SigningKey> {
    const { publicKey, privateKey } = await generateKeyPair(ALG, { extractable: true })
    const kid = randomUUID()
    return db.save(
      db.create(SigningKey, {
        kid,
        publicJwk: { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' },
        privateJwk: { ...(await exportJWK(privateKey)), kid, alg: ALG },
      }),
    )
  }
}
