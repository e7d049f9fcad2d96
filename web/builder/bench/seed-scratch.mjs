// Puts a site where the builder keeps its scratch site, before the page loads.
const SCRATCH_KEY = 'tessera.scratch-site'

/** `stored`: the site in its stored form (serializeSite). */
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
