// Test support only (not built): the bundle, built in memory exactly as `npm run build` does.
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

export const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url))

/** The esbuild arguments of the package's `bundle` script. */
export const BUNDLE_ARGS = [
  'src/main.ts',
  '--bundle',
  '--minify',
  '--format=iife',
  '--target=es2020',
  '--legal-comments=none',
  '--outfile=dist/runtime.js',
]

export async function buildBundle(): Promise<string> {
  const result = await build({
    absWorkingDir: PACKAGE_DIR,
    entryPoints: ['src/main.ts'],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
    outfile: 'dist/runtime.js',
    write: false,
    logLevel: 'silent',
  })
  const file = result.outputFiles[0]
  if (!file) throw new Error('esbuild wrote nothing')
  return file.text
}

/** The esbuild arguments of the package's `bundle:forms` script: the forms chunk. */
export const FORMS_BUNDLE_ARGS = [
  'src/forms/main.ts',
  '--bundle',
  '--minify',
  '--format=iife',
  '--target=es2020',
  '--legal-comments=none',
  '--outfile=dist/runtime-forms.js',
]

export async function buildFormsBundle(): Promise<string> {
  const result = await build({
    absWorkingDir: PACKAGE_DIR,
    entryPoints: ['src/forms/main.ts'],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
    outfile: 'dist/runtime-forms.js',
    write: false,
    logLevel: 'silent',
  })
  const file = result.outputFiles[0]
  if (!file) throw new Error('esbuild wrote nothing')
  return file.text
}
