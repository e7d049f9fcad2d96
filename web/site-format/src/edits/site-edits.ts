import { keyPosition } from '../commands/command-handler.js'
import type { SiteDocument } from '../document/site-document.js'
import type { Behavior, BehaviorArg } from '../types/behavior.js'
import type { Command, SiteContent } from '../types/command.js'
import type {
  ComponentEvent,
  ComponentInput,
  EditorEvent,
  EditorEventName,
} from '../types/component.js'
import type { Breakpoint, Site, ThemeFont, Translations } from '../types/site.js'
import type { GlobalStyle } from '../types/style.js'

const copy = <T>(value: T | undefined): { old?: T } =>
  value === undefined ? {} : { old: structuredClone(value) }

/** A rename may not land on another entry's name: undo could not bring that entry back. */
function refuseCollision(
  existing: object | undefined,
  from: string | undefined,
  to: string | undefined,
  what: string,
): void {
  if (to !== undefined && to !== from && existing && Object.hasOwn(existing, to)) {
    throw new Error(`${what} ${to} already exists`)
  }
}

/** Sets, renames (when `name` differs from `input.name`) or removes (`input` undefined) an input. */
export function setInput(
  doc: SiteDocument,
  id: string,
  name: string,
  input: ComponentInput | undefined,
): Command<'setCI'> {
  const inputs = doc.component(id).inputs
  const old = inputs?.[name]
  refuseCollision(inputs, old ? name : undefined, input?.name, 'Input')
  return {
    type: 'setCI',
    data: { id, name, ...copy(old), ...(input ? { new: structuredClone(input) } : {}) },
  }
}

export function setEvent(
  doc: SiteDocument,
  id: string,
  name: string | undefined,
  event: ComponentEvent | undefined,
): Command<'setCE'> {
  const events = doc.component(id).events
  const old = name === undefined ? undefined : events?.[name]
  // An event name is unique on its component unless it is the one being edited (errors.event_type_unique).
  refuseCollision(events, old ? name : undefined, event?.name, 'Event')
  return {
    type: 'setCE',
    data: { id, ...copy(old), ...(event ? { new: structuredClone(event) } : {}) },
  }
}

export function setEditorEvent(
  doc: SiteDocument,
  id: string,
  name: EditorEventName,
  event: EditorEvent | undefined,
): Command<'setCEE'> {
  const old = doc.component(id).editorEvents?.[name]
  return {
    type: 'setCEE',
    data: { id, name, ...copy(old), ...(event ? { new: structuredClone(event) } : {}) },
  }
}

/** Adds, replaces or (with `behavior` undefined) removes the behaviour `id`. */
export function setBehavior(
  doc: SiteDocument,
  id: string,
  behavior: Behavior | undefined,
): Command<'setB'> {
  if (behavior && behavior.id !== id)
    throw new Error(`Behavior ${id} cannot change its id to ${behavior.id}`)
  return {
    type: 'setB',
    data: {
      ...copy(doc.site.context.behaviors[id]),
      ...(behavior ? { new: structuredClone(behavior) } : {}),
    },
  }
}

export function setBehaviorArg(
  doc: SiteDocument,
  behaviorId: string,
  name: string | undefined,
  arg: BehaviorArg | undefined,
): Command<'setBA'> {
  const behavior = doc.site.context.behaviors[behaviorId]
  if (!behavior) throw new Error(`Cannot find behavior with ID ${behaviorId}`)
  const old = name === undefined ? undefined : behavior.args?.[name]
  refuseCollision(behavior.args, old ? name : undefined, arg?.name, 'Argument')
  return {
    type: 'setBA',
    data: { behaviorId, ...copy(old), ...(arg ? { new: structuredClone(arg) } : {}) },
  }
}

export function addThemeVariable(doc: SiteDocument, key: string, value: string): Command<'addTV'> {
  if (key in doc.site.context.theme.variables) throw new Error(`Theme variable ${key} exists`)
  return { type: 'addTV', data: { key, value } }
}

export function editThemeVariable(
  doc: SiteDocument,
  key: string,
  next: { key: string; value: string },
): Command<'editTV'> {
  const value = doc.site.context.theme.variables[key]
  if (value === undefined) throw new Error(`No theme variable ${key}`)
  refuseCollision(doc.site.context.theme.variables, key, next.key, 'Theme variable')
  return { type: 'editTV', data: { old: { key, value }, new: { ...next } } }
}

