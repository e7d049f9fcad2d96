import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import swc from 'unplugin-swc'
import { defineConfig } from 'vitest/config'

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** The workspace packages from source, in every project. */
const aliases = [
  {
    find: /^@tessera\/kit\/testing$/,
    replacement: src('./services/libs/kit/src/testing/index.ts'),
  },
  {
    find: /^@tessera\/kit\/storage$/,
    replacement: src('./services/libs/kit/src/storage/index.ts'),
  },
  { find: /^@tessera\/kit$/, replacement: src('./services/libs/kit/src/index.ts') },
  { find: /^@tessera\/proto$/, replacement: src('./proto/src/index.ts') },
  {
    find: /^@tessera\/site-format\/testing$/,
    replacement: src('./web/site-format/src/testing/generate-site.ts'),
  },
  {
    find: /^@tessera\/site-format\/validation$/,
    replacement: src('./web/site-format/src/validation/index.ts'),
  },
  {
    find: /^@tessera\/site-format\/builtin-behaviors$/,
    replacement: src('./web/site-format/src/builtins/behaviors.ts'),
  },
  {
    find: /^@tessera\/site-format\/visitor-texts$/,
    replacement: src('./web/site-format/src/builtins/visitor-texts.ts'),
  },
  {
    find: /^@tessera\/site-format\/access$/,
    replacement: src('./web/site-format/src/access/roles.ts'),
  },
  {
    find: /^@tessera\/site-format\/plans$/,
    replacement: src('./web/site-format/src/plans/plans.ts'),
  },
  {
    find: /^@tessera\/site-format\/shipped-ids$/,
    replacement: src('./web/site-format/src/templates/shipped-ids.ts'),
  },
  {
    find: /^@tessera\/site-format\/templates$/,
    replacement: src('./web/site-format/src/templates/index.ts'),
  },
  {
    find: /^@tessera\/site-format\/sections$/,
    replacement: src('./web/site-format/src/sections/index.ts'),
  },
  { find: /^@tessera\/site-format$/, replacement: src('./web/site-format/src/index.ts') },
  {
    find: /^@tessera\/renderer\/sanitize$/,
    replacement: src('./web/renderer/src/content/sanitize-content.ts'),
  },
  { find: /^@tessera\/renderer$/, replacement: src('./web/renderer/src/index.ts') },
  { find: /^@tessera\/builder$/, replacement: src('./web/builder/src/index.ts') },
]

/**
 * Unit files that load native addons (sharp). Worker threads and native code do not mix well:
 * Vitest advises the forks pool for them, and a unit run that loaded sharp in a worker thread
 * has been seen to stop scheduling files and never end.
 */
const NATIVE_UNIT_FILES = [
  'services/image-worker/src/**/*.spec.ts',
  'services/assets/src/assets/file-inspection.spec.ts',
]

export default defineConfig({
  // NestJS needs decorator metadata, which only swc (not esbuild) emits.
  plugins: [
    swc.vite({
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
      },
    }),
  ],
  resolve: { alias: aliases },
  test: {
    // Vitest makes one pool of each kind for all projects from these root options, so a
    // project's own `isolate` does not reach it: without `isolate: false` here, every file got
    // a fresh worker that imported the kit, Playwright and the site format again (the unit
    // project took four times the CPU). Forks and threads are shared by files of one project;
    // the component tests, which need a fresh DOM and fresh stores per file, run in vmThreads.
    // The integration files (forks) run at least two at a time: they wait on the stack and the
    // browser much of the time, and Vitest's default (cores less one) is one on 2 cores.
    poolOptions: {
      forks: { maxForks: Math.max(2, availableParallelism() - 1), isolate: false },
      threads: { isolate: false },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{services,web,proto}/**/src/**/*.spec.ts'],
          exclude: NATIVE_UNIT_FILES,
          environment: 'node',
          // Worker threads, apart from the integration files' forks: the two pools run side by
          // side. The unit files share one module graph per worker (they keep no global state),
          // which spares re-importing the packages for each file.
          pool: 'threads',
          isolate: false,
          // Property tests run hundreds of cases: room for a machine busy with other work.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'native',
          include: NATIVE_UNIT_FILES,
          environment: 'node',
          pool: 'forks',
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [
            'services/**/test/**/*.int-spec.ts',
            'infra/local/test/**/*.int-spec.ts',
            'web/app/test/**/*.e2e-spec.ts',
            'web/builder/test/**/*.e2e-spec.ts',
          ],
          globalSetup: ['infra/local/integration-setup.mjs'],
          // Each fork runs file after file with the modules it has already imported (the kit,
          // Playwright, the site format) instead of a fresh process per file importing them
          // again. The files keep no state outside themselves: no mocks, stubs or globals.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A browser or a stack of services on a shared 2-core machine can miss a deadline
          // once; a test that fails twice is a failure, one that passed on its retry is named
          // at the end of the run (file-times-reporter.mjs) as flaky.
          retry: 1,
          // A polled page state (a title, a position) can take seconds to settle while other
          // files share the two cores: the default second is too short for a browser here.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        test: {
          // The Helm chart: lint, render, and check every object (charts/test).
          name: 'charts',
          include: ['charts/test/**/*.spec.ts'],
          environment: 'node',
          pool: 'threads',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web app's and the builder's component tests: React (not swc) and a DOM.
        plugins: [react()],
        resolve: { alias: aliases },
        test: {
          name: 'app',
          root: src('.'),
          include: ['web/app/src/**/*.test.{ts,tsx}', 'web/builder/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // A VM context per file: isolated stores and DOM without a worker per file.
          pool: 'vmThreads',
          setupFiles: ['web/app/test/setup-dom.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
})
