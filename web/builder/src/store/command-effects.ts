import {
  subtreeIds,
  type Command,
  type CommandDataMap,
  type CommandType,
  type Component,
  type SiteDocument,
} from '@tessera/site-format'

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

/** Adds what a command of kind `K` changed to `effects`; `doc` shows the document as it now is. */
type EffectRule<K extends CommandType> = (
  data: CommandDataMap[K],
  effects: CommandEffects,
  doc: SiteDocument,
) => void

/** A component's subtree: its element and every rule in it (added, removed). */
const componentAdded: EffectRule<'addC' | 'rmC'> = (data, effects) => {
  effects.structure = true
  effects.elements.add(data.position.parentId)
  addSubtree(effects.styles, data.component)
  addSubtree(effects.elements, data.component)
}
/** The component's own element: attributes, content, mixins, inputs, events, binding, list. */
const element: EffectRule<
  'editC' | 'addCM' | 'rmCM' | 'repCm' | 'setCI' | 'setCE' | 'setCEE' | 'setCB' | 'setCL'
> = (data, effects) => {
  effects.elements.add(data.id)
}
/** The component's own CSS rules. */
const ownStyles: EffectRule<'setCCS' | 'setCOS' | 'rmCOS'> = (data, effects) => {
  effects.styles.add(data.id)
}
const behaviors: EffectRule<'setB' | 'setBA'> = (_data, effects) => {
  effects.behaviors = true
}
const mixins: EffectRule<'addS' | 'editS' | 'setME' | 'uSO'> = (_data, effects) => {
  effects.mixins = true
}
/** Theme variables, fonts, breakpoints and global styles: every rule is rebuilt. */
const theme: EffectRule<
  'addTV' | 'editTV' | 'rmTV' | 'addTF' | 'editTF' | 'rmTF' | 'setBP' | 'setGS'
> = (_data, effects) => {
  effects.theme = true
}
/** Pages: links know which page they point to (aria-current, hrefs of renamed routes). */
const pages: EffectRule<'addP' | 'rmP' | 'editP' | 'mvP' | 'shP'> = (_data, effects) => {
  effects.pages = true
  effects.everything = true
}
const everything: EffectRule<'setT' | 'rT' | 'mS' | 'setPC'> = (_data, effects) => {
  effects.everything = true
}
/** Settings the canvas does not show: page and document head code, SEO, the editor's UI. */
const nothingShown: EffectRule<'setPH' | 'setDH' | 'setSeo' | 'uUi'> = () => {}

/**
 * What each command kind changes on the canvas, the tree and the menus, complete by kind: a new
 * kind does not compile until it says what it changes (or that the canvas shows none of it).
 */
export const COMMAND_EFFECTS: { readonly [K in CommandType]: EffectRule<K> } = {
  g: (data, effects, doc) => {
    for (const inner of data.commands) collectEffects(doc, inner, effects)
  },
  addC: componentAdded,
  rmC: componentAdded,
  mvC: (data, effects) => {
    effects.structure = true
    effects.elements.add(data.from.parentId)
    effects.elements.add(data.to.parentId)
    effects.elements.add(data.id)
  },
  rpPR: (data, effects) => {
    addSubtree(effects.styles, data.old)
    addSubtree(effects.styles, data.new)
    effects.everything = true
  },
  editC: element,
  addCM: element,
  rmCM: element,
  repCm: element,
  setCI: element,
  setCE: element,
  setCEE: element,
  setCB: element,
  setCL: element,
  sCS: (data, effects, doc) => {
    effects.elements.add(data.id)
    // Hiding a component changes what its parent shows.
    const parentId = doc.findComponent(data.id)?.parentId
    if (parentId !== undefined) effects.elements.add(parentId)
  },
  setCCS: ownStyles,
  setCOS: ownStyles,
  rmCOS: ownStyles,
  mergeCS: (data, effects) => {
    effects.styles.add(data.id)
    effects.elements.add(data.id)
  },
  setB: behaviors,
  setBA: behaviors,
  rmB: (data, effects) => {
    effects.behaviors = true
    for (const use of data.uses) effects.elements.add(use.id)
  },
  addS: mixins,
  editS: mixins,
  setME: mixins,
  uSO: mixins,
  rmS: (data, effects) => {
    effects.mixins = true
    for (const use of data.uses) effects.elements.add(use.id)
  },
  addTV: theme,
  editTV: theme,
  rmTV: theme,
  addTF: theme,
  editTF: theme,
  rmTF: theme,
  setBP: theme,
  setGS: theme,
  addP: pages,
  rmP: pages,
  editP: pages,
  mvP: pages,
  shP: pages,
  changeP: (_data, effects) => {
    effects.pages = true
  },
  // The canvas shows the page's item in every bound component.
  setPC: everything,
  setPH: nothingShown,
  setDH: nothingShown,
  setSeo: nothingShown,
  uUi: nothingShown,
  addR: (data, effects) => {
    // Its tree row and menu mark it a custom component source.
    effects.elements.add(data.id)
    effects.everything = true
  },
  setT: everything,
  rT: everything,
  mS: everything,
  rS: (_data, effects) => {
    effects.replaced = true
    effects.structure = true
    effects.everything = true
    effects.pages = true
    effects.theme = true
    effects.mixins = true
    effects.behaviors = true
  },
}

/**
 * Adds what `command` changed to `effects`. Called after the command was applied or undone,
 * so `doc` shows the document as it now is.
 */
export function collectEffects(doc: SiteDocument, command: Command, effects: CommandEffects): void {
  const rule = COMMAND_EFFECTS[command.type] as EffectRule<typeof command.type>
  rule(command.data, effects, doc)
}
