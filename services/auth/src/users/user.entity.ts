import {
  Column,
  CreateDateColumn,
  Entity,
  OneToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm'
import type { UserType } from '@tessera/kit'
import { Identity } from './identity.entity.js'

export const userStatuses = ['Active', 'Blocked'] as const
export type UserStatus = (typeof userStatuses)[number]

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string

  @Column('text')
  email!: string

  @Column('text', { name: 'password_hash' })
  passwordHash!: string

  @Column('text', { name: 'user_type' })
  userType!: UserType

  @Column('text', { name: 'user_status' })
  userStatus!: UserStatus

  @Column('boolean', { name: 'email_confirmed' })
  emailConfirmed!: boolean

  @Column('text', { name: 'identicon_avatar' })
  identiconAvatar!: string

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date

  @OneToOne(() => Identity, (identity) => identity.user)
  identity?: Identity
}
