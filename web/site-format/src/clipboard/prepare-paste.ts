import type { Behavior, BehaviorCallArgs } from '../types/behavior.js'
import type { Component, EventBehaviorCall } from '../types/component.js'
import type { Breakpoint, Site, ThemeFont, Translations } from '../types/site.js'
import type { StyleMixin } from '../types/style.js'
import { nextId } from '../ids/ids.js'
import { getOwn, setOwn } from '../serialization/records.js'
import { forEachComponent } from '../serialization/tree.js'
import { payloadNamespace, type ClipboardPayload } from './payload.js'
import {
  findMixinByName,
  idReplacer,
  isGlobalId,
  matchBreakpoint,
  remapBreakpointStyles,
  replaceInValues,
} from './remap.js'
import { collectSubtreeUses, pick, themeUses, valuesOfStyles } from './subtree.js'

export const ROOT_PASTE_ONLY = 'Root component can only be used to replace another root component'

/** A page root (no parent): it can only replace another root. */
export function isRootComponent(component: Component): boolean {
  return component.parentId === undefined
}

export interface PasteOptions {
  /** The new parent; undefined when the copy replaces a page root. */
  parentId?: string
  /** The payload was copied from this site. */
  sameSite: boolean
}

/** What a paste adds, for the command engine to apply as undoable commands. */
export interface PreparedPaste {
  /** The copy, with fresh ids and every reference remapped. */
  component: Component
  mixinsToAdd: StyleMixin[]
  behaviorsToAdd: Behavior[]
  breakpointsToAdd: Breakpoint[]
  translationsToAdd: Translations
  themeVariablesToAdd: Record<string, string>
  fontsToAdd: ThemeFont[]
  nextIdBefore: number
  nextIdAfter: number
}

/**
 * Prepares pasting a payload into a site without inserting anything. Ids come from the site's
 * counter, so `site.context.nextId` advances (`nextIdBefore` / `nextIdAfter` record it). A
 * payload from another site or namespace is merged: mixins and behaviours by name, breakpoints
 * by name or width; what the site lacks is added under new ids. Missing translations, theme
 * variables and fonts are added either way.
 */
