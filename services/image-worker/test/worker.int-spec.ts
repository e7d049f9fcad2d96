import { randomUUID } from 'node:crypto'
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { testStack, uniqueSuffix, waitFor } from '@tessera/kit/testing'
import {
  IMAGE_JOBS_QUEUE,
  IMAGE_VARIANTS_DONE_QUEUE,
  IMAGE_VARIANTS_JOB,
  imageJobResultSchema,
  imageVariantsDoneSchema,
  type ImageJob,
  type ImageVariantsJob,
} from '@tessera/proto'
import { Queue } from 'bullmq'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, ROOT, startService, type RunningService } from '../../../infra/local/stack.mjs'

const stack = testStack()
const workerEnv = stack.env['image-worker']!
const bucket = workerEnv.S3_BUCKET!
const s3 = new S3Client({
  endpoint: workerEnv.S3_ENDPOINT,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: {
    accessKeyId: workerEnv.S3_ACCESS_KEY_ID!,
    secretAccessKey: workerEnv.S3_SECRET_ACCESS_KEY!,
  },
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
})
const started: RunningService[] = []
const queues: Queue[] = []

afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()))
  await Promise.all(queues.map((q) => q.close()))
  s3.destroy()
})

/** A worker process of its own on a queue of its own (a Redis prefix no other worker reads). */
async function workerOn(prefix: string, settings: Record<string, string> = {}) {
  const port = await freePort()
  const worker = await startService(
    'image-worker',
    { ...workerEnv, PORT: String(port), REDIS_PREFIX: prefix, ...settings },
    { logFile: `${ROOT}/.data/test-logs/image-worker-${port}.log` },
  )
  started.push(worker)
  return worker
}

function queueOn(prefix: string, name = IMAGE_JOBS_QUEUE): Queue {
  const queue = new Queue(name, {
    connection: { url: stack.redisUrl },
    prefix: `${prefix}:bull`,
  })
  queues.push(queue)
  return queue
}

/** Puts an input where the jobs API would, and returns the job that optimises it. */
async function jobFor(input: Buffer, outputFormat: ImageJob['outputFormat']): Promise<ImageJob> {
  const id = randomUUID()
  const key = `jobs/${id}/input`
  await s3.send(
    new PutObjectCommand({ Bucket: bucket, Key: key, Body: input, ContentType: 'image/jpeg' }),
  )
  return {
    input: { bucket, key },
    output: {
      bucket,
      key: `uploads/${id}/${uniqueSuffix()}`,
      contentType: `image/${outputFormat}`,
    },
    inputFormat: 'jpeg',
    outputFormat,
    quality: 85,
  }
}

async function readObject(key: string): Promise<Buffer | undefined> {
  try {
    const res = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
    return Buffer.from(await res.Body!.transformToByteArray())
  } catch {
    return undefined
  }
}

