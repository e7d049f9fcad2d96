import { describe, expect, it } from 'vitest'
import { BuiltinComponentId } from '../builtins/components.js'
import { BuiltinMixinId } from '../builtins/mixins.js'
import { createSite } from '../defaults/create-site.js'
import { contrastRatio } from '../sections/contrast.js'
import { openSite } from '../session/open-site.js'
import { addBuiltinComponent } from './add-builtin.js'

/** A site whose theme lacks `color-on-primary` (until a button or a section brings it). */
function siteWithoutOnPrimary(primary?: string) {
  const site = createSite('Older Site')
  delete site.context.theme.variables['color-on-primary']
  if (primary !== undefined) site.context.theme.variables['color-primary'] = primary
  return site
}

describe('adding a designed block', () => {
  it('gives a site without the text-on-primary variable one that reads on its primary', () => {
    for (const [primary, expected] of [
      ['#1b3858', '#ffffff'],
      ['#95b1d1', '#111827'],
    ] as const) {
      const site = siteWithoutOnPrimary(primary)
      const { doc, history } = openSite(site)
      const before = JSON.stringify(site.context)
      history.push(
        addBuiltinComponent(doc, BuiltinComponentId.button, site.pages['/home']!.root.id),
      )
      expect(site.context.theme.variables['color-on-primary']).toBe(expected)
      expect(contrastRatio(primary, expected)).toBeGreaterThanOrEqual(4.5)
      expect(site.context.styles[BuiltinMixinId.button]).toBeDefined()
      // One undo step takes the block, its mixin and the variable away together.
      history.undo()
      expect(JSON.stringify(site.context)).toBe(before)
    }
  })

  it('leaves a theme that has the variable, and blocks that do not use it, alone', () => {
    const site = createSite('New Site')
    site.context.theme.variables['color-on-primary'] = '#abcdef'
    const { doc, history } = openSite(site)
    const root = site.pages['/home']!.root.id
    history.push(addBuiltinComponent(doc, BuiltinComponentId.button, root))
    expect(site.context.theme.variables['color-on-primary']).toBe('#abcdef')

    const older = siteWithoutOnPrimary()
    const opened = openSite(older)
    opened.history.push(
      addBuiltinComponent(opened.doc, BuiltinComponentId.text, older.pages['/home']!.root.id),
    )
    expect(older.context.theme.variables['color-on-primary']).toBeUndefined()
  })

  it('gives form fields on an older dark site colours of its own theme, readable at AA', () => {
    const site = createSite('Older Site')
    const variables = site.context.theme.variables
    Object.assign(variables, {
      'color-page': '#0f1420',
      'color-card': '#1b2436',
      'color-text': '#dfe4ee',
      'color-border': '#2c3850',
      'color-link': '#8ab4ff',
    })
    const { doc, history } = openSite(site)
    const before = JSON.stringify(site.context)
    const root = site.pages['/home']!.root.id
    history.push(addBuiltinComponent(doc, BuiltinComponentId.contactForm, root))
    const field = variables['color-field']!
    expect(field).toBe('#1b2436')
    expect(contrastRatio(variables['color-text']!, field)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(variables['color-placeholder']!, field)).toBeGreaterThanOrEqual(4.5)
    for (const background of [field, '#0f1420']) {
      // The theme's own border is too faint on it; a step of the text colour replaces it.
      expect(contrastRatio(variables['color-field-border']!, background)).toBeGreaterThanOrEqual(3)
      expect(contrastRatio(variables['color-focus']!, background)).toBeGreaterThanOrEqual(3)
    }
    expect(variables['color-focus']).toBe('#8ab4ff')
    const input = JSON.stringify(site.context.styles[BuiltinMixinId.input])
    expect(input).toContain('${color-field}')
    expect(input).not.toMatch(/#[0-9a-f]{3,6}\b/i)
    history.undo()
    expect(JSON.stringify(site.context)).toBe(before)
  })

  it('keeps the look of a site that already has a button: its own copy stays in use', () => {
    const site = createSite('Older Site')
    const { doc, history } = openSite(site)
    const root = site.pages['/home']!.root.id
    history.push(addBuiltinComponent(doc, BuiltinComponentId.button, root))
    const stored = site.context.styles[BuiltinMixinId.button]!
    stored.breakpoints['breakpoint-1']!.default = { color: '${color-text}' }
    history.push(addBuiltinComponent(doc, BuiltinComponentId.button, root))
    expect(
      site.context.styles[BuiltinMixinId.button]!.breakpoints['breakpoint-1']!.default,
    ).toEqual({ color: '${color-text}' })
  })
})
