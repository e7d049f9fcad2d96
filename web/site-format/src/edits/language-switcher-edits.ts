import { BuiltinComponentId } from '../builtins/components.js'
import { BuiltinMixinId } from '../builtins/mixins.js'
import type { SiteDocument } from '../document/site-document.js'
import { forEachComponent, forEachSiteComponent } from '../serialization/tree.js'
import { isLanguageSwitcher } from '../translations/language-switcher.js'
import type { Command } from '../types/command.js'
import type { Component } from '../types/component.js'
import { addBuiltinComponent } from './add-builtin.js'

/**
 * A language switcher for a translated site that has none, so visitors can reach its other
 * languages: on the home page, after its nav menu when it has one, else at its top. Undefined
 * when the site has fewer than two languages or already has a switcher.
 */
export function addMissingLanguageSwitcher(doc: SiteDocument): Command | undefined {
  const site = doc.site
  if (Object.keys(site.context.i18n).length < 2) return undefined
  let present = false
  forEachSiteComponent(site, (component) => {
    if (isLanguageSwitcher(component)) present = true
  })
  if (present) return undefined
  const home = site.pages[site.defaults.homePage] ?? site.pages[site.pageOrder[0] ?? '']
  if (!home) return undefined
  let nav: Component | undefined
  forEachComponent(home.root, (component) => {
    if (!nav && component.style.mixins?.includes(BuiltinMixinId.navMenu)) nav = component
  })
  if (nav?.parentId !== undefined) {
    const parent = doc.component(nav.parentId)
    const index = (parent.children ?? []).indexOf(nav) + 1
    return addBuiltinComponent(doc, BuiltinComponentId.languages, parent.id, index)
  }
  return addBuiltinComponent(doc, BuiltinComponentId.languages, home.root.id, 0)
}
