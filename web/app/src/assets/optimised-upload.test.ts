import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/api-error'
import {
  IMAGE_JOB_POLL_MS,
  IMAGE_JOB_TIMEOUT_MS,
  optimisedUploader,
  type OptimisedUploadDeps,
} from './optimised-upload'
import type { FileUploader, ProgressRequest, UploadReport } from './upload-file'

type JobAnswer = { status: number; body?: unknown } | 'no answer'

/** A jobs API and a clock under the test's control; the plain upload is recorded. */
function setup(options: { start?: () => string; polls?: JobAnswer[] } = {}) {
  let clock = 0
  const sent: ProgressRequest[] = []
  const polled: Array<{ url: string; key: string | null; at: number }> = []
  const plainCalls: string[] = []
  const polls = [...(options.polls ?? [])]
  const deps: OptimisedUploadDeps = {
    send: async (request) => {
      sent.push(request)
      request.onProgress(0.5)
      request.onProgress(1)
      return options.start ? options.start() : JSON.stringify({ jobId: 'job-1' })
    },
    fetch: async (input, init) => {
      polled.push({
        url: String(input),
        key: new Headers(init?.headers).get('x-image-api-key'),
        at: clock,
      })
      const answer = polls.shift() ?? { status: 200, body: { status: 'processing' } }
      if (answer === 'no answer') throw new TypeError('Failed to fetch')
      return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status })
    },
    sleep: async (ms) => {
      clock += ms
    },
    now: () => clock,
  }
  const plain: FileUploader = async (url, _file, report) => {
    plainCalls.push(url)
    report.progress(1)
  }
  const events: string[] = []
  const report: UploadReport = {
    progress: (fraction) => events.push(`progress ${fraction}`),
    optimising: () => events.push('optimising'),
    notice: (key) => events.push(`notice ${key}`),
  }
  const upload = optimisedUploader({ url: '/api/jobs', key: 'the-key' }, plain, deps)
  return { upload, report, sent, polled, plainCalls, events }
}

const image = (type: string, name = 'photo') =>
  new File([new Uint8Array([1, 2, 3])], name, { type })
const signed = 'http://s3.test/bucket/uploads/a1?X-Amz-Signature=abc'

describe('optimised upload', () => {
  it('sends a png as a multipart job for its upload address, then polls once a second', async () => {
    const { upload, report, sent, polled, plainCalls, events } = setup({
      polls: [
        { status: 200, body: { jobId: 'job-1', status: 'pending' } },
        { status: 200, body: { jobId: 'job-1', status: 'complete' } },
      ],
    })
    await upload(signed, image('image/png', 'cat.png'), report)

    expect(sent).toHaveLength(1)
    const job = sent[0]!
    expect([job.method, job.url, job.headers]).toEqual([
      'POST',
      '/api/jobs',
      { 'x-image-api-key': 'the-key' },
    ])
    const form = job.body as FormData
    expect((form.get('file') as File).name).toBe('cat.png')
    expect(
      Object.fromEntries(
        ['uploadUrl', 'inputFormat', 'outputFormat', 'optimizeAlgo', 'quality'].map((f) => [
          f,
          form.get(f),
        ]),
      ),
    ).toEqual({
      uploadUrl: signed,
      inputFormat: 'png',
      outputFormat: 'png',
      optimizeAlgo: '',
      quality: '85',
    })
    expect(polled.map((p) => [p.url, p.key, p.at])).toEqual([
      ['/api/jobs/job-1', 'the-key', IMAGE_JOB_POLL_MS],
      ['/api/jobs/job-1', 'the-key', 2 * IMAGE_JOB_POLL_MS],
    ])
    // Sending fills 90% of the bar, the finished job the rest; nothing went the plain way.
    expect(events).toEqual(['progress 0.45', 'progress 0.9', 'optimising', 'progress 1'])
    expect(plainCalls).toEqual([])
  })

  it('keeps jpeg as jpeg with the mozjpeg encoder', async () => {
    const { upload, report, sent } = setup({
      polls: [{ status: 200, body: { status: 'complete' } }],
    })
    await upload(signed, image('image/jpeg'), report)
    const form = sent[0]!.body as FormData
    expect([form.get('inputFormat'), form.get('outputFormat'), form.get('optimizeAlgo')]).toEqual([
      'jpeg',
      'jpeg',
      'mozjpeg',
    ])
  })

  it('uploads svg, gif and other types plainly, with no job', async () => {
    const { upload, report, sent, plainCalls } = setup()
    await upload(signed, image('image/svg+xml'), report)
    await upload(signed, image('image/gif'), report)
    await upload(signed, image('application/pdf'), report)
    expect(sent).toEqual([])
    expect(plainCalls).toEqual([signed, signed, signed])
  })

  it('falls back to the plain upload when the job cannot start', async () => {
    const { upload, report, plainCalls, events, polled } = setup({
      start: () => {
        throw new ApiError(403, 'Forbidden', 'A valid image API key is required')
      },
    })
    await upload(signed, image('image/webp'), report)
    expect(polled).toEqual([])
    expect(plainCalls).toEqual([signed])
    expect(events.slice(-3)).toEqual([
      'progress 0',
      'progress 1',
      'notice assets.notice.jobStartFailed',
    ])
  })

  it('falls back to the plain upload when the job fails', async () => {
    const { upload, report, plainCalls, events } = setup({
      polls: [{ status: 200, body: { status: 'fail', error: 'Input image exceeds pixel limit' } }],
    })
    await upload(signed, image('image/png'), report)
    expect(plainCalls).toEqual([signed])
    expect(events.at(-1)).toBe('notice assets.notice.jobFailed')
  })

  it('gives up after 10 s of polling, asking again after a poll nobody answered', async () => {
    const { upload, report, plainCalls, polled, events } = setup({
      polls: ['no answer', { status: 502 }],
    })
    await upload(signed, image('image/png'), report)
    expect(polled).toHaveLength(IMAGE_JOB_TIMEOUT_MS / IMAGE_JOB_POLL_MS)
    expect(polled.at(-1)!.at).toBe(IMAGE_JOB_TIMEOUT_MS)
    expect(plainCalls).toEqual([signed])
    expect(events.at(-1)).toBe('notice assets.notice.jobFailed')
  })

  it('stops polling at once when the jobs API refuses the job id', async () => {
    const { upload, report, plainCalls, polled } = setup({
      polls: [{ status: 404, body: { code: 'NotFound', message: 'No such job' } }],
    })
    await upload(signed, image('image/png'), report)
    expect(polled).toHaveLength(1)
    expect(plainCalls).toEqual([signed])
  })
})
