import {
  addFont,
  addThemeVariable,
  editFont,
  editThemeVariable,
  removeFont,
  removeThemeVariable,
  setDefaultHead,
  setSiteSeo,
  siteSeoProblem,
  validateFont,
  validateThemeVariableName,
  validateThemeVariableNameUnique,
  validateThemeVariableValue,
  type PageHead,
  type SiteSeo,
  type SiteSeoProblem,
  type Theme,
  type ThemeFont,
  type ValidationError,
} from '@tessera/site-format'
import type { BuilderStore } from '../store/builder-store'
import { SELECTED_COLORS_KEY, selectColor, unselectColor } from './theme-values'

/** The errors of a variable form, by field (editor.md section 5, Theme). */
export interface VariableErrors {
  key?: ValidationError
  value?: ValidationError
}

/** The rules of a variable: name required and unique (on creation or rename), value required. */
export function variableErrors(
  theme: Theme,
  key: string,
  value: string,
  editingKey?: string,
): VariableErrors {
  const keyError =
    validateThemeVariableName(key) ??
    validateThemeVariableNameUnique(key, theme.variables, editingKey)
  const valueError = validateThemeVariableValue(value)
  return { ...(keyError ? { key: keyError } : {}), ...(valueError ? { value: valueError } : {}) }
}

/*
 * The names the renderer loads (renderer/src/css/fonts.ts): a loaded font's name and its fallback
 * are one family each, of letters, digits, spaces, hyphens and underscores. Others would be
 * dropped on the canvas and the published page, so the form refuses them.
 */
const LOADED_FONT_NAME = /^[A-Za-z0-9][A-Za-z0-9 _-]{0,99}$/
const FALLBACK_NAME = /^[A-Za-z][A-Za-z0-9 _-]{0,99}$/

/**
 * The font rules of editor.md section 5, then ours: a custom font needs the address of its
 * file, and a loaded font's name and fallback must be names the renderer can use.
 */
export function fontError(
  theme: Theme,
  font: ThemeFont,
  editingName?: string,
): ValidationError | undefined {
  const error = validateFont(font, theme.fonts, editingName)
  if (error) return error
  if (font.source === 'native') return undefined
  if (!LOADED_FONT_NAME.test(font.name.trim())) return { key: 'builder.theme.font.nameInvalid' }
  if (font.source === 'custom' && (font.url ?? '').trim() === '') {
    return { key: 'builder.theme.font.urlMissing' }
  }
  if (!FALLBACK_NAME.test((font.fallback ?? '').trim())) {
    return { key: 'builder.theme.font.fallbackInvalid' }
  }
  return undefined
}

/** A font as it is stored: trimmed, with only the fields its source uses. */
export function cleanFont(font: ThemeFont): ThemeFont {
  const fallback = font.fallback?.trim()
  const url = font.url?.trim()
  return {
    source: font.source,
    name: font.name.trim(),
    ...(font.source === 'custom' && url ? { url } : {}),
    ...(fallback ? { fallback } : {}),
  }
}

/**
 * The Theme menu's edits. Each checks the spec's rules, then runs one site-format command, so
 * every change is one undoable step. A failed rule is returned and nothing changes.
 */
export class ThemeActions {
  constructor(private readonly store: BuilderStore) {}

  get theme(): Theme {
    return this.store.editor.site.context.theme
  }

  addVariable(key: string, value: string): VariableErrors {
    const errors = variableErrors(this.theme, key, value)
    if (errors.key || errors.value) return errors
    const { doc } = this.store.editor
    this.store.editor.run(addThemeVariable(doc, key.trim(), value.trim()))
    return {}
  }

  editVariable(current: string, key: string, value: string): VariableErrors {
    const errors = variableErrors(this.theme, key, value, current)
    if (errors.key || errors.value) return errors
    const next = { key: key.trim(), value: value.trim() }
    if (next.key === current && next.value === this.theme.variables[current]) return {}
    const { doc } = this.store.editor
    if (!this.store.editor.run(editThemeVariable(doc, current, next))) return {}
    if (next.key !== current && this.selectedColors().includes(current)) {
      this.setSelectedColors(
        this.selectedColors().map((name) => (name === current ? next.key : name)),
      )
    }
    return {}
  }

  removeVariable(key: string): void {
    const { doc } = this.store.editor
    if (!this.store.editor.run(removeThemeVariable(doc, key))) return
    if (this.selectedColors().includes(key))
      this.setSelectedColors(unselectColor(this.selectedColors(), key))
  }

  saveFont(font: ThemeFont, editingName?: string): ValidationError | undefined {
    const error = fontError(this.theme, font, editingName)
    if (error) return error
    const clean = cleanFont(font)
    const { doc } = this.store.editor
    if (editingName === undefined) this.store.editor.run(addFont(doc, clean))
    else if (JSON.stringify(this.theme.fonts[editingName]) !== JSON.stringify(clean)) {
      this.store.editor.run(editFont(doc, editingName, clean))
    }
    return undefined
  }

  removeFont(name: string): void {
    this.store.editor.run(removeFont(this.store.editor.doc, name))
  }

  get head(): PageHead {
    return this.store.editor.site.defaults.head
  }

  setHead(head: PageHead): void {
    if (JSON.stringify(head) === JSON.stringify(this.head)) return
    this.store.editor.run(setDefaultHead(this.store.editor.doc, head))
  }

  get seo(): SiteSeo {
    return this.store.editor.site.defaults.seo ?? {}
  }

  /**
   * Changes some of the site's SEO settings as one undoable command, unless the settings would
   * break a rule: then nothing changes and the problem, named by its field, is returned.
   */
  saveSeo(change: Partial<SiteSeo>): SiteSeoProblem | undefined {
    const next: SiteSeo = { ...this.seo, ...change }
    const problem = siteSeoProblem(next)
    if (problem) return problem
    const command = setSiteSeo(this.store.editor.doc, next)
    if (JSON.stringify(command.data.new) !== JSON.stringify(command.data.old)) {
      this.store.editor.run(command)
    }
    return undefined
  }

  /** The colour variables offered in the picker, kept in the editor state (empty at first). */
  selectedColors(): string[] {
    const stored = this.store.view.extra<unknown>(SELECTED_COLORS_KEY)
    return Array.isArray(stored)
      ? stored.filter((key): key is string => typeof key === 'string')
      : []
  }

  toggleSelectedColor(key: string): void {
    const selected = this.selectedColors()
    this.setSelectedColors(
      selected.includes(key) ? unselectColor(selected, key) : selectColor(selected, key),
    )
  }

  private setSelectedColors(keys: string[]): void {
    this.store.view.setExtra(SELECTED_COLORS_KEY, keys)
  }
}
