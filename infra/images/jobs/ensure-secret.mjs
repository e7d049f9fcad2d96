// The chart's generated Secret: created once with a random value per key, and later given only
// the keys it lacks, so an upgrade never changes a password a data store already holds.
//   SECRET_NAME, SECRET_KEYS (comma-separated), SECRET_LABELS (JSON)
import { randomBytes } from 'node:crypto'
import { inCluster, runJob } from './kube.mjs'

/** 32 random bytes, URL-safe (the values go into database and Redis URLs). */
export const newValue = () => randomBytes(32).toString('base64url')

/** The data to add: a fresh value for each wanted key the Secret does not have. */
export function missingData(wanted, existing = {}) {
  return Object.fromEntries(
    wanted
      .filter((key) => !(key in existing))
      .map((key) => [key, Buffer.from(newValue()).toString('base64')]),
  )
}

async function main() {
  const name = process.env.SECRET_NAME
  const keys = (process.env.SECRET_KEYS ?? '').split(',').filter(Boolean)
  const labels = JSON.parse(process.env.SECRET_LABELS ?? '{}')
  if (!name || keys.length === 0) throw new Error('SECRET_NAME and SECRET_KEYS are required')
  const { namespace, request } = inCluster()
  const path = `/api/v1/namespaces/${namespace}/secrets`
  const found = await request('GET', `${path}/${name}`, { ok: [404] })
  if (found.status === 404) {
    const created = await request('POST', path, {
      body: {
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { name, labels },
        data: missingData(keys),
      },
      ok: [409],
    })
    // Another run created it meanwhile: the next attempt adds what it lacks.
    if (created.status === 409) throw new Error(`${name} appeared meanwhile; trying again`)
    console.log(`ensure-secret: created ${name} with ${keys.join(', ')}`)
    return
  }
  const data = missingData(keys, found.body.data ?? {})
  if (Object.keys(data).length === 0) {
    console.log(`ensure-secret: ${name} has every key`)
    return
  }
  await request('PATCH', `${path}/${name}`, {
    body: { data },
    contentType: 'application/merge-patch+json',
  })
  console.log(`ensure-secret: added ${Object.keys(data).join(', ')} to ${name}`)
}

if (import.meta.url === `file://${process.argv[1]}`) runJob('ensure-secret', main)
