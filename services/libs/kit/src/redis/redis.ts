import { Redis, type RedisOptions } from 'ioredis'

/** ioredis options from a redis:// URL; BullMQ workers need `maxRetriesPerRequest: null`. */
export function redisOptions(url: string): RedisOptions {
  const parsed = new URL(url)
  const db = parsed.pathname.replace('/', '')
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username || undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: db ? Number(db) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  }
}

export function createRedis(url: string): Redis {
  return new Redis(redisOptions(url))
}

/** BullMQ's connection settings for a redis:// URL (workers block, so no retry cap). */
export function bullConnection(url: string): { url: string; maxRetriesPerRequest: null } {
  return { url, maxRetriesPerRequest: null }
}
