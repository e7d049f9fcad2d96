import { beforeAll, describe, expect, it } from 'vitest'
import { parseId } from '../ids/ids.js'
import type { Site } from '../types/site.js'
import { deepEqual } from './deep-equal.js'
import { namespaceIdPattern, rewriteNamespace } from './namespace.js'
import { parseSiteFile } from './site-file.js'
import { deserializeSite } from './stored-site.js'
import type { StoredSiteInput } from './stored-site.js'
import {
  HAS_FIXTURES,
  oldBehaviorsFile,
  SEED_FOLDERS,
  storedSeed,
  type SeedFolder,
} from './testing-fixtures.js'
import { allComponents, allStrings, parentLinkProblems } from './testing-walk.js'

/** The highest `n` among the site's own `<ns>-<kind>-<n>` ids, anywhere in the site. */
function highestIdNumber(site: Site): number {
  let highest = -1
  for (const text of allStrings([site.context, site.pages])) {
    const parsed = parseId(text)
    if (parsed?.namespace === site.context.namespace && /^\d+$/.test(parsed.suffix)) {
      highest = Math.max(highest, Number(parsed.suffix))
    }
  }
  return highest
}

function expectLoaderInvariants(site: Site): void {
  expect(site.pageOrder).toEqual(Object.keys(site.pages))
  for (const id of site.context.styleOrder) expect(site.context.styles).toHaveProperty([id])
  expect(site.context.nextId).toBeGreaterThan(highestIdNumber(site))
  expect(site.pages).toHaveProperty([site.defaults.homePage])
  expect(parentLinkProblems(site)).toEqual([])
  for (const component of allComponents(site)) expect(component.style.custom).toBeDefined()
  expect(site.history.back).toBeInstanceOf(Array)
  expect(site.history.forward).toBeInstanceOf(Array)
}

function expectNoIdsOf(site: Site, namespace: string): void {
  const pattern = namespaceIdPattern(namespace)
  expect(allStrings(site).filter((text) => text.match(pattern))).toEqual([])
  // The same check without the id pattern under test: no `<ns>-<kind>-` at a word start.
  const prefixes = ['c', 's', 'b', 'bp'].map((kind) => `${namespace}-${kind}-`)
  const leftovers = allStrings(site).filter((text) =>
    prefixes.some((prefix) => {
      const at = text.indexOf(prefix)
      return at >= 0 && (at === 0 || !/[\w-]/.test(text[at - 1] ?? ''))
    }),
  )
  expect(leftovers).toEqual([])
}

const globalIds = (site: Site): string[] =>
  allStrings(site)
    .filter((text) => text.startsWith('global-'))
    .sort()

describe.skipIf(!HAS_FIXTURES)('v0.1-old-behaviors.pub.json (export form)', () => {
  let site: Site
  let versionMismatch: boolean
  beforeAll(() => void ({ site, versionMismatch } = parseSiteFile(oldBehaviorsFile())))

  it('loads with the loader defaults and keeps the version', () => {
    expect(site.version).toBe('0.1')
    expect(versionMismatch).toBe(true)
    expect(site.name).toBe('tmp')
    expect(site.pageOrder).toEqual(['/home'])
    expect(site.defaults).toEqual({ head: {}, homePage: '/home' })
    expect(site.context.nextId).toBe(17)
    // global-s-2 and global-s-20 are listed but not defined: they are dropped.
    expect(site.context.styleOrder).toEqual([
      'global-s-1',
      'global-s-8',
      'global-s-22',
      'global-s-10',
    ])
    // Migration (copying built-in behaviours) is not the loader's job.
    expect(site.context.behaviors).toEqual({})
    expect(site.context.activeI18n).toBe('en')
    expect(site.editor?.prefs).toEqual({})
    expectLoaderInvariants(site)
  })

  it('keeps events, inputs and the Form tag', () => {
    const components = allComponents(site)
    expect(components.some((c) => c.tag === 'Form')).toBe(true)
    const email = components.find((c) => c.id === 'tmp-c-7')
    expect(email?.inputs?.['placeholder']?.is).toBe('Email')
    expect(email?.events?.['input']?.behaviors[0]).toEqual({
      behaviorId: 'global-b-contactformclearerror',
      args: { errorId: 'tmp-c-10' },
    })
  })

  it('moves into another namespace without leaving an old id', () => {
    const moved = parseSiteFile(oldBehaviorsFile(), 'my-site').site
    expect(moved.context.namespace).toBe('my-site')
    expectNoIdsOf(moved, 'tmp')
    expect(globalIds(moved)).toEqual(globalIds(site))
    expect(moved.pages['/home']?.root.id).toBe('my-site-c-0')
    const email = allComponents(moved).find((c) => c.id === 'my-site-c-7')
    expect(email?.events?.['input']?.behaviors[0]?.args).toEqual({ errorId: 'my-site-c-10' })
    expect(moved.editor?.selectedComponentId).toBe('my-site-c-4')
    expect(moved.context.nextId).toBe(17)
    expectLoaderInvariants(moved)
  })
})

