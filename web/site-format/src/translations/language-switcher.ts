import { BuiltinBehaviorId } from '../builtins/behaviors.js'
import { BuiltinMixinId } from '../builtins/mixins.js'
import type { Component } from '../types/component.js'

/** Whether a component calls a behaviour on any of its events. */
export function callsBehavior(component: Component, behaviorId: string): boolean {
  return Object.values(component.events ?? {}).some((event) =>
    event.behaviors.some((call) => call.behaviorId === behaviorId),
  )
}

/** The language switcher block (by its mixin, or by what it does, for imported sites). */
export function isLanguageSwitcher(component: Component): boolean {
  return (
    component.style.mixins?.includes(BuiltinMixinId.languageSelect) === true ||
    callsBehavior(component, BuiltinBehaviorId.selectLanguage)
  )
}
