import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix)).flatMap((name) => {
    const path = join(prefix, name)
    return statSync(join(dir, path)).isDirectory() ? filesUnder(dir, path) : [path]
  })
}

/**
 * Brotli (quality 11) and gzip (level 9) copies next to each text file of the build, written
 * once here so the gateway sends them as they are (`file.js.br`, `file.js.gz`) instead of
 * compressing on every request or not at all.
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'tessera-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue
        const path = join(outDir, file)
        const bytes = readFileSync(path)
        if (bytes.length < MIN_BYTES) continue
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        )
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }))
      }
    },
  }
}
