// The bundle's entry (`dist/runtime.js`): starts the runtime once the page is parsed.
import { startRuntime, type Runtime } from './start.js'

const host = window as Window & { tessera?: Runtime }

function start(): void {
  if (host.tessera === undefined) host.tessera = startRuntime()
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start)
else start()
