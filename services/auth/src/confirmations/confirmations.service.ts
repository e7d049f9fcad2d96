import { Inject, Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import { commonErrors, CONFIG, MailOutbox } from '@tessera/kit'
import type { MailLocale } from '@tessera/proto'
import { DataSource } from 'typeorm'
import { hashSecret, newSecret } from '../common/secret-token.js'
import type { AuthConfig } from '../config.js'
import { User } from '../users/user.entity.js'
import { UsersRepository } from '../users/users.repository.js'
import { EmailConfirmation } from './email-confirmation.entity.js'
import { errors } from '../errors.js'

const alreadyConfirmed = () => errors.AlreadyConfirmed()

/** E-mail confirmation: a code is sent to the address, and using it confirms that address. */
@Injectable()
export class ConfirmationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: AuthConfig,
    private readonly users: UsersRepository,
    private readonly outbox: MailOutbox,
  ) {}

  private get confirmations() {
    return this.dataSource.getRepository(EmailConfirmation)
  }

  /** Sends a new code to the user's current address; earlier codes stay valid until they expire. */
  async send(user: Pick<User, 'id' | 'email'>, locale: MailLocale): Promise<void> {
    const code = newSecret()
    const hours = this.config.CONFIRM_CODE_TTL_HOURS
    await this.confirmations.save(
      this.confirmations.create({
        userId: user.id,
        email: user.email,
        codeHash: hashSecret(code),
        expiresAt: new Date(Date.now() + hours * 3600 * 1000),
        confirmedAt: null,
      }),
    )
    const link = new URL('/confirm-email', this.config.APP_ORIGIN)
    link.searchParams.set('code', code)
    await this.outbox.send({
      template: 'confirm-email',
      to: user.email,
      locale,
      data: { code, link: link.toString(), expiresInHours: hours },
    })
  }

  async resend(userId: string, locale: MailLocale): Promise<void> {
    const user = await this.users.findById(userId)
    if (!user) throw commonErrors.Unauthorized()
    if (user.emailConfirmed) throw alreadyConfirmed()
    await this.send(user, locale)
  }

  async confirm(code: string): Promise<void> {
    const confirmation = await this.confirmations.findOneBy({ codeHash: hashSecret(code) })
    const user = confirmation && (await this.users.findById(confirmation.userId))
    // A code for an address the user has since changed away from is no longer good.
    if (!confirmation || !user || user.email.toLowerCase() !== confirmation.email.toLowerCase()) {
      throw errors.ConfirmCodeInvalid()
    }
    if (user.emailConfirmed || confirmation.confirmedAt) throw alreadyConfirmed()
    if (confirmation.expiresAt.getTime() < Date.now()) {
      throw errors.ConfirmCodeExpired()
    }
    await this.dataSource.transaction(async (db) => {
      await db.update(EmailConfirmation, { id: confirmation.id }, { confirmedAt: new Date() })
      await db.update(User, { id: user.id }, { emailConfirmed: true })
    })
  }
}
