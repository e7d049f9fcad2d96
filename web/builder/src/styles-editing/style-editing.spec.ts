import { BuiltinComponentId, DEFAULT_BREAKPOINT_ID } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { testStore } from '../store/test-store'
import { selectList } from './select-lists'
import { checkFontSize, checkStyleValue } from './style-check'
import { styleActions } from './style-actions'
import { styleGroups } from './style-target'

function storeWithText() {
  const store = testStore()
  const id = store.components.addBlock(BuiltinComponentId.text)!
  return { store, id, styles: styleActions(store) }
}

const slot = (property: string, pseudoClass: ':hover' | 'default' = 'default') => ({
  breakpointId: DEFAULT_BREAKPOINT_ID,
  pseudoClass,
  property,
})

describe('style values', () => {
  it('need a property and a value the CSS supports, else build.invalid_value', () => {
    expect(checkStyleValue('color', 'red')).toBeUndefined()
    expect(checkStyleValue('', 'red')?.key).toBe('build.invalid_value')
    expect(checkStyleValue('color', '')?.key).toBe('build.invalid_value')
    expect(checkStyleValue('color', 'not-a-colour')?.key).toBe('build.invalid_value')
    expect(checkStyleValue('width', '10 px')?.key).toBe('build.invalid_value')
    expect(checkStyleValue('colr', 'red')?.key).toBe('build.invalid_value')
  })

  it('take any font family', () => {
    expect(checkStyleValue('font-family', 'My Own Font, serif')).toBeUndefined()
  })

  it('take theme variables by their values', () => {
    const theme = { variables: { primary: '#95b1d1' } }
    expect(checkStyleValue('color', '${primary}', theme)).toBeUndefined()
    expect(checkStyleValue('color', '${unknown}', theme)?.key).toBe('build.invalid_value')
  })

  it('take margin and padding of 1 to 4 parts', () => {
    expect(checkStyleValue('margin', '1px')).toBeUndefined()
    expect(checkStyleValue('padding', '1px 2px 3px 4px')).toBeUndefined()
    expect(checkStyleValue('padding', '1px 2px 3px 4px 5px')?.key).toBe('build.invalid_value')
  })

  it('take a font size of a whole number above 1 and below 1000, px by default', () => {
    expect(checkFontSize('16')).toBeUndefined()
    expect(checkFontSize('2rem')).toBeUndefined()
    for (const bad of ['1', '1000', '1.5', 'abc', '', '12pt']) {
      expect(checkFontSize(bad)?.key, bad).toBe('build.invalid_value')
    }
  })

  it('offer select lists for the enumerated properties', () => {
    expect(selectList('display')).toEqual([
      'block',
      'flex',
      'grid',
      'inline',
      'inline-block',
      'none',
    ])
    expect(selectList('font-weight')).toEqual(['100', '300', '400', '500', '600', '700'])
    expect(selectList('cursor')).toEqual(['auto', 'default', 'none', 'pointer', 'text'])
    expect(selectList('color')).toBeUndefined()
  })
})

