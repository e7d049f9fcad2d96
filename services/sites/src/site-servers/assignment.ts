import type { PoolRoom } from './site-servers.repository.js'

/** The pool with the most room left, or none when every live pool is full. */
export function choosePool(pools: readonly PoolRoom[]): PoolRoom | undefined {
  let best: PoolRoom | undefined
  for (const pool of pools) {
    const room = pool.capacity - pool.used
    if (room <= 0) continue
    if (!best || room > best.capacity - best.used) best = pool
  }
  return best
}
