// Puts a site where the builder keeps its scratch site, before the builder opens.
const SCRATCH_KEY = 'tessera.scratch-site'

/** `stored`: the site in its stored form (serializeSite). Seeds every new page of the context. */
export async function seedScratchSite(context, stored) {
  await context.addInitScript(
    ({ key, text }) => {
      if (sessionStorage.getItem('tessera.bench-seeded')) return
      sessionStorage.setItem('tessera.bench-seeded', '1')
      localStorage.setItem(key, text)
      localStorage.setItem('tessera.preferences', JSON.stringify({ cookiesAccepted: true }))
    },
    { key: SCRATCH_KEY, text: JSON.stringify(stored) },
  )
}

/**
 * Stores the site in the page's origin (`url`) from a small document of that origin, as a
 * person who comes back to their scratch site has it stored already: writing 2 MB into the
 * browser's storage is not part of opening the builder.
 */
export async function storeScratchSite(page, url, stored) {
  await page.goto(`${url}/favicon.svg`)
  await page.evaluate(
    ({ key, text }) => {
      localStorage.setItem(key, text)
      localStorage.setItem('tessera.preferences', JSON.stringify({ cookiesAccepted: true }))
    },
    { key: SCRATCH_KEY, text: JSON.stringify(stored) },
  )
}
