import { subtreeIds, type Command, type Component, type SiteDocument } from '@tessera/site-format'

/** What a command changed, as the canvas, the tree and the menus need to know it. */
export interface CommandEffects {
  /** Components whose element (attributes, content, children) must render again. */
  elements: Set<string>
  /** Components whose own CSS rules changed, were added or were removed. */
  styles: Set<string>
  /** Mixins or the style order changed. */
  mixins: boolean
  /** Theme variables, fonts, global styles or breakpoints changed: every rule is rebuilt. */
  theme: boolean
  /** Translations, custom components, page routes or the format changed: everything renders again. */
  everything: boolean
  /** Pages were added, removed, renamed, reordered, or the home page moved. */
  pages: boolean
  /** Behaviours changed (the behaviour menu). */
  behaviors: boolean
  /** Components were added, removed or moved: some list of children changed (the tree's rows). */
  structure: boolean
  /**
   * The whole site was replaced (an import, a template, a reset, or the undo of one): an id may
   * now name another component, so whatever follows a component by its id must read it again.
   */
  replaced: boolean
}

export function emptyEffects(): CommandEffects {
  return {
    elements: new Set(),
    styles: new Set(),
    mixins: false,
    theme: false,
    everything: false,
    pages: false,
    behaviors: false,
    structure: false,
    replaced: false,
  }
}

function addSubtree(target: Set<string>, component: Component): void {
  for (const id of subtreeIds(component)) target.add(id)
}

/**
 * Adds what `command` changed to `effects`. Called after the command was applied or undone,
 * so `doc` shows the document as it now is.
 */
export function collectEffects(doc: SiteDocument, command: Command, effects: CommandEffects): void {
  const { elements, styles } = effects
  switch (command.type) {
    case 'g':
      for (const inner of command.data.commands) collectEffects(doc, inner, effects)
      return
    case 'addC':
    case 'rmC':
      effects.structure = true
      elements.add(command.data.position.parentId)
      addSubtree(styles, command.data.component)
      addSubtree(elements, command.data.component)
      return
    case 'mvC':
      effects.structure = true
      elements.add(command.data.from.parentId)
      elements.add(command.data.to.parentId)
      elements.add(command.data.id)
      return
    case 'rpPR':
      addSubtree(styles, command.data.old)
      addSubtree(styles, command.data.new)
      effects.everything = true
      return
    case 'editC':
    case 'addCM':
    case 'rmCM':
    case 'repCm':
    case 'setCI':
    case 'setCE':
    case 'setCEE':
      elements.add(command.data.id)
      return
    case 'sCS': {
      elements.add(command.data.id)
      // Hiding a component changes what its parent shows.
      const parentId = doc.findComponent(command.data.id)?.parentId
      if (parentId !== undefined) elements.add(parentId)
      return
    }
    case 'setCCS':
    case 'setCOS':
    case 'rmCOS':
    case 'mergeCS':
      styles.add(command.data.id)
      if (command.type === 'mergeCS') elements.add(command.data.id)
      return
    case 'setB':
    case 'setBA':
      effects.behaviors = true
      return
    case 'rmB':
      effects.behaviors = true
      for (const use of command.data.uses) elements.add(use.id)
      return
    case 'addS':
    case 'editS':
    case 'setME':
    case 'uSO':
      effects.mixins = true
      return
    case 'rmS':
      effects.mixins = true
      for (const use of command.data.uses) elements.add(use.id)
      return
    case 'addTV':
    case 'editTV':
    case 'rmTV':
    case 'addTF':
    case 'editTF':
    case 'rmTF':
    case 'setBP':
    case 'setGS':
      effects.theme = true
      return
    case 'addP':
    case 'rmP':
    case 'editP':
    case 'mvP':
    case 'shP':
      effects.pages = true
      // Links know which page they point to (aria-current, hrefs of renamed routes).
      effects.everything = true
      return
    case 'changeP':
      effects.pages = true
      return
    case 'setCB':
    case 'setCL':
      elements.add(command.data.id)
      return
    case 'setPC':
      // The canvas shows the page's item in every bound component.
      effects.everything = true
      return
    case 'setPH':
    case 'setDH':
    case 'setSeo':
    case 'uUi':
      return
    case 'addR':
      // Its tree row and menu mark it a custom component source.
      elements.add(command.data.id)
      effects.everything = true
      return
    case 'setT':
    case 'rT':
    case 'mS':
      effects.everything = true
      return
    case 'rS':
      effects.replaced = true
      effects.structure = true
      effects.everything = true
      effects.pages = true
      effects.theme = true
      effects.mixins = true
      effects.behaviors = true
      return
  }
}
