import { describe, expect, it } from 'vitest'
import { createEditorState, normalizeEditorState } from './editor-state.js'

const emptyDefaults = {
  componentTab: {},
  componentsHidden: {},
  hotkeys: {},
  componentMenuCollapses: {},
  componentTreeRenameData: {},
}

describe('editor state', () => {
  it('creates builder width 1080, scale 1 and the empty defaults', () => {
    expect(createEditorState('/about')).toMatchObject({
      active: '/about',
      builderWidth: 1080,
      builderScale: 1,
      ...emptyDefaults,
      prefs: { debugBounding: false, overrideOpacity: false, overrideTransform: false },
    })
  })

  it('fills missing sub-objects and keeps what is there', () => {
    const raw = {
      selectedComponentId: 'test-c-0',
      active: '/home',
      editorEvents: {},
      builderWidth: 1080,
      builderScale: 0.81,
      componentTab: { type: 'style' },
    }
    const state = normalizeEditorState(raw)
    expect(state).toMatchObject({ ...raw, ...emptyDefaults, componentTab: { type: 'style' } })
    expect(state.prefs).toEqual({
      debugBounding: false,
      overrideOpacity: false,
      overrideTransform: false,
    })
    expect(raw).not.toHaveProperty('prefs')
  })

  it('moves a legacy top-level debugBounding into prefs', () => {
    const state = normalizeEditorState({ debugBounding: true, builderWidth: 900, builderScale: 1 })
    expect(state).not.toHaveProperty('debugBounding')
    expect(state.prefs?.debugBounding).toBe(true)
    expect(state.builderWidth).toBe(900)
    // Prefs saved later win over the legacy key.
    expect(
      normalizeEditorState({ debugBounding: true, prefs: { debugBounding: false } }).prefs
        ?.debugBounding,
    ).toBe(false)
  })

  it('repairs invalid builder sizes and non-object input', () => {
    expect(normalizeEditorState({ builderWidth: -5, builderScale: 'x' })).toMatchObject({
      builderWidth: 1080,
      builderScale: 1,
    })
    expect(normalizeEditorState(null)).toEqual(createEditorState())
    expect(normalizeEditorState({ hotkeys: [] }).hotkeys).toEqual({})
  })
})