export function preparePaste(
  site: Site,
  payload: ClipboardPayload,
  options: PasteOptions,
): PreparedPaste {
  const context = site.context
  const nextIdBefore = context.nextId
  const external = !options.sameSite || payloadNamespace(payload) !== context.namespace
  const source = payload.component
  const uses = collectSubtreeUses(source)

  const componentMap = new Map<string, string>()
  forEachComponent(source, (component) => componentMap.set(component.id, nextId(context, 'c')))
  const replaceComponentIds = idReplacer(componentMap)

  // Mixins, by name from another site; a deleted one is restored under its id on the same site.
  const mixinMap = new Map<string, string>()
  const mixinsToAdd: StyleMixin[] = []
  for (const mixinId of uses.mixinIds) {
    const mixin = getOwn(payload.styles, mixinId)
    if (!mixin) continue
    if (!external) {
      if (!Object.hasOwn(context.styles, mixinId)) mixinsToAdd.push(structuredClone(mixin))
      continue
    }
    const existing = findMixinByName(context.styles, mixin.name)
    if (existing) {
      mixinMap.set(mixinId, existing.id)
      continue
    }
    // A built-in keeps its id when free, so it stays recognisable.
    const id =
      isGlobalId(mixinId) && !Object.hasOwn(context.styles, mixinId)
        ? mixinId
        : nextId(context, 's')
    mixinMap.set(mixinId, id)
    mixinsToAdd.push({ ...structuredClone(mixin), id })
  }

  // Behaviours: built-ins keep their ids; site behaviours from elsewhere merge by name.
  const behaviorMap = new Map<string, string>()
  const behaviorsToAdd: Behavior[] = []
  for (const behaviorId of uses.behaviorIds) {
    const behavior = getOwn(payload.behaviors, behaviorId)
    if (!behavior) continue
    if (!external || isGlobalId(behaviorId)) {
      if (!Object.hasOwn(context.behaviors, behaviorId))
        behaviorsToAdd.push(structuredClone(behavior))
      continue
    }
    const existing = Object.values(context.behaviors).find((b) => b.name === behavior.name)
    if (existing) {
      behaviorMap.set(behaviorId, existing.id)
      continue
    }
    const id = nextId(context, 'b')
    behaviorMap.set(behaviorId, id)
    const added: Behavior = { ...structuredClone(behavior), id }
    if (added.code !== undefined) added.code = replaceComponentIds(added.code)
    behaviorsToAdd.push(added)
  }

  // Breakpoints of the subtree and of the mixins being added.
  const breakpointMap = new Map<string, string>()
  const breakpointsToAdd: Breakpoint[] = []
  const neededBreakpoints = new Set(uses.breakpointIds)
  for (const mixin of mixinsToAdd) {
    for (const id of Object.keys(mixin.breakpoints)) neededBreakpoints.add(id)
  }
  const siteBreakpoints = Object.values(context.breakpoints)
  for (const breakpointId of neededBreakpoints) {
    const breakpoint = getOwn(payload.breakpoints, breakpointId)
    if (!breakpoint) continue
    if (!external) {
      if (!Object.hasOwn(context.breakpoints, breakpointId)) {
        breakpointsToAdd.push(structuredClone(breakpoint))
      }
      continue
    }
    const match = matchBreakpoint(breakpoint, siteBreakpoints)
    const id = match?.id ?? nextId(context, 'bp')
    breakpointMap.set(breakpointId, id)
    if (!match) breakpointsToAdd.push({ ...structuredClone(breakpoint), id })
  }
  const mapBreakpoint = (id: string): string => breakpointMap.get(id) ?? id
  for (const mixin of mixinsToAdd) {
    mixin.breakpoints = remapBreakpointStyles(mixin.breakpoints, mapBreakpoint)
  }

  const component = remapSubtree(structuredClone(source), options.parentId, {
    component: (id) => componentMap.get(id) ?? id,
    mixin: (id) => mixinMap.get(id) ?? id,
    behavior: (id) => behaviorMap.get(id) ?? id,
    breakpoint: mapBreakpoint,
    text: replaceComponentIds,
  })

  // Translations, theme variables and fonts the subtree uses, where the site lacks them.
  const translationsToAdd: Translations = {}
  for (const [lang, texts] of Object.entries(payload.translations)) {
    const existing = getOwn(context.i18n, lang) ?? {}
    for (const [key, text] of Object.entries(pick(texts, uses.translationKeys))) {
      if (Object.hasOwn(existing, key)) continue
      const added = getOwn(translationsToAdd, lang) ?? {}
      setOwn(added, key, text)
      setOwn(translationsToAdd, lang, added)
    }
  }
  const mixinValues = mixinsToAdd.flatMap((mixin) => valuesOfStyles(mixin.breakpoints))
  const theme = themeUses([...uses.styleValues, ...mixinValues], uses.inputStrings, payload.theme)
  const themeVariablesToAdd: Record<string, string> = {}
  for (const [name, value] of Object.entries(theme.variables)) {
    if (!Object.hasOwn(context.theme.variables, name)) setOwn(themeVariablesToAdd, name, value)
  }
  const fontsToAdd = Object.entries(theme.fonts)
    .filter(([key]) => !Object.hasOwn(context.theme.fonts, key))
    .map(([, font]) => structuredClone(font))

  return {
    component,
    mixinsToAdd,
    behaviorsToAdd,
    breakpointsToAdd,
    translationsToAdd,
    themeVariablesToAdd,
    fontsToAdd,
    nextIdBefore,
    nextIdAfter: context.nextId,
  }
}

interface IdMaps {
  component: (id: string) => string
  mixin: (id: string) => string
  behavior: (id: string) => string
  breakpoint: (id: string) => string
  /** Renames copied component ids inside free text. */
  text: (text: string) => string
}

/** Applies the id maps to a copied subtree (changed in place) and links parents. */
function remapSubtree(root: Component, parentId: string | undefined, maps: IdMaps): Component {
  const visit = (component: Component, parent: string | undefined): void => {
    component.id = maps.component(component.id)
    if (parent === undefined) delete component.parentId
    else component.parentId = parent
    if (component.customSourceId !== undefined) {
      component.customSourceId = maps.component(component.customSourceId)
    }

    const style = component.style
    style.custom = remapBreakpointStyles(style.custom, maps.breakpoint)
    if (style.mixins) style.mixins = [...new Set(style.mixins.map(maps.mixin))]
    if (style.overrides) {
      style.overrides = Object.fromEntries(
        Object.entries(style.overrides).map(([selector, styles]) => [
          maps.text(selector),
          remapBreakpointStyles(styles, maps.breakpoint),
        ]),
      )
    }

    for (const input of Object.values(component.inputs ?? {})) {
      if (input.is !== undefined) input.is = replaceInValues(input.is, maps.text)
      if (input.default !== undefined) input.default = replaceInValues(input.default, maps.text)
    }
    const remapCalls = (calls: EventBehaviorCall[]): void => {
      for (const call of calls) {
        call.behaviorId = maps.behavior(call.behaviorId)
        if (call.args) call.args = replaceInValues(call.args, maps.text) as BehaviorCallArgs
      }
    }
    for (const event of Object.values(component.events ?? {})) remapCalls(event.behaviors)
    for (const event of Object.values(component.editorEvents ?? {})) remapCalls(event.behaviors)

    for (const child of component.children ?? []) visit(child, component.id)
  }
  visit(root, parentId)
  return root
}
