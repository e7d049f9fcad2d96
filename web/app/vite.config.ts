import { fileURLToPath } from 'node:url'
import { parse } from '@formatjs/icu-messageformat-parser'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { precompress } from './vite-plugins/precompress'
import { routePreloads } from './vite-plugins/route-preloads'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * The message catalogues ship pre-parsed (ICU syntax trees), so the ICU parser stays out of the
 * bundle: it is a fifth of the home page's JavaScript otherwise.
 */
function precompileMessages(): Plugin {
  return {
    name: 'tessera-precompile-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/i18n\/messages\/[\w-]+\.json$/.test(id)) return undefined
      const messages = JSON.parse(code) as Record<string, string>
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, text]) => [key, parse(text)]),
      )
      return { code: JSON.stringify(compiled), map: null }
    },
  }
}

/** The gateway serves `dist` at http://localhost:8080; `vite dev` proxies the API to it. */
export default defineConfig(({ command }) => ({
  root: here('.'),
  plugins: [
    react(),
    precompileMessages(),
    // The pages whose screens load lazily: the public ones (the gateway's PUBLIC_PAGES, home
    // aside), and the builder, whose chunks are the largest the app has.
    routePreloads({
      '/login': 'src/screens/account/login-screen.tsx',
      '/signup': 'src/screens/account/signup-screen.tsx',
      '/templates': 'src/screens/templates/templates-screen.tsx',
      '/privacy': 'src/screens/legal/privacy-screen.tsx',
      '/terms': 'src/screens/legal/terms-screen.tsx',
      '/build': 'src/screens/build/build-screen.tsx',
    }),
    precompress(),
  ],
  resolve: {
    alias: [
      // Only the rules, the plans, the roles and the shipped templates' ids: the package's root
      // also brings zod schemas the app does not use.
      {
        find: /^@tessera\/site-format\/validation$/,
        replacement: here('../site-format/src/validation/index.ts'),
      },
      {
        find: /^@tessera\/site-format\/plans$/,
        replacement: here('../site-format/src/plans/plans.ts'),
      },
      {
        find: /^@tessera\/site-format\/access$/,
        replacement: here('../site-format/src/access/roles.ts'),
      },
      {
        find: /^@tessera\/site-format\/shipped-ids$/,
        replacement: here('../site-format/src/templates/shipped-ids.ts'),
      },
      {
        find: /^@tessera\/site-format\/sections$/,
        replacement: here('../site-format/src/sections/index.ts'),
      },
      { find: /^@tessera\/site-format$/, replacement: here('../site-format/src/index.ts') },
      { find: /^@tessera\/renderer$/, replacement: here('../renderer/src/index.ts') },
      { find: /^@tessera\/builder$/, replacement: here('../builder/src/index.ts') },
      ...(command === 'build'
        ? [
            // React Router's package points every bundler at its development build.
            {
              find: /^react-router$/,
              replacement: here('../../node_modules/react-router/dist/production/index.mjs'),
            },
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: here(
                '../../node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
              ),
            },
          ]
        : []),
    ],
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    target: 'es2022',
    // The preview chunk carries the renderer; it loads only on /preview.
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      // Screens share many small modules (fields, forms, the modal): a handful of chunks instead
      // of one request per module, so a page's screen arrives in one round of requests.
      output: { experimentalMinChunkSize: 10_000 },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
}))
