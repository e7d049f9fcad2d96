import type { OutputBundle, OutputChunk } from 'rollup'
import type { Plugin } from 'vite'

/** Where the page documents go in the build; the gateway serves `/{dir}/{name}.html` for a path. */
export const ROUTE_PAGES_DIR = 'routes'

/** The document a public path is served from: `routes/login.html` for `/login`. */
export const routePageFile = (path: string) => `${ROUTE_PAGES_DIR}/${path.slice(1)}.html`

const isChunk = (file: OutputBundle[string]): file is OutputChunk => file.type === 'chunk'

/** `chunk` and every chunk it imports statically, by file name. */
function closure(bundle: OutputBundle, chunk: OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into
  into.add(chunk.fileName)
  for (const name of chunk.imports) {
    const imported = bundle[name]
    if (imported && isChunk(imported)) closure(bundle, imported, into)
  }
  return into
}

/**
 * A copy of index.html per public page whose screen loads lazily, naming as preloads the chunk
 * that holds its screen, the chunks that one imports and their stylesheets, so the browser
 * fetches them with the main script instead of after it has run: the page paints one round
 * trip sooner. `screens` maps a path to its
 * screen's module, relative to the app (`src/screens/...`); a module no chunk holds fails the
 * build, so a renamed screen cannot silently lose its preloads.
 */
export function routePreloads(screens: Record<string, string>): Plugin {
  return {
    name: 'tessera-route-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html']
      if (!html || html.type !== 'asset') return
      const index = String(html.source)
      const chunks = Object.values(bundle).filter(isChunk)
      const entry = chunks.find((chunk) => chunk.isEntry)
      if (!entry) return
      const loaded = closure(bundle, entry)
      for (const [path, module] of Object.entries(screens)) {
        const screen = chunks.find((chunk) =>
          chunk.moduleIds.some((id) => id.endsWith(`/${module}`)),
        )
        if (!screen) this.error(`No chunk holds ${module} (the screen of ${path})`)
        const files = [...closure(bundle, screen)].filter((file) => !loaded.has(file))
        const styles = files.flatMap((file) => {
          const chunk = bundle[file]
          return chunk && isChunk(chunk) ? [...(chunk.viteMetadata?.importedCss ?? [])] : []
        })
        const links = [
          ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ]
        this.emitFile({
          type: 'asset',
          fileName: routePageFile(path),
          source: index.replace('</head>', `    ${links.join('\n    ')}\n  </head>`),
        })
      }
    },
  }
}
