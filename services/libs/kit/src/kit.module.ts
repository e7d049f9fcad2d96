import { BullModule } from '@nestjs/bullmq'
import {
  DynamicModule,
  Global,
  Inject,
  Module,
  OnApplicationShutdown,
  Optional,
  Provider,
} from '@nestjs/common'
import { APP_FILTER, APP_GUARD, ModuleRef } from '@nestjs/core'
import { TypeOrmModule } from '@nestjs/typeorm'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { DataSource } from 'typeorm'
import { AccessGuard } from './access/access.guard.js'
import { SiteAccess, SiteRoles, WorkspaceAccess, WorkspaceRoles } from './access/site-access.js'
import { JwtGuard } from './auth/jwt.guard.js'
import { TokenRevocations } from './auth/token-revocations.js'
import { TokenVerifier } from './auth/token-verifier.js'
import type { BaseConfig, DatabaseConfig, RedisConfig } from './config/load-config.js'
import { dataSourceOptions, type DatabaseSpec } from './database/database.js'
import { ErrorEnvelopeFilter } from './errors/error.filter.js'
import {
  HealthController,
  READINESS_CHECKS,
  type ReadinessCheck,
} from './health/health.controller.js'
import { createLogger } from './logging/logger.js'
import { MetricsController } from './metrics/metrics.controller.js'
import { Metrics } from './metrics/metrics.js'
import { bullConnection, createRedis } from './redis/redis.js'
import { CONFIG, LOGGER, REDIS } from './tokens.js'

export interface KitOptions {
  /** The service's name, used in logs and metrics. */
  service: string
  config: BaseConfig & Partial<DatabaseConfig & RedisConfig>
  /** The service's own schema, entities and migrations. */
  database?: DatabaseSpec
  /** A shared Redis client (rate limits, counters) and BullMQ queues. */
  redis?: boolean
}

function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`${name} is required by this service`)
  return value
}

/**
 * Everything a Tessera service needs before its first feature: config, logging, the
 * error envelope, the JWT guard, health and metrics, and optionally its database
 * schema and Redis/BullMQ. Import once, in the service's root module.
 */
@Global()
@Module({})
export class KitModule {
  static forRoot(options: KitOptions): DynamicModule {
    const { config } = options
    const imports: DynamicModule[] = []
    const providers: Provider[] = [
      { provide: CONFIG, useValue: config },
      { provide: LOGGER, useValue: createLogger(options.service, config.LOG_LEVEL) },
      { provide: Metrics, useValue: new Metrics(options.service) },
      {
        provide: TokenVerifier,
        inject: [{ token: REDIS, optional: true }],
        useFactory: (redis?: Redis) =>
          new TokenVerifier({
            jwksUrl: config.AUTH_JWKS_URL,
            issuer: config.AUTH_ISSUER,
            audience: config.AUTH_AUDIENCE,
            cooldownMs: config.AUTH_JWKS_COOLDOWN_MS,
            revocations: redis
              ? new TokenRevocations(redis, config.REDIS_PREFIX ?? 'tessera')
              : undefined,
          }),
      },
      // Guards run in this order: who the caller is, then what the route lets them do.
      { provide: APP_GUARD, useClass: JwtGuard },
      {
        provide: SiteAccess,
        inject: [ModuleRef],
        // The service's own SiteRoles (its feature modules provide it), looked up when first used.
        useFactory: (ref: ModuleRef) => {
          let roles: SiteRoles | undefined
          return new SiteAccess(() => {
            roles ??= ref.get<SiteRoles>(SiteRoles, { strict: false })
            return roles
          })
        },
      },
      {
        provide: WorkspaceAccess,
        inject: [ModuleRef],
        useFactory: (ref: ModuleRef) => {
          let roles: WorkspaceRoles | undefined
          return new WorkspaceAccess(() => {
            roles ??= ref.get<WorkspaceRoles>(WorkspaceRoles, { strict: false })
            return roles
          })
        },
      },
      { provide: APP_GUARD, useClass: AccessGuard },
      {
        provide: APP_FILTER,
        inject: [LOGGER],
        useFactory: (logger: Logger) => new ErrorEnvelopeFilter(logger),
      },
      {
        provide: READINESS_CHECKS,
        inject: [
          { token: DataSource, optional: true },
          { token: REDIS, optional: true },
        ],
        useFactory: (dataSource?: DataSource, redis?: Redis): ReadinessCheck[] => [
          ...(dataSource
            ? [{ name: 'database', check: async () => void (await dataSource.query('SELECT 1')) }]
            : []),
          ...(redis ? [{ name: 'redis', check: async () => void (await redis.ping()) }] : []),
        ],
      },
    ]
    const exports: Array<symbol | Provider> = [
      CONFIG,
      LOGGER,
      Metrics,
      TokenVerifier,
      SiteAccess,
      WorkspaceAccess,
    ]

    if (options.database) {
      const db = {
        DATABASE_URL: required(config.DATABASE_URL, 'DATABASE_URL'),
        DATABASE_POOL_SIZE: config.DATABASE_POOL_SIZE ?? 10,
      }
      imports.push(TypeOrmModule.forRoot(dataSourceOptions(db, options.database)))
    }
    // With a Redis, every service checks token revocations; `redis: true` also needs it for queues.
    const redisUrl = options.redis ? required(config.REDIS_URL, 'REDIS_URL') : config.REDIS_URL
    if (redisUrl) {
      providers.push({ provide: REDIS, useFactory: () => createRedis(redisUrl) })
      exports.push(REDIS)
    }
    if (options.redis && redisUrl) {
      const url = redisUrl
      imports.push(
        BullModule.forRoot({
          connection: bullConnection(url),
          prefix: `${config.REDIS_PREFIX ?? 'tessera'}:bull`,
        }),
      )
    }

    return {
      module: KitModule,
      imports,
      controllers: [HealthController, MetricsController],
      providers: [...providers, RedisCloser],
      exports: [...exports, ...imports],
    }
  }
}

/** Closes the shared Redis client when the app stops, so processes exit cleanly. */
class RedisCloser implements OnApplicationShutdown {
  constructor(@Optional() @Inject(REDIS) private readonly redis?: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => undefined)
  }
}
