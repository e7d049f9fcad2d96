import {
  instantiateBuiltin,
  instantiateTemplate,
  type ComponentTemplate,
} from '../builtins/components.js'
import type { SiteDocument } from '../document/site-document.js'
import type { Command } from '../types/command.js'
import { addComponent } from './component-edits.js'
import { navItemsForNewMenu } from './nav-sync.js'
import { addThemeVariable, setBehavior, setGlobalStyle } from './site-edits.js'
import {
  DERIVED_THEME_VARIABLES,
  derivedThemeValues,
  refersToVariable,
} from '../sections/derived-theme.js'

/**
 * Adds a New-menu block as one undo step: copies of the built-in mixins, behaviours and
 * global styles it uses that the site lacks, then the component itself (a nav menu comes
 * with one item per page).
 */
export function addBuiltinComponent(
  doc: SiteDocument,
  builtinId: string | ComponentTemplate,
  parentId: string,
  index?: number,
): Command {
  const context = doc.site.context
  const before = context.nextId
  const instance =
    typeof builtinId === 'string'
      ? instantiateBuiltin(context, builtinId, parentId)
      : instantiateTemplate(context, builtinId, parentId)
  const commands: Command[] = []
  const variables = context.theme.variables
  const derived = derivedThemeValues(variables)
  const adding = new Set<string>()
  for (const mixin of instance.mixins) {
    if (context.styles[mixin.id]) continue
    // A site from before a variable gets one that reads on its own colours.
    for (const name of DERIVED_THEME_VARIABLES) {
      if (Object.hasOwn(variables, name) || adding.has(name)) continue
      if (!refersToVariable(mixin.breakpoints, name)) continue
      adding.add(name)
      commands.push(addThemeVariable(doc, name, derived[name]))
    }
    const at = context.styleOrder.length + commands.filter((c) => c.type === 'addS').length
    commands.push({ type: 'addS', data: { mixin, index: at, nextId: [before, before] } })
  }
  for (const behavior of instance.behaviors) {
    if (!context.behaviors[behavior.id]?.code)
      commands.push(setBehavior(doc, behavior.id, behavior))
  }
  for (const [name, style] of Object.entries(instance.globalStyles)) {
    if (!context.globalStyles[name]) commands.push(setGlobalStyle(doc, undefined, { name, style }))
  }
  commands.push(addComponent(doc, instance.component, parentId, before, index))
  const add = commands.at(-1) as Command<'addC'>
  add.data.component = navItemsForNewMenu(doc, add.data.component)
  add.data.nextId[1] = context.nextId
  return commands.length === 1 ? add : { type: 'g', data: { commands } }
}
