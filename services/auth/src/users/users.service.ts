import { randomUUID } from 'node:crypto'
import { Injectable } from '@nestjs/common'
import { type AuthUser, commonErrors, identicon, requireSelf } from '@tessera/kit'
import type { MailLocale } from '@tessera/proto'
import { ConfirmationsService } from '../confirmations/confirmations.service.js'
import { KeysService } from '../keys/keys.service.js'
import { PasswordHasher } from '../logins/password-hasher.js'
import {
  checkPassword,
  checkSiteName,
  checkSubdomain,
  defaultIdentityName,
  subdomainFor,
} from './account-rules.js'
import type { RegistrationBody, UpdateUserBody } from './dto.js'
import { SubdomainRegistry } from './subdomain-registry.js'
import type { User } from './user.entity.js'
import { toUserView, type SessionView, type UserView } from './user.view.js'
import { UsersRepository } from './users.repository.js'
import { errors } from '../errors.js'

const userExists = () => errors.UserExists()

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly keys: KeysService,
    private readonly confirmations: ConfirmationsService,
    private readonly subdomains: SubdomainRegistry,
  ) {}

  async register(body: RegistrationBody, locale: MailLocale): Promise<SessionView> {
    checkPassword(body.password)
    const identityName = body.identity || defaultIdentityName()
    checkSiteName(identityName)
    const subdomain = body.subdomain ?? subdomainFor(identityName)
    checkSubdomain(subdomain)
    if (await this.users.emailTaken(body.email)) throw userExists()
    if (await this.users.subdomainTaken(subdomain)) {
      throw errors.SubdomainTaken()
    }
    // Sites and identities share one namespace, which the sites service holds.
    const userId = randomUUID()
    if (!(await this.subdomains.reserve(subdomain, userId))) {
      throw errors.SubdomainTaken()
    }
    let user: User
    try {
      user = await this.users.create(
        {
          id: userId,
          email: body.email,
          passwordHash: await this.hasher.hash(body.password),
          userType: 'Owner',
          identiconAvatar: identicon(body.email),
        },
        { name: identityName, subdomain },
      )
    } catch (error) {
      await this.subdomains.release(subdomain, userId)
      throw error
    }
    await this.confirmations.send(user, locale)
    return this.session(user)
  }

  async session(user: User): Promise<SessionView> {
    const { token, expiresAt } = await this.keys.issue(user)
    return { auth_token: token, expires_at: expiresAt.toISOString(), user: toUserView(user) }
  }

  /** Users read themselves; Admins read anyone. Others learn nothing, not even existence. */
  async get(caller: AuthUser, id: string): Promise<UserView> {
    return toUserView(await this.visibleUser(caller, id))
  }

  async update(
    caller: AuthUser,
    id: string,
    body: UpdateUserBody,
    locale: MailLocale,
  ): Promise<UserView> {
    const user = await this.visibleUser(caller, id)
    if ((body.user_type !== undefined || body.user_status !== undefined) && !caller.isAdmin) {
      throw commonErrors.Forbidden('Only an admin can change a user type or status')
    }
    const changes: Parameters<UsersRepository['update']>[1] = {}
    const emailChanged = body.email !== undefined && body.email !== user.email.toLowerCase()
    if (emailChanged) {
      if (await this.users.emailTaken(body.email!)) throw userExists()
      Object.assign(changes, {
        email: body.email,
        emailConfirmed: false,
        identiconAvatar: identicon(body.email!),
      })
    }
    if (body.user_type !== undefined && body.user_type !== user.userType)
      changes.userType = body.user_type
    if (body.user_status !== undefined && body.user_status !== user.userStatus)
      changes.userStatus = body.user_status
    if (Object.keys(changes).length === 0) {
      throw errors.NoUpdates()
    }
    await this.users.update(user.id, changes)
    const updated = (await this.users.findById(user.id))!
    if (emailChanged) await this.confirmations.send(updated, locale)
    return toUserView(updated)
  }

  private async visibleUser(caller: AuthUser, id: string): Promise<User> {
    requireSelf(caller, id, 'You can only see your own account')
    const user = await this.users.findById(id)
    if (!user) throw errors.UserNotFound()
    return user
  }
}
