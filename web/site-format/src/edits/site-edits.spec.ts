import { describe, expect, it } from 'vitest'
import { expectRoundTrip, setup } from '../testing/command-harness.js'
import {
  addFont,
  addThemeVariable,
  editFont,
  editThemeVariable,
  removeFont,
  removeThemeVariable,
  replaceTranslations,
  setBehavior,
  setBehaviorArg,
  setBreakpoints,
  setEditorEvent,
  setEditorUi,
  setEvent,
  setGlobalStyle,
  setInput,
  setTranslation,
} from './site-edits.js'

describe('site edits', () => {
  it('sets, renames and removes inputs, refusing a rename onto another input', () => {
    const { doc, history, site } = setup()
    const c = site.pages['/home']!.root
    const href = { name: 'href', type: 'string' as const, attr: true, is: '/about' }
    expectRoundTrip(doc, history, setInput(doc, c.id, 'href', href), () =>
      expect(c.inputs).toEqual({ href }),
    )
    history.push(setInput(doc, c.id, 'src', { ...href, name: 'src' }))
    expect(() => setInput(doc, c.id, 'href', { ...href, name: 'src' })).toThrow(
      'Input src already exists',
    )
    expectRoundTrip(doc, history, setInput(doc, c.id, 'href', { ...href, name: 'target' }), () =>
      expect(Object.keys(c.inputs!).sort()).toEqual(['src', 'target']),
    )
    expectRoundTrip(doc, history, setInput(doc, c.id, 'src', undefined), () =>
      expect(c.inputs?.src).toBeUndefined(),
    )
  })

  it('sets events and editor events', () => {
    const { doc, history, site } = setup()
    const c = site.pages['/home']!.root
    const click = { name: 'click', behaviors: [{ behaviorId: 'global-b-none' }] }
    expectRoundTrip(doc, history, setEvent(doc, c.id, undefined, click), () =>
      expect(c.events).toEqual({ click }),
    )
    expect(() => setEvent(doc, c.id, undefined, click)).toThrow('Event click already exists')
    history.push(setEvent(doc, c.id, undefined, { ...click, name: 'load' }))
    expect(() => setEvent(doc, c.id, 'click', { ...click, name: 'load' })).toThrow(
      'Event load already exists',
    )
    const onAdd = {
      name: 'OnPageAdd' as const,
      behaviors: [{ behaviorId: 'global-b-navAddChildren' }],
    }
    expectRoundTrip(doc, history, setEditorEvent(doc, c.id, 'OnPageAdd', onAdd), () =>
      expect(c.editorEvents).toEqual({ OnPageAdd: onAdd }),
    )
  })

  it('adds, edits and removes behaviours and their arguments', () => {
    const { doc, history, site } = setup()
    const behavior = { id: 'test-b-90', name: 'Greet', code: 'helpers.setContent(args.id, "hi")' }
    expectRoundTrip(doc, history, setBehavior(doc, behavior.id, behavior), () =>
      expect(site.context.behaviors[behavior.id]).toEqual(behavior),
    )
    const arg = { name: 'id', type: 'component' as const, help: 'Component to greet' }
    expectRoundTrip(doc, history, setBehaviorArg(doc, behavior.id, undefined, arg), () =>
      expect(site.context.behaviors[behavior.id]!.args).toEqual({ id: arg }),
    )
    expectRoundTrip(doc, history, setBehavior(doc, behavior.id, undefined), () =>
      expect(site.context.behaviors[behavior.id]).toBeUndefined(),
    )
    expect(() => setBehavior(doc, behavior.id, { ...behavior, id: 'other' })).toThrow(
      'cannot change its id',
    )
  })

  it('edits theme variables and fonts, with renames that merge while typing', () => {
    const { doc, history, site } = setup()
    const vars = site.context.theme.variables
    expectRoundTrip(doc, history, addThemeVariable(doc, 'color-accent', '#f00'), () =>
      expect(vars['color-accent']).toBe('#f00'),
    )
    expect(() => addThemeVariable(doc, 'color-accent', '#0f0')).toThrow('exists')
    const depth = site.history.back.length
    history.push(editThemeVariable(doc, 'color-accent', { key: 'color-accen', value: '#f00' }))
    history.push(editThemeVariable(doc, 'color-accen', { key: 'color-acc', value: '#f00' }))
    expect(site.history.back.length).toBe(depth + 1)
    expect(() => editThemeVariable(doc, 'color-acc', { key: 'color-text', value: '#000' })).toThrow(
      'Theme variable color-text already exists',
    )
    expectRoundTrip(doc, history, removeThemeVariable(doc, 'color-acc'), () =>
      expect(vars['color-acc']).toBeUndefined(),
    )
    const font = { name: 'Inter', source: 'google' as const, fallback: 'Arial' }
    expectRoundTrip(doc, history, addFont(doc, font), () =>
      expect(site.context.theme.fonts.Inter).toEqual(font),
    )
    expectRoundTrip(doc, history, editFont(doc, 'Inter', { ...font, name: 'Inter Tight' }), () =>
      expect(Object.keys(site.context.theme.fonts)).toEqual(['Inter Tight']),
    )
    expectRoundTrip(doc, history, removeFont(doc, 'Inter Tight'), () =>
      expect(site.context.theme.fonts).toEqual({}),
    )
  })

  it('sets breakpoints, global styles and editor UI state', () => {
    const { doc, history, site } = setup()
    const wide = {
      ...site.context.breakpoints,
      'test-bp-99': { id: 'test-bp-99', name: 'Wide', minWidth: 1400 },
    }
    expectRoundTrip(doc, history, setBreakpoints(doc, wide), () =>
      expect(site.context.breakpoints['test-bp-99']).toBeDefined(),
    )
    const reset = { name: 'Reset', style: { style: 'body { margin: 0 }' } }
    expectRoundTrip(doc, history, setGlobalStyle(doc, undefined, reset), () =>
      expect(site.context.globalStyles).toEqual({ Reset: reset.style }),
    )
    expectRoundTrip(doc, history, setGlobalStyle(doc, 'Reset', { ...reset, name: 'Base' }), () =>
      expect(Object.keys(site.context.globalStyles)).toEqual(['Base']),
    )
    expectRoundTrip(doc, history, setEditorUi(doc, 'templatesShown', true), () =>
      expect(site.editor!.templatesShown).toBe(true),
    )
  })

  it('sets single translations (adding a language when needed) and replaces them all', () => {
    const { doc, history, site } = setup()
    expectRoundTrip(doc, history, setTranslation(doc, 'zh-tw', 'greeting', '你好'), () =>
      expect(site.context.i18n['zh-tw']).toEqual({ greeting: '你好' }),
    )
    history.undo()
    expect(site.context.i18n['zh-tw']).toBeUndefined()
    const depth = site.history.back.length
    history.push(setTranslation(doc, 'en', 'greeting', 'Hi'))
    history.push(setTranslation(doc, 'en', 'greeting', 'Hi there'))
    expect(site.history.back.length).toBe(depth + 1)
    const all = { en: { a: 'A' }, fr: { a: 'Â' } }
    expectRoundTrip(doc, history, replaceTranslations(doc, all, 'fr'), () => {
      expect(site.context.i18n).toEqual(all)
      expect(site.context.activeI18n).toBe('fr')
    })
  })
})
