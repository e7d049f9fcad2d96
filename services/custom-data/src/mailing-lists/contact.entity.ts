import { CreateDateColumn, Column, Entity, PrimaryColumn } from 'typeorm'

/** An address on one of the platform's own mailing lists (the sign-up list). */
@Entity({ name: 'mailing_list_contacts' })
export class MailingListContact {
  @PrimaryColumn('text', { name: 'list_id' })
  listId!: string

  /** Lower-cased and trimmed: one address is one contact. */
  @PrimaryColumn('text')
  email!: string

  @Column('text', { name: 'list_type' })
  listType!: string

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date
}
