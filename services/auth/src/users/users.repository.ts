import { Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import { isUniqueViolation } from '@tessera/kit'
import { DataSource } from 'typeorm'
import { Identity } from './identity.entity.js'
import { User } from './user.entity.js'
import { errors } from '../errors.js'

export type NewUser = Pick<User, 'email' | 'passwordHash' | 'userType' | 'identiconAvatar'>
export type NewIdentity = Pick<Identity, 'name' | 'subdomain'>

/** Turns the unique constraints into the spec's codes, so a race still answers correctly. */
function uniqueToApiError(error: unknown): unknown {
  if (isUniqueViolation(error, 'users_email_key')) {
    return errors.UserExists()
  }
  if (isUniqueViolation(error, 'identities_subdomain_key')) {
    return errors.SubdomainTaken()
  }
  return error
}

@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get users() {
    return this.dataSource.getRepository(User)
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOne({ where: { id }, relations: { identity: true } })
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .leftJoinAndSelect('user.identity', 'identity')
      .where('lower(user.email) = lower(:email)', { email })
      .getOne()
  }

  async emailTaken(email: string): Promise<boolean> {
    return (await this.findByEmail(email)) !== null
  }

  async subdomainTaken(subdomain: string): Promise<boolean> {
    return this.dataSource.getRepository(Identity).existsBy({ subdomain })
  }

  /** The user and their identity are created together or not at all. */
  async create(user: NewUser & { id?: string }, identity: NewIdentity): Promise<User> {
    try {
      const id = await this.dataSource.transaction(async (db) => {
        const saved = await db.save(
          db.create(User, { ...user, userStatus: 'Active', emailConfirmed: false }),
        )
        await db.save(db.create(Identity, { ...identity, userId: saved.id, published: false }))
        return saved.id
      })
      return (await this.findById(id))!
    } catch (error) {
      throw uniqueToApiError(error)
    }
  }

  async update(
    id: string,
    changes: Partial<
      Pick<
        User,
        'email' | 'emailConfirmed' | 'identiconAvatar' | 'userType' | 'userStatus' | 'passwordHash'
      >
    >,
  ): Promise<void> {
    try {
      await this.users.update({ id }, changes)
    } catch (error) {
      throw uniqueToApiError(error)
    }
  }
}
