import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm'
import type { JWK } from 'jose'

/** One ES256 key pair; the newest signs, older ones stay published until their tokens expire. */
@Entity({ name: 'signing_keys' })
export class SigningKey {
  @PrimaryColumn('text')
  kid!: string

  @Column('jsonb', { name: 'public_jwk' })
  publicJwk!: JWK

  @Column('jsonb', { name: 'private_jwk' })
  privateJwk!: JWK

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date
}
