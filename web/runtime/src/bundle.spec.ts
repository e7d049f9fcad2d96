import { DEFAULT_RUNTIME_URL, RUNTIME_DATA_ID as RENDERER_DATA_ID, toHtml } from '@tessera/renderer'
import {
  BEHAVIOR_PREAMBLE as FORMAT_PREAMBLE,
  behaviorFunctionBody,
  BuiltinComponentId,
  type Site,
} from '@tessera/site-format'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { RUNTIME_BUDGET_GZIP_BYTES, RUNTIME_DATA_ID } from './index.js'
import { BEHAVIOR_PREAMBLE } from './start.js'
import { BUNDLE_ARGS, buildBundle, PACKAGE_DIR } from './testing/bundle.js'
import { add, addBlock, behavior, emptySite, on } from './testing/page.js'

describe('bundle', () => {
  let bundle = ''
  beforeAll(async () => {
    bundle = await buildBundle()
  })

  it('is what the package script builds', () => {
    const pkg = JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(pkg.scripts.bundle).toBe(`esbuild ${BUNDLE_ARGS.join(' ')}`)
    expect(pkg.scripts.build).toContain('npm run bundle')
  })

  it(`is one minified IIFE of at most ${RUNTIME_BUDGET_GZIP_BYTES / 1024} KB gzipped`, () => {
    const gzipped = gzipSync(bundle, { level: 9 }).length
    console.info(`runtime.js: ${bundle.length} bytes, ${gzipped} bytes gzipped`)
    expect(gzipped).toBeLessThanOrEqual(RUNTIME_BUDGET_GZIP_BYTES)
    expect(bundle).toMatch(/^(?:"use strict";)?\(\(\)=>\{.*\}\)\(\);\n?$/s)
    expect(bundle).not.toMatch(/\bimport\s*[({'"]|\brequire\(/)
    // Types only from the site format and the renderer: none of their code or dependencies.
    expect(bundle).not.toMatch(/zod|css-tree|sanitize-html|react/i)
  })
})

describe('copies kept out of the bundle', () => {
  it('the data element id is the renderer one', () => {
    expect(RUNTIME_DATA_ID).toBe(RENDERER_DATA_ID)
  })

  it('behaviour functions use the site format preamble', () => {
    expect(BEHAVIOR_PREAMBLE).toBe(FORMAT_PREAMBLE)
    expect(`${BEHAVIOR_PREAMBLE}\nreturn 1`).toBe(behaviorFunctionBody('return 1'))
  })
})

describe('the renderer ships the runtime only to pages that need it', () => {
  const runtimeTag = `<script src="${DEFAULT_RUNTIME_URL}" defer></script>`
  const html = (site: Site) => toHtml(site, '/home', { siteId: 's', apiBase: '/api' })

  it('a page without events, forms, galleries, language switch or counter has no script', () => {
    const site = emptySite()
    for (const id of [
      BuiltinComponentId.text,
      BuiltinComponentId.h1,
      BuiltinComponentId.image,
      BuiltinComponentId.link,
      BuiltinComponentId.button,
      BuiltinComponentId.navMenu,
      BuiltinComponentId.videoWrap,
      BuiltinComponentId.captionedImage,
      BuiltinComponentId.input,
      BuiltinComponentId.footer,
    ]) {
      addBlock(site, id)
    }
    add(site, { id: 'hidden-text', content: 'Hidden', state: { hide: true } })
    const page = html(site)
    expect(page).not.toContain('<script')
    expect(page).not.toContain('tessera-data')
    expect(page).not.toContain('hidden-text')
  })

  it.each([
    ['a contact form', BuiltinComponentId.contactForm],
    ['a mailing list', BuiltinComponentId.mailingList],
    ['an image gallery', BuiltinComponentId.gallery],
    ['a lightbox gallery', BuiltinComponentId.lightboxGallery],
    ['a language switch', BuiltinComponentId.languages],
    ['a view counter', BuiltinComponentId.viewCounter],
    ['a header (its logo links home)', BuiltinComponentId.header],
  ])('%s loads it', (_name, id) => {
    const site = emptySite()
    addBlock(site, id)
    const page = html(site)
    expect(page).toContain(runtimeTag)
    expect(page).toContain('<script type="application/json" id="tessera-data">')
  })

  it('a component event loads it', () => {
    const site = emptySite()
    behavior(site, 'b-own', `helpers.setContent(component.id, 'clicked')`)
    const text = add(site, { id: 'clickable', content: 'Click' })
    on(text, 'click', [{ behaviorId: 'b-own' }])
    expect(html(site)).toContain(runtimeTag)
  })
})
