import { Queue } from 'bullmq'
import { bullConnection } from '../redis/redis.js'
import { waitFor } from './wait.js'

/**
 * Waits until the named queues have nothing waiting, delayed or running, so a test can
 * assert on a job's effect without sleeping.
 */
export async function waitForQueuesIdle(
  redisUrl: string,
  prefix: string,
  names: string[],
  timeoutMs = 15_000,
): Promise<void> {
  const queues = names.map(
    (name) => new Queue(name, { connection: bullConnection(redisUrl), prefix: `${prefix}:bull` }),
  )
  try {
    await waitFor(
      async () => {
        for (const queue of queues) {
          const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized')
          if (Object.values(counts).some((n) => n > 0)) return undefined
        }
        return true
      },
      { timeoutMs, what: `queues ${names.join(', ')} to be idle` },
    )
  } finally {
    await Promise.all(queues.map((q) => q.close()))
  }
}

/**
 * Waits until no job of queue `name` whose data `matches` is waiting, delayed or running: the
 * jobs a test caused have all run, so what they did not do (a mail not sent) is final.
 */
export async function waitForJobsDone(
  redisUrl: string,
  prefix: string,
  name: string,
  matches: (data: unknown) => boolean,
  timeoutMs = 15_000,
): Promise<void> {
  const queue = new Queue(name, { connection: bullConnection(redisUrl), prefix: `${prefix}:bull` })
  try {
    await waitFor(
      async () => {
        const pending = await queue.getJobs(['waiting', 'active', 'delayed', 'prioritized'])
        return pending.some((job) => job && matches(job.data)) ? undefined : true
      },
      { timeoutMs, what: `the matching jobs of queue ${name} to finish` },
    )
  } finally {
    await queue.close()
  }
}