export function removeThemeVariable(doc: SiteDocument, key: string): Command<'rmTV'> {
  const value = doc.site.context.theme.variables[key]
  if (value === undefined) throw new Error(`No theme variable ${key}`)
  return {
    type: 'rmTV',
    data: { key, value, at: keyPosition(doc.site.context.theme.variables, key) },
  }
}

export function addFont(doc: SiteDocument, font: ThemeFont): Command<'addTF'> {
  if (doc.site.context.theme.fonts[font.name]) throw new Error(`Font ${font.name} exists`)
  return { type: 'addTF', data: { font: structuredClone(font) } }
}

export function editFont(doc: SiteDocument, name: string, font: ThemeFont): Command<'editTF'> {
  const old = doc.site.context.theme.fonts[name]
  if (!old) throw new Error(`No font ${name}`)
  refuseCollision(doc.site.context.theme.fonts, name, font.name, 'Font')
  return { type: 'editTF', data: { old: structuredClone(old), new: structuredClone(font) } }
}

export function removeFont(doc: SiteDocument, name: string): Command<'rmTF'> {
  const font = doc.site.context.theme.fonts[name]
  if (!font) throw new Error(`No font ${name}`)
  return {
    type: 'rmTF',
    data: { font: structuredClone(font), at: keyPosition(doc.site.context.theme.fonts, name) },
  }
}

export function setBreakpoints(
  doc: SiteDocument,
  breakpoints: Record<string, Breakpoint>,
): Command<'setBP'> {
  return {
    type: 'setBP',
    data: { old: structuredClone(doc.site.context.breakpoints), new: structuredClone(breakpoints) },
  }
}

export function setTranslation(
  doc: SiteDocument,
  lang: string,
  key: string,
  text: string | undefined,
): Command<'setT'> {
  const language = doc.site.context.i18n[lang]
  const old = language?.[key]
  return {
    type: 'setT',
    data: {
      lang,
      key,
      ...(old === undefined ? {} : { old }),
      ...(text === undefined ? {} : { new: text }),
      ...(language ? {} : { addedLanguage: true }),
    },
  }
}

export function replaceTranslations(
  doc: SiteDocument,
  i18n: Translations,
  active?: string,
): Command<'rT'> {
  const context = doc.site.context
  return {
    type: 'rT',
    data: {
      old: {
        i18n: structuredClone(context.i18n),
        ...(context.activeI18n === undefined ? {} : { active: context.activeI18n }),
      },
      new: { i18n: structuredClone(i18n), ...(active === undefined ? {} : { active }) },
    },
  }
}

/** Adds, renames (`name` is the current name) or removes (`next` undefined) a global style. */
export function setGlobalStyle(
  doc: SiteDocument,
  name: string | undefined,
  next: { name: string; style: GlobalStyle } | undefined,
): Command<'setGS'> {
  const styles = doc.site.context.globalStyles
  const current = name === undefined ? undefined : styles[name]
  refuseCollision(styles, current ? name : undefined, next?.name, 'Global style')
  return {
    type: 'setGS',
    data: {
      ...(current && name !== undefined ? { old: { name, style: structuredClone(current) } } : {}),
      ...(next ? { new: structuredClone(next) } : {}),
    },
  }
}

export function setEditorUi(doc: SiteDocument, key: string, value: unknown): Command<'uUi'> {
  const old = doc.site.editor?.[key]
  return {
    type: 'uUi',
    data: {
      key,
      ...(old === undefined ? {} : { old: structuredClone(old) }),
      ...(value === undefined ? {} : { new: value }),
    },
  }
}

/**
 * Replaces the site's content with another site's (an import, a reset, a template), keeping this
 * site's name, version, editor state and history; undo brings the old content back.
 */
export function replaceSiteContent(doc: SiteDocument, next: Site): Command<'rS'> {
  const content = (site: Site): SiteContent =>
    structuredClone({
      context: site.context,
      defaults: site.defaults,
      pages: site.pages,
      pageOrder: site.pageOrder,
    })
  return { type: 'rS', data: { old: content(doc.site), new: content(next) } }
}
