import { makeAutoObservable } from 'mobx'
import type { EditorPreferences } from '@tessera/site-format'
import type { BuilderAction } from '../actions/action'
import { actions, actionTable } from '../actions/registry'
import type { ViewState } from '../store/view-state'

/** Where this browser keeps the builder's preferences (for every site it opens). */
export const PREFERENCES_STORAGE_KEY = 'tessera.builder.preferences'

/** The selection outline and hover highlight when no colour is chosen (builder.css). */
export const DEFAULT_OUTLINE_COLOR = '#2563eb'
export const DEFAULT_HOVER_COLOR = '#f59e0b'

export type CanvasToggle = 'debugBounding' | 'overrideOpacity' | 'overrideTransform'
export const canvasToggles: readonly CanvasToggle[] = [
  'debugBounding',
  'overrideOpacity',
  'overrideTransform',
]

export type ColorPreference = 'selectedComponentOutlineColor' | 'componentHoverColor'
export const colorPreferences: readonly ColorPreference[] = [
  'selectedComponentOutlineColor',
  'componentHoverColor',
]

interface Stored {
  prefs: EditorPreferences
  hotkeys: Record<string, string>
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i
const editableIds = new Set(actions.filter((action) => action.editable).map((a) => a.id))

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Keeps the known, well-formed preferences of a stored object; the rest is dropped. */
export function cleanPreferences(raw: unknown): Stored {
  const prefs: EditorPreferences = {}
  const hotkeyOverrides: Record<string, string> = {}
  const source = isRecord(raw) ? raw : {}
  const rawPrefs = isRecord(source.prefs) ? source.prefs : {}
  for (const key of canvasToggles) {
    if (typeof rawPrefs[key] === 'boolean') prefs[key] = rawPrefs[key]
  }
  for (const key of colorPreferences) {
    const value = rawPrefs[key]
    if (typeof value === 'string' && HEX_COLOR.test(value)) prefs[key] = value.toLowerCase()
  }
  const rawHotkeys = isRecord(source.hotkeys) ? source.hotkeys : {}
  for (const [id, key] of Object.entries(rawHotkeys)) {
    if (editableIds.has(id) && typeof key === 'string' && key.length > 0) hotkeyOverrides[id] = key
  }
  return { prefs, hotkeys: hotkeyOverrides }
}

function readStorage(storage: Storage | undefined): Stored | undefined {
  try {
    const text = storage?.getItem(PREFERENCES_STORAGE_KEY)
    return text ? cleanPreferences(JSON.parse(text)) : undefined
  } catch {
    return undefined
  }
}

/**
 * The builder's preferences (editor.md section 2): the canvas toggles debugBounding,
 * overrideOpacity and overrideTransform (off unless chosen), the selection outline and hover
 * colours, and the keys reassigned in the key table. Kept in this browser, so they follow the
 * user from site to site; a browser without its own starts from the site's saved editor state,
 * and every change is written back there too (the site file carries `prefs` and `hotkeys`).
 */
export class Preferences {
  debugBounding = false
  overrideOpacity = false
  overrideTransform = false
  selectedComponentOutlineColor: string | undefined = undefined
  componentHoverColor: string | undefined = undefined
  /** Hotkey id to its assigned key (only those changed from the key table's default). */
  hotkeys: Record<string, string> = {}

  constructor(
    private readonly view: ViewState | undefined,
    private readonly storage: Storage | undefined,
  ) {
    const stored =
      readStorage(storage) ??
      cleanPreferences({ prefs: view?.extra('prefs'), hotkeys: view?.extra('hotkeys') })
    this.apply(stored)
    makeAutoObservable<Preferences, 'view' | 'storage'>(this, { view: false, storage: false })
  }

  private apply({ prefs, hotkeys: keys }: Stored): void {
    this.debugBounding = prefs.debugBounding === true
    this.overrideOpacity = prefs.overrideOpacity === true
    this.overrideTransform = prefs.overrideTransform === true
    this.selectedComponentOutlineColor = prefs.selectedComponentOutlineColor
    this.componentHoverColor = prefs.componentHoverColor
    this.hotkeys = keys
  }

  /** The key table with this user's keys: what the builder answers to and shows. */
  get table(): BuilderAction[] {
    return actionTable(this.hotkeys)
  }

  /** The key a hotkey has now (`''` for an unknown id). */
  keyOf(id: string): string {
    return this.table.find((hotkey) => hotkey.id === id)?.key ?? ''
  }

  get outlineColor(): string {
    return this.selectedComponentOutlineColor ?? DEFAULT_OUTLINE_COLOR
  }

  get hoverColor(): string {
    return this.componentHoverColor ?? DEFAULT_HOVER_COLOR
  }

  /** What the site's editor state keeps under `prefs`. */
  get prefs(): EditorPreferences {
    const prefs: EditorPreferences = {
      debugBounding: this.debugBounding,
      overrideOpacity: this.overrideOpacity,
      overrideTransform: this.overrideTransform,
    }
    if (this.selectedComponentOutlineColor !== undefined)
      prefs.selectedComponentOutlineColor = this.selectedComponentOutlineColor
    if (this.componentHoverColor !== undefined) prefs.componentHoverColor = this.componentHoverColor
    return prefs
  }

  setToggle(key: CanvasToggle, on: boolean): void {
    this[key] = on
    this.save()
  }

  /** A `#rrggbb` colour, or undefined for the default. Anything else is ignored. */
  setColor(key: ColorPreference, color: string | undefined): void {
    if (color !== undefined && !HEX_COLOR.test(color)) return
    this[key] = color?.toLowerCase()
    this.save()
  }

  /** Assigns a key to an editable hotkey; the default key drops the override. */
  setHotkey(id: string, key: string, defaultKey: string): void {
    if (!editableIds.has(id)) return
    const { [id]: _old, ...rest } = this.hotkeys
    this.hotkeys = key === defaultKey ? rest : { ...rest, [id]: key }
    this.save()
  }

  resetHotkey(id: string): void {
    if (!(id in this.hotkeys)) return
    const { [id]: _old, ...rest } = this.hotkeys
    this.hotkeys = rest
    this.save()
  }

  private save(): void {
    const stored: Stored = { prefs: this.prefs, hotkeys: { ...this.hotkeys } }
    try {
      this.storage?.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(stored))
    } catch {
      // A full or blocked storage keeps the preferences for this visit only.
    }
    this.view?.setExtra('prefs', stored.prefs)
    this.view?.setExtra('hotkeys', stored.hotkeys)
  }
}
