// S3-compatible object storage for dev and test (the cluster uses MinIO).
// Path-style, credentials S3RVER/S3RVER; signatures are not verified.
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import S3rver from 's3rver'

const port = Number(process.env.S3_PORT ?? 9000)
const directory = fileURLToPath(new URL('../../.data/s3', import.meta.url))
mkdirSync(directory, { recursive: true })

// Browsers upload straight to presigned URLs, so buckets answer CORS preflights.
const cors = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`

// S3rver writes an object into a folder it removes when the folder's last object goes: a put
// racing a delete under the same prefix fails its file write with ENOENT, which S3rver leaves
// unhandled. That request fails; every other request and the server go on.
process.on('uncaughtException', (error) => {
  const code = /** @type {NodeJS.ErrnoException} */ (error).code
  const path = /** @type {NodeJS.ErrnoException} */ (error).path
  if (code === 'ENOENT' && typeof path === 'string' && path.startsWith(directory)) {
    console.error(`s3: ${error.message} (a write raced a delete; that request failed)`)
    return
  }
  throw error
})

const buckets = (process.env.S3_BUCKETS ?? 'tessera-assets,tessera-assets-test').split(',')
const server = new S3rver({
  port,
  address: '127.0.0.1',
  directory,
  silent: true,
  configureBuckets: buckets.map((name) => ({ name, configs: [cors] })),
})
await server.run()
console.log(`s3: listening on http://127.0.0.1:${port} (buckets: ${buckets.join(', ')})`)
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close().then(() => process.exit(0)))
