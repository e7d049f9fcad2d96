import type { SiteType } from '@tessera/site-format'
import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm'

/** A pool of site-server replicas serving one tier at one public address. */
@Entity({ name: 'site_servers' })
export class SiteServer {
  @PrimaryGeneratedColumn('uuid')
  id!: string

  @Column('text')
  tier!: SiteType

  @Column('text')
  address!: string

  @Column('text', { name: 'ip_address' })
  ipAddress!: string

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date
}

/** One replica of a pool; it adds its capacity while it heartbeats. */
@Entity({ name: 'site_server_replicas' })
export class SiteServerReplica {
  @PrimaryColumn('uuid', { name: 'pool_id' })
  poolId!: string

  @PrimaryColumn('text', { name: 'replica_id' })
  replicaId!: string

  @Column('text', { name: 'grpc_address' })
  grpcAddress!: string

  @Column('integer')
  capacity!: number

  @Column('timestamptz', { name: 'last_seen_at' })
  lastSeenAt!: Date
}
