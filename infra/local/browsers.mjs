// Debian's Chromium for the browser tests (infra/local/chromium.sh), never a downloaded browser.
// The integration setup starts one browser server per test worker; each test file connects to
// its worker's and opens a context per test, instead of starting a browser of its own (about a
// CPU second and a few seconds of a busy machine's time each).
import { chromium } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Starts `count` browser servers; their WebSocket endpoints and a function that stops them. */
export async function startBrowserServers(count) {
  const servers = await Promise.all(
    Array.from({ length: count }, () =>
      chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
    ),
  )
  return {
    endpoints: servers.map((server) => server.wsEndpoint()),
    stop: () => Promise.all(servers.map((server) => server.close())),
  }
}
