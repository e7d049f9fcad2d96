import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { RUNTIME_BUDGET_GZIP_BYTES } from '../index.js'
import { buildBundle, buildFormsBundle, FORMS_BUNDLE_ARGS, PACKAGE_DIR } from '../testing/bundle.js'

describe('the forms chunk', () => {
  let runtime = ''
  let forms = ''
  beforeAll(async () => {
    ;[runtime, forms] = await Promise.all([buildBundle(), buildFormsBundle()])
  })

  it('is what the package script builds', () => {
    const pkg = JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(pkg.scripts['bundle:forms']).toBe(`esbuild ${FORMS_BUNDLE_ARGS.join(' ')}`)
    expect(pkg.scripts.build).toContain('npm run bundle:forms')
  })

  it('keeps the proof of work, secrets and honeypot out of the runtime every page loads', () => {
    const gzipped = gzipSync(forms, { level: 9 }).length
    console.info(`runtime-forms.js: ${forms.length} bytes, ${gzipped} bytes gzipped`)
    expect(gzipped).toBeLessThan(2 * 1024)
    expect(forms).toContain('__tesseraForms')
    expect(forms).toContain('subtle')
    expect(runtime).not.toContain('tessera-rows')
    expect(runtime).not.toContain('subtle')
    // Together they stay within the runtime's budget too.
    expect(gzipSync(runtime + forms, { level: 9 }).length).toBeLessThanOrEqual(
      RUNTIME_BUDGET_GZIP_BYTES,
    )
  })
})
