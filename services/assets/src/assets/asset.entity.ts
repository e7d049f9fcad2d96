import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm'
import type { SiteKind } from './asset-target.js'
import type { ImageIcon, ImageVariant } from '@tessera/proto'
import type { AssetContentType } from './content-types.js'

/** Created: waiting for its first upload. Replacing: new bytes pending, old ones still served. */
export const assetStates = ['Created', 'Uploaded', 'Replacing', 'Expired'] as const
export type AssetState = (typeof assetStates)[number]

/** bigint columns arrive as strings; sizes stay far below 2^53. */
const bigintNumber = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
}

@Entity({ name: 'assets' })
export class Asset {
  @PrimaryGeneratedColumn('uuid')
  id!: string

  @Column('uuid', { name: 'user_id' })
  userId!: string

  @Column('text', { name: 'site_kind' })
  siteKind!: SiteKind

  @Column('uuid', { name: 'site_id', nullable: true })
  siteId!: string | null

  @Column('text', { name: 'quota_scope' })
  quotaScope!: string

  @Column('text')
  name!: string

  @Column('text')
  state!: AssetState

  /** The type and declared size of the bytes served, or of the first upload while Created. */
  @Column('text', { name: 'content_type' })
  contentType!: AssetContentType

  @Column('bigint', { name: 'content_size', transformer: bigintNumber })
  contentSize!: number

  /** Bytes stored and served (0 until the first upload is verified). */
  @Column('bigint', { transformer: bigintNumber })
  size!: number

  /**
   * The served image's intrinsic size in pixels, read when its bytes were verified: always for
   * raster images, for SVG when its root element gives one; null otherwise.
   */
  @Column('integer', { nullable: true })
  width!: number | null

  @Column('integer', { nullable: true })
  height!: number | null

  /**
   * Responsive copies of the served bytes, stored beside them: null until the image worker has
   * made them (or for what gets none: not a raster image), empty when the image gets none.
   */
  @Column('jsonb', { nullable: true })
  variants!: ImageVariant[] | null

  /**
   * Icon files of the served bytes, stored beside them: null until a site that uses the image
   * as its icon asks for them (and again once the bytes are replaced).
   */
  @Column('jsonb', { nullable: true })
  icons!: ImageIcon[] | null

  /** The verified object browsers load; its key changes whenever the bytes do. */
  @Column('text', { name: 'object_key', nullable: true })
  objectKey!: string | null

  /** An upload in progress: where the signed address puts it, and what it must be. */
  @Column('text', { name: 'pending_key', nullable: true })
  pendingKey!: string | null

  @Column('text', { name: 'pending_content_type', nullable: true })
  pendingContentType!: AssetContentType | null

  @Column('bigint', { name: 'pending_content_size', nullable: true, transformer: bigintNumber })
  pendingContentSize!: number | null

  @Column('timestamptz', { name: 'upload_expires_at', nullable: true })
  uploadExpiresAt!: Date | null

  /** The optimisation job writing the pending upload, if the editor used one. */
  @Column('text', { name: 'upload_job_id', nullable: true })
  uploadJobId!: string | null

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date
}