/** Noise does not compress: AVIF takes seconds on it, long enough to kill a worker mid-job. */
const heavyJpeg = () =>
  sharp({
    create: {
      width: 700,
      height: 700,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer()

describe('image worker', () => {
  it(
    'completes a job whose worker was killed mid-way, once another worker starts',
    { timeout: 120_000 },
    async () => {
      const prefix = `${stack.redisPrefix}-kill-${uniqueSuffix()}`
      const settings = {
        IMAGE_CONCURRENCY: '1',
        IMAGE_LOCK_MS: '2000',
        IMAGE_STALLED_INTERVAL_MS: '1000',
      }
      const first = await workerOn(prefix, settings)
      const queue = queueOn(prefix)
      const job = await jobFor(await heavyJpeg(), 'avif')
      const added = await queue.add('optimise', job, {
        attempts: 3,
        backoff: { type: 'exponential', delay: 500 },
      })

      await waitFor(async () => ((await added.getState()) === 'active' ? true : undefined), {
        timeoutMs: 10_000,
        what: 'the first worker to take the job',
      })
      await new Promise((r) => setTimeout(r, 500))
      // A killed process has a signal but no exit code: stop() would then wait forever.
      started.splice(started.indexOf(first), 1)
      await new Promise((resolve) => {
        first.child.once('exit', resolve)
        first.child.kill('SIGKILL')
      })
      expect(await added.getState()).toBe('active')
      expect(await readObject(job.output.key)).toBeUndefined()

      await workerOn(prefix, settings)
      const state = await waitFor(
        async () => {
          const s = await queue.getJob(added.id!).then((j) => j?.getState())
          return s === 'completed' || s === 'failed' ? s : undefined
        },
        { timeoutMs: 90_000, intervalMs: 250, what: 'the job to finish after the restart' },
      )
      const done = (await queue.getJob(added.id!))!
      expect(state, done.failedReason).toBe('completed')
      const result = imageJobResultSchema.parse(done.returnvalue)
      const output = await readObject(job.output.key)
      expect(output?.length).toBe(result.size)
      expect((await sharp(output!).metadata()).format).toBe('heif')
      // The input is removed once the job is done.
      expect(await readObject(job.input.key)).toBeUndefined()
    },
  )

  it(
    'completes every job, running and waiting, when a worker killed mid-job restarts',
    { timeout: 180_000 },
    async () => {
      const prefix = `${stack.redisPrefix}-restart-${uniqueSuffix()}`
      const settings = {
        IMAGE_CONCURRENCY: '2',
        IMAGE_LOCK_MS: '2000',
        IMAGE_STALLED_INTERVAL_MS: '1000',
        // A busy machine must not turn a slow job into a failed one here.
        IMAGE_JOB_TIMEOUT_MS: '120000',
      }
      const port = await freePort()
      const first = await workerOn(prefix, { ...settings, PORT: String(port) })
      const queue = queueOn(prefix)
      // Large noisy pictures: each WebP job takes long enough (about a second) to be caught
      // mid-way, and four of them keep some waiting behind the two running.
      const large = await sharp({
        create: {
          width: 1600,
          height: 1600,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .jpeg({ quality: 90 })
        .toBuffer()
      const jobs = await Promise.all(Array.from({ length: 4 }, () => jobFor(large, 'webp')))
      const added = await Promise.all(
        jobs.map((job) =>
          queue.add('optimise', job, { attempts: 3, backoff: { type: 'exponential', delay: 500 } }),
        ),
      )
      // Killed while it holds jobs: some taken, the rest still waiting.
      await waitFor(async () => ((await queue.getActiveCount()) > 0 ? true : undefined), {
        timeoutMs: 10_000,
        what: 'the worker to take jobs',
      })
      started.splice(started.indexOf(first), 1)
      await new Promise((resolve) => {
        first.child.once('exit', resolve)
        first.child.kill('SIGKILL')
      })
      const counts = await queue.getJobCounts('active', 'waiting', 'completed')
      expect(counts.active).toBeGreaterThan(0)
      expect(counts.active + counts.waiting).toBeGreaterThan(0)

      // The same worker again, as its Deployment would restart it.
      await workerOn(prefix, { ...settings, PORT: String(port) })
      const states = await waitFor(
        async () => {
          const all = await Promise.all(
            added.map((a) => queue.getJob(a.id!).then((j) => j?.getState())),
          )
          return all.every((s) => s === 'completed' || s === 'failed') ? all : undefined
        },
        { timeoutMs: 150_000, intervalMs: 250, what: 'every job to finish after the restart' },
      )
      expect(states).toEqual(jobs.map(() => 'completed'))
      for (const [i, job] of jobs.entries()) {
        const done = (await queue.getJob(added[i]!.id!))!
        const result = imageJobResultSchema.parse(done.returnvalue)
        const output = await readObject(job.output.key)
        expect(output?.length, job.output.key).toBe(result.size)
        expect((await sharp(output!).metadata()).format).toBe('webp')
        expect(await readObject(job.input.key)).toBeUndefined()
      }
    },
  )

  it('fails bad jobs at once with their reason, without retrying', async () => {
    const queue = queueOn(stack.redisPrefix)
    const outside = await jobFor(
      await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer(),
      'webp',
    )
    outside.output.key = `assets/${randomUUID()}/x.webp`
    const cases: Array<[unknown, RegExp]> = [
      [{ input: { bucket, key: 'jobs/x' } }, /invalid image job/],
      [outside, /outside/],
    ]
    for (const [data, reason] of cases) {
      const added = await queue.add('optimise', data, { attempts: 3, backoff: 1000 })
      const failed = await waitFor(
        async () => ((await added.getState()) === 'failed' ? queue.getJob(added.id!) : undefined),
        { timeoutMs: 15_000, what: 'the job to fail' },
      )
      expect(failed!.attemptsMade).toBe(1)
      expect(failed!.failedReason).toMatch(reason)
    }
    expect(await readObject(outside.output.key)).toBeUndefined()
  })

  it(
    'stops a job at its timeout and retries it with back-off, keeping the reason',
    { timeout: 60_000 },
    async () => {
      const prefix = `${stack.redisPrefix}-timeout-${uniqueSuffix()}`
      await workerOn(prefix, { IMAGE_JOB_TIMEOUT_MS: '1000', IMAGE_CONCURRENCY: '1' })
      const queue = queueOn(prefix)
      const job = await jobFor(await heavyJpeg(), 'avif')
      const added = await queue.add('optimise', job, {
        attempts: 2,
        backoff: { type: 'fixed', delay: 200 },
      })
      const failed = await waitFor(
        async () => ((await added.getState()) === 'failed' ? queue.getJob(added.id!) : undefined),
        { timeoutMs: 40_000, intervalMs: 200, what: 'the job to time out' },
      )
      expect(failed!.attemptsMade).toBe(2)
      expect(failed!.failedReason).toBe('Image processing took longer than 1000 ms')
      expect(await readObject(job.output.key)).toBeUndefined()
      expect(await readObject(job.input.key)).toBeUndefined()
    },
  )

  it(
    'makes AVIF and WebP copies beside a verified image, never wider than it, and hands them over',
    { timeout: 60_000 },
    async () => {
      const prefix = `${stack.redisPrefix}-variants-${uniqueSuffix()}`
      await workerOn(prefix, { IMAGE_CONCURRENCY: '1' })
      const queue = queueOn(prefix)
      const done = queueOn(prefix, IMAGE_VARIANTS_DONE_QUEUE)
      const assetId = randomUUID()
      // Stored sideways (EXIF orientation 6): the copies are of the picture as seen, 700 x 466.
      const source = `assets/${assetId}/${uniqueSuffix()}.jpg`
      const photo = await sharp({
        create: { width: 466, height: 700, channels: 3, background: '#4a8' },
      })
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer()
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: source,
          Body: photo,
          ContentType: 'image/jpeg',
        }),
      )
      const job: ImageVariantsJob = { assetId, source: { bucket, key: source } }
      const added = await queue.add(IMAGE_VARIANTS_JOB, job)
      const handed = await waitFor(
        async () => (await done.getJobs(['waiting', 'prioritized', 'delayed']))[0],
        { timeoutMs: 40_000, intervalMs: 250, what: 'the copies to be handed over' },
      )
      expect(await added.getState()).toBe('completed')
      const result = imageVariantsDoneSchema.parse(handed.data)
      expect(result.assetId).toBe(assetId)
      expect(result.source).toBe(source)
      const stem = source.replace(/\.jpg$/, '')
      expect(result.variants.map((v) => [v.key, v.contentType, v.width, v.height])).toEqual([
        [`${stem}-w320.avif`, 'image/avif', 320, 213],
        [`${stem}-w320.webp`, 'image/webp', 320, 213],
        [`${stem}-w640.avif`, 'image/avif', 640, 426],
        [`${stem}-w640.webp`, 'image/webp', 640, 426],
        [`${stem}-w700.avif`, 'image/avif', 700, 466],
        [`${stem}-w700.webp`, 'image/webp', 700, 466],
      ])
      for (const variant of result.variants) {
        const stored = await readObject(variant.key)
        expect(stored?.length, variant.key).toBe(variant.size)
        const meta = await sharp(stored!).metadata()
        expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
          variant.contentType === 'image/avif' ? 'heif' : 'webp',
          variant.width,
          variant.height,
          undefined,
        ])
      }
      // The original is left as it was, still downloadable.
      expect((await readObject(source))?.equals(photo)).toBe(true)

      // Bytes gone before their job ran (replaced and swept) get no copies, and no failure.
      const gone: ImageVariantsJob = {
        assetId,
        source: { bucket, key: `assets/${assetId}/${uniqueSuffix()}.png` },
      }
      const late = await queue.add(IMAGE_VARIANTS_JOB, gone)
      await waitFor(async () => ((await late.getState()) === 'completed' ? true : undefined), {
        timeoutMs: 20_000,
        what: 'the job without bytes to end',
      })
      const none = await queue.getJob(late.id!)
      expect(imageVariantsDoneSchema.parse(none!.returnvalue).variants).toEqual([])
    },
  )
})
