import { builtinBehaviors, builtinMixins, type PseudoClass } from '@tessera/site-format'
import { message, type MessageRef } from '../actions/action'
import type { Translate } from './use-t'

/*
 * The names of what Tessera ships (built-in behaviours and styles, editor events, pseudo-classes)
 * in the person's language. Ids and stored names stay as they are; only what is shown changes.
 */

/** A pseudo-class's name: `:hover` as hover (滑鼠懸停), `default` as default. */
export function pseudoClassLabel(pseudoClass: PseudoClass): MessageRef {
  return { key: `builder.names.pseudo.${pseudoClass.replace(/^:+/, '')}` }
}

export function pseudoClassName(t: Translate, pseudoClass: PseudoClass): string {
  return message(t, pseudoClassLabel(pseudoClass))
}

/** An editor event's name (`OnPageAdd` as "When a page is added"). */
export function editorEventLabel(name: string): MessageRef {
  return { key: `builder.names.editorEvent.${name}` }
}

/** A behaviour's name: a built-in one's translated, the site's own as its author wrote it. */
export function behaviorLabel(behavior: { id: string; name: string }): string | MessageRef {
  return Object.hasOwn(builtinBehaviors, behavior.id)
    ? { key: `builder.names.behavior.${behavior.id}` }
    : behavior.name
}

/**
 * A reusable style's name: a built-in one's translated while it keeps its shipped name, the
 * site's own (or a renamed built-in) as written.
 */
export function styleLabel(mixin: { id: string; name: string }): string | MessageRef {
  const builtin = Object.hasOwn(builtinMixins, mixin.id) ? builtinMixins[mixin.id] : undefined
  return builtin && builtin.name === mixin.name
    ? { key: `builder.names.style.${mixin.id}` }
    : mixin.name
}

function text(t: Translate, label: string | MessageRef): string {
  return typeof label === 'string' ? label : message(t, label)
}

export function behaviorName(t: Translate, behavior: { id: string; name: string }): string {
  return text(t, behaviorLabel(behavior))
}

export function styleName(t: Translate, mixin: { id: string; name: string }): string {
  return text(t, styleLabel(mixin))
}
