import type { PseudoClass } from './style.js'

export type EditorMode = 'none' | 'selC' | 'styles' | 'theme' | 'page'

export interface EditorPreferences {
  debugBounding?: boolean
  overrideOpacity?: boolean
  overrideTransform?: boolean
  selectedComponentOutlineColor?: string
  componentHoverColor?: string
  componentMenuHover?: string
  componentHover?: string
}

/**
 * Builder UI state, persisted per site. Only what the editor needs to resume is typed;
 * other keys from older files are kept as they are.
 */
export interface EditorState {
  selectedComponentId?: string
  /** The active page's route. */
  active?: string
  mode?: EditorMode
  builderWidth: number
  builderScale: number
  cssPseudoClass?: PseudoClass
  editorI18n?: string
  showComponentTree?: boolean
  componentTreeExpandedItems?: Record<string, boolean>
  componentsHidden?: Record<string, boolean>
  componentTab?: Record<string, unknown>
  componentMenuCollapses?: Record<string, boolean>
  componentTreeRenameData?: Record<string, unknown>
  selectedThemeColors?: string[]
  hotkeys?: Record<string, string>
  prefs?: EditorPreferences
  templatesShown?: boolean
  contactFormWalkthrough?: Record<string, unknown>
  mailingListWalkthrough?: Record<string, unknown>
  [key: string]: unknown
}