describe('style actions', () => {
  it('save a valid row as one undoable step and refuse an invalid one', () => {
    const { store, id, styles } = storeWithText()
    const target = { kind: 'own', id } as const
    const before = store.editor.site.history.back.length
    expect(styles.saveRow(target, slot('color', ':hover'), 'not a colour')?.key).toBe(
      'build.invalid_value',
    )
    expect(store.editor.site.history.back.length).toBe(before)
    expect(styles.saveRow(target, slot('color', ':hover'), 'red')).toBeUndefined()
    expect(store.editor.doc.component(id).style.custom[DEFAULT_BREAKPOINT_ID]?.[':hover']).toEqual({
      color: 'red',
    })
    expect(store.editor.site.history.back.length).toBe(before + 1)
    store.editor.undo()
    expect(store.editor.doc.component(id).style.custom[DEFAULT_BREAKPOINT_ID]).toBeUndefined()
  })

  it('move a row to another property in one step, replacing a value already there', () => {
    const { store, id, styles } = storeWithText()
    const target = { kind: 'own', id } as const
    styles.saveRow(target, slot('color'), 'red')
    styles.saveRow(target, slot('background-color'), 'blue')
    const before = store.editor.site.history.back.length
    styles.saveRow(target, slot('background-color'), 'green', slot('color'))
    expect(store.editor.doc.component(id).style.custom[DEFAULT_BREAKPOINT_ID]?.default).toEqual({
      'background-color': 'green',
    })
    expect(store.editor.site.history.back.length).toBe(before + 1)
    store.editor.undo()
    expect(store.editor.doc.component(id).style.custom[DEFAULT_BREAKPOINT_ID]?.default).toEqual({
      color: 'red',
      'background-color': 'blue',
    })
  })

  it('list rows by breakpoint, widest first, then by state', () => {
    const { store, id, styles } = storeWithText()
    const target = { kind: 'own', id } as const
    const mobile = Object.values(store.editor.site.context.breakpoints).find(
      (bp) => bp.maxWidth === 480,
    )!
    styles.saveRow(target, { ...slot('color'), breakpointId: mobile.id }, 'red')
    styles.saveRow(target, slot('color', ':hover'), 'blue')
    styles.saveRow(target, slot('color'), 'green')
    const groups = styleGroups(store.editor.site, store.editor.doc.component(id).style.custom)
    expect(groups.map((g) => [g.breakpointId, g.pseudoClass])).toEqual([
      [DEFAULT_BREAKPOINT_ID, 'default'],
      [DEFAULT_BREAKPOINT_ID, ':hover'],
      [mobile.id, 'default'],
    ])
  })

  it('set several properties as one step', () => {
    const { store, id, styles } = storeWithText()
    const before = store.editor.site.history.back.length
    styles.setOwnMany(id, { display: 'flex', 'flex-direction': 'column' })
    expect(store.editor.site.history.back.length).toBe(before + 1)
    expect(store.components.styleValue(id, 'flex-direction')).toBe('column')
  })

  it('add, reorder and remove mixins; a mixin needs a name', () => {
    const { store, id, styles } = storeWithText()
    expect(styles.saveMixin({ name: ' ', breakpoints: {} }, id)).toEqual({
      key: 'errors.style_name_missing',
    })
    const own = [...(store.editor.doc.component(id).style.mixins ?? [])]
    const a = styles.saveMixin({ name: 'A', breakpoints: {} }, id) as { id: string }
    const b = styles.saveMixin({ name: 'B', breakpoints: {} }, id) as { id: string }
    expect(store.editor.doc.component(id).style.mixins).toEqual([...own, a.id, b.id])
    styles.moveMixin(id, b.id, 0)
    expect(store.editor.doc.component(id).style.mixins).toEqual([b.id, ...own, a.id])
    store.editor.undo()
    expect(store.editor.doc.component(id).style.mixins).toEqual([...own, a.id, b.id])
    styles.dropMixin(id, a.id)
    expect(store.editor.doc.component(id).style.mixins).toEqual([...own, b.id])
    styles.saveMixin({
      id: b.id,
      name: 'Bold',
      breakpoints: { [DEFAULT_BREAKPOINT_ID]: { default: { 'font-weight': '700' } } },
    })
    expect(store.editor.site.context.styles[b.id]?.name).toBe('Bold')
  })

  it('edit and remove child selectors', () => {
    const { store, id, styles } = storeWithText()
    const target = { kind: 'child', id, selector: 'p' } as const
    styles.saveRow(target, slot('color'), 'red')
    expect(store.editor.doc.component(id).style.overrides?.p).toBeDefined()
    styles.saveRow(target, slot('background-color'), 'red', slot('color'))
    expect(store.editor.doc.component(id).style.overrides?.p?.[DEFAULT_BREAKPOINT_ID]).toEqual({
      default: { 'background-color': 'red' },
    })
    styles.removeChild(id, 'p')
    expect(store.editor.doc.component(id).style.overrides?.p).toBeUndefined()
    store.editor.undo()
    expect(store.editor.doc.component(id).style.overrides?.p).toBeDefined()
  })
})