describe.skipIf(!HAS_FIXTURES).each(SEED_FOLDERS)('%s (stored form)', (folder: SeedFolder) => {
  let stored: StoredSiteInput
  let site: Site
  beforeAll(() => {
    stored = storedSeed(folder)
    site = deserializeSite(stored)
  })

  it('loads with the loader defaults', () => {
    expectLoaderInvariants(site)
    expect(site.context.i18n).toBeDefined()
    expect(site.context.globalStyles).toEqual({})
    expect(site.context.customComponentIds).toEqual([])
    expect(site.context.customChildIds).toEqual([])
  })

  it('reads double-encoded and already-parsed parts the same way', () => {
    const doubled = Object.fromEntries(
      Object.entries(stored).map(([key, value]) => [
        key,
        key === 'name' || key === 'version' ? value : JSON.stringify(value),
      ]),
    )
    const parsed = Object.fromEntries(
      Object.entries(stored).map(([key, value]) => [
        key,
        key === 'name' || key === 'version' ? value : JSON.parse(String(value)),
      ]),
    )
    expect(deepEqual(deserializeSite({ ...stored, ...doubled }), site)).toBe(true)
    expect(deepEqual(deserializeSite({ ...stored, ...parsed }), site)).toBe(true)
  })

  it('is accepted by parseSiteFile in its stored form', () => {
    expect(deepEqual(parseSiteFile(JSON.stringify(stored)).site, site)).toBe(true)
  })

  it('moves into another namespace without leaving an old id', () => {
    const moved = rewriteNamespace(site, 'fresh-ns')
    expect(moved.context.namespace).toBe('fresh-ns')
    expectNoIdsOf(moved, site.context.namespace)
    expect(globalIds(moved)).toEqual(globalIds(site))
    expectLoaderInvariants(moved)
    // The original is untouched.
    expect(site.context.namespace).not.toBe('fresh-ns')
  })
})

describe.skipIf(!HAS_FIXTURES)('seed specifics', () => {
  it('seed-v0.1-2023-10: no pageOrder or styleOrder, 2023 editor keys kept', () => {
    const site = deserializeSite(storedSeed('seed-v0.1-2023-10'))
    expect(site.version).toBe('0.1')
    expect(site.pageOrder).toEqual(['/home'])
    expect(site.context.styleOrder).toEqual(['global-s-1', 'global-s-8'])
    expect(site.context.i18n).toEqual({})
    expect(site.context.nextId).toBe(3)
    expect(site.editor?.['debugBounding']).toBe(false)
    expect(site.editor?.componentsHidden).toEqual({})
    expect(site.history.back).toHaveLength(6)
  })

  it('seed-v2-2024-11: the __namespace__ placeholder is a namespace like any other', () => {
    const site = deserializeSite(storedSeed('seed-v2-2024-11'))
    expect(site.context.namespace).toBe('__namespace__')
    expect(site.context.styleOrder).toEqual(['global-s-2', 'global-s-9'])
    expect(site.context.nextId).toBe(3)
    const moved = rewriteNamespace(site, 'shop')
    expect(moved.pages['/home']?.root.children?.[0]?.id).toBe('shop-c-1')
    expect(JSON.stringify(moved)).not.toContain('__namespace__')
    // History keeps the built-in sources.
    expect(JSON.stringify(moved.history)).toContain('global-c-containerVertical')
  })

  it('seed-v2-2025-05: sparse ids, styleOrder and active language kept', () => {
    const site = deserializeSite(storedSeed('seed-v2-2025-05'))
    expect(site.context.nextId).toBe(54)
    expect(site.context.styleOrder).toEqual(['init-s-3', 'global-s-2', 'global-s-9', 'global-s-3'])
    expect(site.context.activeI18n).toBe('zh-tw')
    const copyright = allComponents(site).find((c) => c.id === 'init-c-53')
    expect(copyright?.content).toBe('© 2025 MyCompany')
    const moved = rewriteNamespace(site, 'init-2')
    expect(moved.context.styles['init-2-s-3']?.id).toBe('init-2-s-3')
    expect(moved.context.styleOrder[0]).toBe('init-2-s-3')
    expect(moved.pages['/home']?.root.style.mixins).toEqual(['init-2-s-3'])
  })
})
