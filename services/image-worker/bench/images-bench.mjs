// `make bench`: 50 generated 2000x2000 JPEGs optimised to WebP q85 through the jobs API and the
// image worker (multipart post, queue, worker, object storage, polling), next to a plain sharp
// script over the same files with the same concurrency, in one run: images per second and ratio.
/* global FormData */
import { Blob } from 'node:buffer'
import { availableParallelism } from 'node:os'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import sharp from 'sharp'
import { withBenchStack } from '../../../infra/local/bench-kit.mjs'
import { loadNote, steady } from '../../../infra/local/load-guard.mjs'

const IMAGES = Number(process.env.BENCH_IMAGES ?? 50)
const SIZE = 2000
const QUALITY = 85
const WARMUP = 4
const CORES = availableParallelism()
/** The worker's defaults: one job per core, libvips threads shared between them. */
const CONCURRENCY = CORES
const MAX_DIMENSION = 4096

/** Photo-like pictures: smooth gradients and shapes under fine grain, each one different. */
async function generate(count) {
  const images = []
  for (let i = 0; i < count; i++) {
    const hue = (i * 37) % 360
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},60%,35%)"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${500 + i * 20}" cy="700" r="${300 + (i % 7) * 40}" fill="hsl(${(hue + 60) % 360},80%,70%)" opacity="0.8"/>
      <path d="M0 1500 Q 600 ${1100 + (i % 5) * 60} 1200 1400 T 2000 1300 V 2000 H 0 Z" fill="hsl(${(hue + 200) % 360},40%,25%)"/>
    </svg>`
    const grain = await sharp({
      create: {
        width: SIZE,
        height: SIZE,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 6 },
      },
    })
      .png()
      .toBuffer()
    images.push(
      await sharp(Buffer.from(svg))
        .composite([{ input: grain, blend: 'overlay' }])
        .jpeg({ quality: 90 })
        .toBuffer(),
    )
  }
  return images
}

/** Runs `work` over `items`, `limit` at a time. */
async function pool(items, limit, work) {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++
        await work(items[i], i)
      }
    }),
  )
}

/** The same pipeline as the worker, in this process. */
async function plainSharp(images) {
  sharp.cache(false)
  sharp.concurrency(Math.max(1, Math.floor(CORES / CONCURRENCY)))
  const started = performance.now()
  let bytes = 0
  await pool(images, CONCURRENCY, async (input) => {
    const out = await sharp(input, { limitInputPixels: 8192 * 8192, failOn: 'warning' })
      .rotate()
      .resize({
        width: MAX_DIMENSION,
        height: MAX_DIMENSION,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: QUALITY })
      .toBuffer()
    bytes += out.length
  })
  return { seconds: (performance.now() - started) / 1000, bytes }
}

async function json(res) {
  const body = await res.json()
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${JSON.stringify(body)}`)
  return body
}

/** Posts every image as the editor does and polls each job until it completes. */
async function throughJobs(images, { gateway, assets, token, apiKey }) {
  const uploads = []
  for (const input of images) {
    const res = await fetch(`${gateway}/api/site-assets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'bench.webp',
        site_id: 'template',
        content_type: 'image/webp',
        content_size: input.length,
      }),
    })
    uploads.push((await json(res)).signed_url)
  }
  const started = performance.now()
  let bytes = 0
  await pool(images, 8, async (input, i) => {
    const form = new FormData()
    form.append('file', new Blob([input]), `bench-${i}.jpg`)
    form.append('uploadUrl', uploads[i])
    form.append('inputFormat', 'jpeg')
    form.append('outputFormat', 'webp')
    form.append('quality', String(QUALITY))
    const { jobId } = await json(
      await fetch(`${assets}/jobs`, {
        method: 'POST',
        body: form,
        headers: { 'x-image-api-key': apiKey },
      }),
    )
    for (;;) {
      const job = await json(
        await fetch(`${assets}/jobs/${jobId}`, { headers: { 'x-image-api-key': apiKey } }),
      )
      if (job.status === 'fail') throw new Error(`job ${jobId} failed: ${job.error}`)
      if (job.status === 'complete') {
        bytes += job.result.size
        break
      }
      // The editor polls once a second; faster here, yet slow enough not to load the machine.
      await new Promise((r) => setTimeout(r, 200))
    }
  })
  return { seconds: (performance.now() - started) / 1000, bytes }
}

await withBenchStack('images', async ({ url, envs, databaseUrl }) => {
  const gateway = url('gateway')

  const email = `bench-${Date.now()}@example.test`
  const password = 'bench password'
  const registered = await json(
    await fetch(`${gateway}/api/users/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
  )
  // The template pseudo-site (admins) has room for every image; the identity site's 5MB does not.
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  await db.query(`UPDATE auth.users SET user_type = 'Admin' WHERE id = $1`, [registered.user.id])
  await db.end()
  const { auth_token: token } = await json(
    await fetch(`${gateway}/api/auth/logins`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
  )
  const target = { gateway, assets: url('assets'), token, apiKey: envs.assets.IMAGE_API_KEY }

  console.log(`generating ${IMAGES + WARMUP} ${SIZE}x${SIZE} JPEGs ...`)
  const images = await generate(IMAGES + WARMUP)
  const warmup = images.slice(0, WARMUP)
  const measured = images.slice(WARMUP)
  const inputBytes = measured.reduce((sum, b) => sum + b.length, 0)

  // Warm both paths (JIT, libvips, connection pools), then measure each over the same files, in
  // two halves in the order plain, jobs, jobs, plain: a change in the machine's load during the
  // run then falls on both paths alike.
  await plainSharp(warmup)
  await throughJobs(warmup, target)
  const halves = [measured.slice(0, IMAGES / 2), measured.slice(IMAGES / 2)]
  const sum = (a, b) => ({ seconds: a.seconds + b.seconds, bytes: a.bytes + b.bytes })
  const figure = await steady(async () => {
    const plainFirst = await plainSharp(halves[0])
    const jobsFirst = await throughJobs(halves[0], target)
    const jobs = sum(jobsFirst, await throughJobs(halves[1], target))
    return { jobs, plain: sum(plainFirst, await plainSharp(halves[1])) }
  })
  const { jobs, plain } = figure.value

  const mb = (b) => `${(b / 1024 / 1024).toFixed(1)} MB`
  console.log(
    `\n${IMAGES} JPEGs ${SIZE}x${SIZE} (${mb(inputBytes)}) -> WebP q${QUALITY}, ${CONCURRENCY} at a time on ${CORES} cores (${loadNote(figure)})`,
  )
  console.log('path                          seconds   images/s   output')
  for (const [name, r] of [
    ['plain sharp script', plain],
    ['jobs API + image worker', jobs],
  ]) {
    console.log(
      `${name.padEnd(29)} ${r.seconds.toFixed(2).padStart(7)}   ${(IMAGES / r.seconds).toFixed(2).padStart(8)}   ${mb(r.bytes)}`,
    )
  }
  console.log(`ratio (jobs / plain)          ${(plain.seconds / jobs.seconds).toFixed(2)}`)
})
