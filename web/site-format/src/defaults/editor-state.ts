import type { EditorPreferences, EditorState } from '../types/editor.js'

export const DEFAULT_BUILDER_WIDTH = 1080
export const DEFAULT_BUILDER_SCALE = 1

export function createEditorPreferences(): EditorPreferences {
  return { debugBounding: false, overrideOpacity: false, overrideTransform: false }
}

/** The editor state of a newly created (or reset) site, showing `activeRoute`. */
export function createEditorState(activeRoute?: string): EditorState {
  return {
    ...(activeRoute === undefined ? {} : { active: activeRoute }),
    mode: 'none',
    builderWidth: DEFAULT_BUILDER_WIDTH,
    builderScale: DEFAULT_BUILDER_SCALE,
    cssPseudoClass: 'default',
    showComponentTree: true,
    componentTreeExpandedItems: {},
    componentsHidden: {},
    componentTab: {},
    componentMenuCollapses: {},
    componentTreeRenameData: {},
    selectedThemeColors: [],
    hotkeys: {},
    prefs: createEditorPreferences(),
    templatesShown: false,
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function positiveNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback
}

/** A copy of a sub-object, or an empty one when it is missing or malformed. */
function recordOrEmpty<T>(value: unknown): Record<string, T> {
  return isRecord(value) ? ({ ...value } as Record<string, T>) : {}
}

/**
 * Fills the defaults of a loaded editor state (FORMAT.md section 8): missing sub-objects become
 * empty, preferences get their false defaults, and the pre-2024-11 top-level `debugBounding`
 * moves into `prefs`. Unknown keys are kept; the input is not modified.
 */
export function normalizeEditorState(raw: unknown): EditorState {
  if (!isRecord(raw)) return createEditorState()
  const { debugBounding: legacyDebugBounding, ...rest } = raw
  const prefs: EditorPreferences = {
    ...createEditorPreferences(),
    ...(typeof legacyDebugBounding === 'boolean' ? { debugBounding: legacyDebugBounding } : {}),
    ...recordOrEmpty<EditorPreferences[keyof EditorPreferences]>(rest.prefs),
  }
  return {
    ...rest,
    builderWidth: positiveNumber(rest.builderWidth, DEFAULT_BUILDER_WIDTH),
    builderScale: positiveNumber(rest.builderScale, DEFAULT_BUILDER_SCALE),
    componentTab: recordOrEmpty(rest.componentTab),
    componentsHidden: recordOrEmpty<boolean>(rest.componentsHidden),
    hotkeys: recordOrEmpty<string>(rest.hotkeys),
    prefs,
    componentMenuCollapses: recordOrEmpty<boolean>(rest.componentMenuCollapses),
    componentTreeRenameData: recordOrEmpty(rest.componentTreeRenameData),
  }
}
