import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm'

/** A saved billing address (platform.md 3, Billing info). */
@Entity({ name: 'billing_infos' })
export class BillingInfo {
  @PrimaryGeneratedColumn('uuid')
  id!: string

  @Column('uuid', { name: 'user_id' })
  userId!: string

  @Column('text')
  email!: string

  @Column('text', { name: 'phone_country' })
  phoneCountry!: string

  @Column('text', { name: 'phone_number' })
  phoneNumber!: string

  @Column('text')
  name!: string

  @Column('text', { name: 'country_code' })
  countryCode!: string

  @Column('text')
  address!: string

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date
}
