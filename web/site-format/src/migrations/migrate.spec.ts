import { describe, expect, it } from 'vitest'
import { builtinBehaviors } from '../builtins/behaviors.js'
import { createSite } from '../defaults/create-site.js'
import type { Command } from '../types/command.js'
import type { Component } from '../types/component.js'
import type { Site } from '../types/site.js'
import { fixtureExists, HAS_FIXTURES, readFixture } from '../serialization/testing-fixtures.js'
import { migrationCommands, SUPPORTED_VERSIONS, type MigratableSite } from './migrate.js'

const withFixtures = it.skipIf(!HAS_FIXTURES)

/** A JSON section; stored sections may be JSON text inside a JSON string. */
function readSection(path: string): unknown {
  let value: unknown = JSON.parse(readFixture(path))
  if (typeof value === 'string') value = JSON.parse(value)
  return value
}

/** A seed folder as an export-form site (one file per stored section). */
function readSeed(folder: string, name: string, version: string): MigratableSite {
  const site: Record<string, unknown> = { name, version }
  for (const section of ['context', 'defaults', 'pages', 'pageOrder', 'editor', 'history']) {
    const path = `${folder}/${section}.json`
    if (fixtureExists(path)) site[section] = readSection(path)
  }
  return site as unknown as MigratableSite
}

/** The `setB` commands inside the migration group. */
function setBehaviors(commands: Command[]) {
  const group = commands[0]
  if (group?.type !== 'g') throw new Error('expected a group')
  return group.data.commands.flatMap((c) => (c.type === 'setB' ? [c.data] : []))
}

function withEvents(site: Site, components: Component[]): Site {
  const root = site.pages['/home']!.root
  root.children = components.map((c) => ({ ...c, parentId: root.id }))
  return site
}

const component = (id: string, events: Component['events'], extra: Partial<Component> = {}) =>
  ({ id, name: id, tag: 'div', style: { custom: {} }, events, ...extra }) satisfies Component

const click = (...behaviorIds: string[]) => ({
  click: { name: 'click', behaviors: behaviorIds.map((behaviorId) => ({ behaviorId })) },
})

describe('migrationCommands', () => {
  it('supports 0.1, 1 and 2', () => {
    expect(SUPPORTED_VERSIONS).toEqual(['0.1', '1', '2'])
  })

  withFixtures('adds exactly the three behaviours the old-behaviours export uses', () => {
    const site = readSection('v0.1-old-behaviors.pub.json') as MigratableSite
    const commands = migrationCommands(site)
    expect(commands).toHaveLength(1)
    const group = commands[0]
    expect(group?.type).toBe('g')
    if (group?.type !== 'g') return
    expect(group.data.commands[0]).toEqual({
      type: 'mS',
      data: { oldVersion: '0.1', newVersion: '2' },
    })
    const added = setBehaviors(commands)
    expect(added.map((d) => d.new?.id)).toEqual([
      'global-b-toggleHidden',
      'global-b-contactformclearerror',
      'global-b-contactform',
    ])
    for (const data of added) {
      expect(data.old).toBeUndefined()
      expect(data.new).toEqual(builtinBehaviors[data.new?.id ?? ''])
      expect(data.new?.code).toBeTruthy()
    }
    expect(group.data.commands).toHaveLength(4)
  })

  withFixtures('migrates the 2023 seed (no pageOrder, no behaviours used)', () => {
    const site = readSeed('seed-v0.1-2023-10', 'test', '0.1')
    expect(site.pageOrder).toBeUndefined()
    expect(migrationCommands(site)).toEqual([
      {
        type: 'g',
        data: { commands: [{ type: 'mS', data: { oldVersion: '0.1', newVersion: '2' } }] },
      },
    ])
  })

  withFixtures('leaves version 2 sites alone', () => {
    expect(migrationCommands(readSeed('seed-v2-2024-11', 'seed', '2'))).toEqual([])
    expect(migrationCommands(readSeed('seed-v2-2025-05', 'init', '2'))).toEqual([])
    expect(migrationCommands(createSite('fresh'))).toEqual([])
  })

  it('refuses unknown versions', () => {
    for (const version of ['3', '0.2', '']) {
      expect(() => migrationCommands({ ...createSite('x'), version })).toThrow(
        'Failed to complete migration, site may be broken',
      )
    }
  })

  it('walks pages in pageOrder and components depth-first (children first), each id once', () => {
    const site = createSite('order')
    site.version = '1'
    site.pages['/about'] = {
      name: 'About',
      route: '/about',
      public: true,
      head: {},
      root: component('order-c-9', click('global-b-homeLink', 'global-b-toggleHidden')),
    }
    site.pageOrder = ['/about', '/home']
    withEvents(site, [
      component('order-c-2', click('global-b-setHidden'), {
        children: [component('order-c-3', click('global-b-stopClick', 'global-b-homeLink'))],
      }),
      component('order-c-4', click('global-b-viewcounter')),
    ])
    expect(setBehaviors(migrationCommands(site)).map((d) => d.new?.id)).toEqual([
      'global-b-homeLink',
      'global-b-toggleHidden',
      'global-b-stopClick',
      'global-b-setHidden',
      'global-b-viewcounter',
    ])
  })

  it('skips editorEvents, site behaviours and copies that have code', () => {
    const site = withEvents(createSite('skip'), [
      component('skip-c-2', click('skip-b-5', 'global-b-toggleHidden', 'global-b-none'), {
        editorEvents: {
          OnPageAdd: { name: 'OnPageAdd', behaviors: [{ behaviorId: 'global-b-navAddChildren' }] },
          OnSelfAdded: { name: 'OnSelfAdded', behaviors: [{ behaviorId: 'global-b-homeLink' }] },
        },
      }),
    ])
    site.version = '0.1'
    site.context.behaviors = {
      'skip-b-5': { id: 'skip-b-5', name: 'Mine', code: 'return 1' },
      'global-b-toggleHidden': { id: 'global-b-toggleHidden', name: 'Toggle Hidden', code: 'x()' },
      'global-b-none': { id: 'global-b-none', name: 'None', code: '' },
    }
    expect(setBehaviors(migrationCommands(site))).toEqual([])
  })

  it('refills a stored copy without code, keeping the copy as old', () => {
    const site = withEvents(createSite('refill'), [
      component('refill-c-2', click('global-b-toggleHidden', 'global-b-none')),
    ])
    site.version = '1'
    const stale = { id: 'global-b-toggleHidden', name: 'Toggle Hidden' }
    site.context.behaviors = { 'global-b-toggleHidden': stale }
    const [data, ...rest] = setBehaviors(migrationCommands(site))
    expect(data).toEqual({ old: stale, new: builtinBehaviors['global-b-toggleHidden'] })
    expect(data?.old).not.toBe(stale)
    // `none` is missing entirely, so it is added.
    expect(rest.map((d) => d.new?.id)).toEqual(['global-b-none'])
    expect(rest[0]?.old).toBeUndefined()
  })

  withFixtures('does not modify the site', () => {
    const site = readSection('v0.1-old-behaviors.pub.json') as MigratableSite
    const before = JSON.stringify(site)
    migrationCommands(site)
    expect(JSON.stringify(site)).toBe(before)
  })
})
