import { describe, expect, it } from 'vitest'
import { BuiltinComponentId } from '../builtins/components.js'
import { createSite } from '../defaults/create-site.js'
import { forEachSiteComponent } from '../serialization/tree.js'
import { openSite } from '../session/open-site.js'
import { isLanguageSwitcher } from '../translations/language-switcher.js'
import type { Component } from '../types/component.js'
import { addBuiltinComponent } from './add-builtin.js'
import { addMissingLanguageSwitcher } from './language-switcher-edits.js'

function switchers(site: ReturnType<typeof createSite>): Component[] {
  const found: Component[] = []
  forEachSiteComponent(site, (component) => {
    if (isLanguageSwitcher(component)) found.push(component)
  })
  return found
}

describe('addMissingLanguageSwitcher', () => {
  it('adds one switcher after the home nav menu, as one undoable step', () => {
    const site = createSite('Switch')
    const { doc, history } = openSite(site)
    const root = site.pages['/home']!.root
    history.push(addBuiltinComponent(doc, BuiltinComponentId.navMenu, root.id))
    expect(addMissingLanguageSwitcher(doc)).toBeUndefined()

    site.context.i18n = { 'zh-tw': {}, en: {} }
    const before = structuredClone(site.pages)
    history.push(addMissingLanguageSwitcher(doc)!)
    const [switcher] = switchers(site)
    const nav = root.children!.find((child) => child.name === 'NavMenu')!
    expect(root.children!.indexOf(switcher!)).toBe(root.children!.indexOf(nav) + 1)
    // One option per language, the default (first) language picked without a browser match.
    expect(switcher!.children!.map((option) => option.content)).toEqual(['中文 (繁體)', 'English'])
    expect(switcher!.events?.['load']?.behaviors[0]?.args).toEqual({ default: 'zh-tw' })
    expect(addMissingLanguageSwitcher(doc)).toBeUndefined()

    history.undo()
    expect(switchers(site)).toEqual([])
    expect(site.pages).toEqual(before)
  })

  it('puts it at the top of the home page without a nav menu', () => {
    const site = createSite('Plain')
    site.context.i18n = { en: {}, fr: {} }
    const { doc, history } = openSite(site)
    history.push(addMissingLanguageSwitcher(doc)!)
    expect(isLanguageSwitcher(site.pages['/home']!.root.children![0]!)).toBe(true)
  })
})
