import { Inject, Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import {
  type AuthUser,
  commonErrors,
  CONFIG,
  MailOutbox,
  REDIS,
  TokenRevocations,
} from '@tessera/kit'
import type { Redis } from 'ioredis'
import type { MailLocale } from '@tessera/proto'
import { DataSource, IsNull } from 'typeorm'
import { AgentGrantsService } from '../agents/agent-grants.service.js'
import { hashSecret, newSecret } from '../common/secret-token.js'
import type { AuthConfig } from '../config.js'
import { checkPassword } from '../users/account-rules.js'
import type { SessionView } from '../users/user.view.js'
import { UsersRepository } from '../users/users.repository.js'
import { UsersService } from '../users/users.service.js'
import type { ChangePasswordBody, LoginBody } from './dto.js'
import { PasswordHasher } from './password-hasher.js'
import { PasswordReset } from './password-reset.entity.js'
import { errors } from '../errors.js'

/** One answer for every wrong combination, so nobody learns which part was wrong. */
const invalidAuth = () => errors.InvalidAuth()

@Injectable()
export class LoginsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: AuthConfig,
    private readonly users: UsersRepository,
    private readonly usersService: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly outbox: MailOutbox,
    private readonly agentGrants: AgentGrantsService,
    @Inject(REDIS) redis: Redis,
  ) {
    this.revocations = new TokenRevocations(redis, config.REDIS_PREFIX)
  }

  private readonly revocations: TokenRevocations

  /**
   * Every session of the user issued until now ends, on every service (their token check), and
   * so does every agent they connected.
   */
  private async endSessions(userId: string): Promise<void> {
    await this.revocations.revokeAll(userId, this.config.TOKEN_TTL_SECONDS)
    await this.agentGrants.revokeAllOf(userId)
  }

  private get resets() {
    return this.dataSource.getRepository(PasswordReset)
  }

  async login(body: LoginBody): Promise<SessionView> {
    checkPassword(body.password)
    const user = await this.users.findByEmail(body.email)
    const valid = await this.hasher.verify(user?.passwordHash, body.password)
    if (!user || !valid || user.userStatus !== 'Active') throw invalidAuth()
    return this.usersService.session(user)
  }

  /** Always succeeds, so the answer never tells whether an account exists. */
  async requestReset(email: string, locale: MailLocale): Promise<void> {
    const user = await this.users.findByEmail(email)
    if (!user || user.userStatus !== 'Active') return
    const token = newSecret()
    const minutes = this.config.RESET_TOKEN_TTL_MINUTES
    await this.resets.save(
      this.resets.create({
        userId: user.id,
        tokenHash: hashSecret(token),
        expiresAt: new Date(Date.now() + minutes * 60_000),
        usedAt: null,
      }),
    )
    const link = new URL('/reset-password', this.config.APP_ORIGIN)
    link.searchParams.set('token', token)
    await this.outbox.send({
      template: 'reset-password',
      to: user.email,
      locale,
      data: { link: link.toString(), expiresInMinutes: minutes },
    })
  }

  /**
   * With a reset token (from the e-mailed link), or as a logged-in user who knows the old
   * password. Either way every earlier session ends; the logged-in user gets a new one.
   */
  async changePassword(
    caller: AuthUser | undefined,
    body: ChangePasswordBody,
  ): Promise<SessionView | undefined> {
    checkPassword(body.password)
    if (body.token !== undefined) return this.resetWithToken(body.token, body.password)
    if (!caller) throw commonErrors.Unauthorized()
    const user = await this.users.findById(caller.id)
    if (!user) throw commonErrors.Unauthorized()
    if (
      body.old_password === undefined ||
      !(await this.hasher.verify(user.passwordHash, body.old_password))
    ) {
      throw errors.InvalidOldPassword()
    }
    await this.users.update(user.id, { passwordHash: await this.hasher.hash(body.password) })
    await this.endSessions(user.id)
    return this.usersService.session(user)
  }

  private async resetWithToken(token: string, password: string): Promise<undefined> {
    const passwordHash = await this.hasher.hash(password)
    const used = await this.dataSource.transaction(async (db) => {
      // Claiming the token and using it happen together: a link works exactly once.
      const claimed: Array<{ user_id: string }> = await db
        .query(
          `UPDATE auth.password_resets SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
          RETURNING user_id`,
          [hashSecret(token)],
        )
        .then((result: [Array<{ user_id: string }>, number]) => result[0])
      const userId = claimed[0]?.user_id
      if (!userId) return false
      await db.query(`UPDATE auth.users SET password_hash = $1, updated_at = now() WHERE id = $2`, [
        passwordHash,
        userId,
      ])
      // Any other outstanding links for this user die with this one.
      await db.update(PasswordReset, { userId, usedAt: IsNull() }, { usedAt: new Date() })
      return userId
    })
    if (!used) throw errors.ResetTokenInvalid()
    await this.endSessions(used)
    return undefined
  }
}
