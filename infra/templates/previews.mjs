// Renders the home page of each shipped template in Chromium and writes its preview image
// (web/app/public/template-previews/{key}.webp), which the Templates page and the builder show.
// Run after a build when a template's look changes: `make template-previews`.
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { toHtml } from '@tessera/renderer'
import { shippedTemplates } from '@tessera/site-format/templates'
import { chromium } from 'playwright-core'
import sharp from 'sharp'

const OUT = fileURLToPath(new URL('../../web/app/public/template-previews/', import.meta.url))
const VIEWPORT = { width: 1280, height: 800 }
const SIZE = { width: 640, height: 400 }

mkdirSync(OUT, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars'],
})
try {
  const page = await browser.newPage({ viewport: VIEWPORT })
  for (const template of shippedTemplates()) {
    const { site } = template
    // No runtime script: the picture needs only the markup and the styles.
    const html = toHtml(site, site.defaults.homePage).replace(/<script[\s\S]*?<\/script>/g, '')
    await page.setContent(html, { waitUntil: 'load' })
    const png = await page.screenshot({ type: 'png' })
    const file = `${OUT}${template.key}.webp`
    await sharp(png).resize(SIZE.width, SIZE.height).webp({ quality: 80 }).toFile(file)
    console.log(`template-previews: ${template.key}.webp`)
  }
} finally {
  await browser.close()
}
