import { createSite } from '../defaults/create-site.js'
import { SiteDocument } from '../document/site-document.js'
import { History } from '../history/history.js'
import { findSection, insertSection, sectionInsertionPoint } from '../sections/insert-section.js'
import { applyThemePreset } from '../sections/theme-presets.js'
import type { Site } from '../types/site.js'

export interface SectionSiteOptions {
  /** A theme preset applied before the section goes in; the default theme without one. */
  preset?: string
}

/**
 * One library section alone on a new site's home page, where a person inserting it there gets
 * it (above the page's empty content container, a footer below it): texts in English and
 * Traditional Chinese, a page title and description.
 */
export function sectionSite(id: string, options: SectionSiteOptions = {}): Site {
  // Site names are letters, digits and spaces.
  const name = `Section ${id.replace(/[^A-Za-z0-9]+/g, ' ')}`
  const site = createSite(name, { namespace: 'section', pageContent: true })
  site.context.i18n = { en: {}, 'zh-tw': {} }
  site.defaults.head.title = name
  site.defaults.head.meta = [{ name: 'description', content: `The ${id} section of the library.` }]
  const doc = new SiteDocument(site)
  const history = new History(doc)
  if (options.preset !== undefined) {
    const preset = applyThemePreset(doc, options.preset)
    if (preset) history.push(preset)
  }
  const root = site.pages[site.defaults.homePage]!.root
  const target = sectionInsertionPoint(doc, undefined, root.id, findSection(id)?.category)
  history.push(insertSection(doc, id, target, { language: 'en' }))
  return site
}
