import { describe, expect, it } from 'vitest'
import { clampScale, formatScale, parseScale, ViewState } from './view-state'

describe('the canvas scale', () => {
  it('accepts 0.1 to 4 with at most two decimals and refuses the rest', () => {
    expect(parseScale('1.37')).toBe(1.37)
    expect(parseScale('.5')).toBe(0.5)
    expect(parseScale('4')).toBe(4)
    expect(parseScale('0,75')).toBe(0.75)
    for (const refused of ['0', '0.05', '4.01', '1.375', 'abc', '', '-1', '1e0'])
      expect(parseScale(refused), refused).toBeUndefined()
  })

  it('keeps a chosen scale within bounds, to two decimals', () => {
    expect(clampScale(1.376)).toBe(1.38)
    expect(clampScale(0.01)).toBe(0.1)
    expect(clampScale(9)).toBe(4)
    expect(formatScale(0.5)).toBe('0.5')
    expect(formatScale(1)).toBe('1')
  })

  it('fits the builder width to the room beside the panels, never above 100%', () => {
    const view = new ViewState({ builderWidth: 1080, builderScale: 1 }, '/')
    expect(view.fit).toBe(true)
    expect(view.scale).toBe(1)
    view.setCanvasRoom(800)
    expect(view.scale).toBe(0.74)
    expect(1080 * view.scale).toBeLessThanOrEqual(800)
    view.setCanvasRoom(1400)
    expect(view.scale).toBe(1)
    view.setBuilderWidth(390)
    view.setCanvasRoom(300)
    expect(view.scale).toBe(0.76)
  })

  it('keeps a scale of the person own until Fit, and saves which one applies', () => {
    const view = new ViewState({ builderWidth: 1080, builderScale: 1 }, '/')
    view.setCanvasRoom(800)
    view.setBuilderScale(1.37)
    expect(view.scale).toBe(1.37)
    const saved = view.toEditorState()
    expect(saved).toMatchObject({ builderScale: 1.37, builderFit: false })
    const reopened = new ViewState(saved, '/')
    expect(reopened.fit).toBe(false)
    expect(reopened.scale).toBe(1.37)
    reopened.fitCanvas()
    reopened.setCanvasRoom(540)
    expect(reopened.scale).toBe(0.5)
    expect(reopened.toEditorState()).not.toHaveProperty('builderFit')
  })
})
