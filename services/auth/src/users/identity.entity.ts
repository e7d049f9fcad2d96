import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryGeneratedColumn,
} from 'typeorm'
import type { User } from './user.entity.js'

/** A user's own site-style name with its subdomain (the "identity site"). */
@Entity({ name: 'identities' })
export class Identity {
  @PrimaryGeneratedColumn('uuid')
  id!: string

  @Column('uuid', { name: 'user_id' })
  userId!: string

  @OneToOne('User', (user: User) => user.identity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User

  @Column('text')
  name!: string

  @Column('text')
  subdomain!: string

  @Column('boolean')
  published!: boolean

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date
}
