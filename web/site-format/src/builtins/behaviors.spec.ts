import { describe, expect, it, vi } from 'vitest'
import { createSite } from '../defaults/create-site.js'
import type { Component } from '../types/component.js'
import type { Site } from '../types/site.js'
import {
  behaviorFunctionBody,
  type BehaviorContext,
  type BehaviorEvent,
  type BehaviorHelpers,
} from './behavior-helpers.js'
import {
  builtinBehavior,
  builtinBehaviors,
  editorOnlyBehaviorIds,
  isEditorOnlyBehavior,
  isStorableBuiltinBehavior,
  storableBuiltinBehaviorIds,
} from './behaviors.js'
import { BuiltinComponentId, instantiateBuiltin } from './components.js'

// FORMAT.md section 6: id, name, and each arg as [name, type, default].
const expected: Array<[string, string, Array<[string, string, unknown?]>]> = [
  ['global-b-none', 'None', []],
  ['global-b-stopClick', 'Stop Click', []],
  ['global-b-toggleHidden', 'Toggle Hidden', [['id', 'string']]],
  [
    'global-b-setHidden',
    'Set Hidden',
    [
      ['id', 'string'],
      ['hide', 'boolean'],
    ],
  ],
  ['global-b-homeLink', 'Home Link', []],
  [
    'global-b-contactform',
    'Contact Form Submit',
    [
      'tableName',
      'emailId',
      'messageId',
      'nameId',
      'errorId',
      'apiEmailField',
      'apiMessageField',
      'apiNameField',
    ].map((name) => [name, 'string']),
  ],
  ['global-b-contactformclearerror', 'Clear Error', [['errorId', 'string']]],
  [
    'global-b-mailinglist',
    'Mailing List Submit',
    ['tableName', 'emailId', 'nameId', 'errorId', 'apiEmailField', 'apiNameField'].map((name) => [
      name,
      'string',
    ]),
  ],
  ['global-b-viewcounter', 'View Counter', []],
  ['global-b-selectLanguage', 'SelectLanguage', [['language', 'string', 'en']]],
  ['global-b-setupLanguage', 'SetupLanguage', [['default', 'string', 'en']]],
  [
    'global-b-showLightbox',
    'Show Lightbox',
    [
      ['imageIndex', 'string'],
      ['lightboxId', 'string'],
      ['loaderId', 'string'],
      ['onKey', 'string'],
    ],
  ],
  [
    'global-b-hideLightbox',
    'Hide Lightbox',
    [
      ['lightboxId', 'string'],
      ['onKey', 'string'],
    ],
  ],
  ['global-b-lightboxImageLoad', 'Lightbox Image Load', [['loaderId', 'string']]],
  ['global-b-downloadImage', 'Download Image', [['imageId', 'string']]],
  [
    'global-b-updateNavIndex',
    'Set Nav Index',
    [
      ['navDataId', 'string'],
      ['onKey', 'string'],
      ['increment', 'number'],
    ],
  ],
]

describe('built-in behaviours', () => {
  it('has exactly the storable behaviours of FORMAT.md section 6', () => {
    expect(storableBuiltinBehaviorIds).toEqual(expected.map(([id]) => id))
    expect(Object.keys(builtinBehaviors)).toEqual(expected.map(([id]) => id))
  })

  it.each(expected)('%s has its name and args', (id, name, args) => {
    const behavior = builtinBehaviors[id]
    expect(behavior?.id).toBe(id)
    expect(behavior?.name).toBe(name)
    expect(Object.keys(behavior?.args ?? {})).toEqual(args.map(([argName]) => argName))
    for (const [argName, type, defaultValue] of args) {
      const arg = behavior?.args?.[argName]
      expect(arg?.name).toBe(argName)
      expect(arg?.type).toBe(type)
      expect(arg?.default).toBe(defaultValue)
      expect(typeof arg?.help).toBe('string')
    }
    expect(isStorableBuiltinBehavior(id)).toBe(true)
  })

  it.each(expected.map(([id]) => [id]))('%s code compiles as a strict function body', (id) => {
    const code = builtinBehaviors[id]?.code
    expect(typeof code).toBe('string')
    expect(
      () => new Function('helpers', 'behaviorContext', 'args', '"use strict";\n' + code),
    ).not.toThrow()
    expect(
      () => new Function('helpers', 'behaviorContext', 'args', behaviorFunctionBody(code ?? '')),
    ).not.toThrow()
  })

  it('lists the editor-only behaviours without storing them', () => {
    expect(editorOnlyBehaviorIds).toEqual([
      'global-b-navItem',
      'global-b-navAddChildren',
      'global-b-navRemoveChildren',
      'global-b-navChangeChildren',
      'global-b-setupLoader',
    ])
    for (const id of editorOnlyBehaviorIds) {
      expect(isEditorOnlyBehavior(id)).toBe(true)
      expect(isStorableBuiltinBehavior(id)).toBe(false)
    }
    expect(isStorableBuiltinBehavior('toString')).toBe(false)
  })

  it('hands out copies', () => {
    const copy = builtinBehavior('global-b-toggleHidden')
    expect(copy).toEqual(builtinBehaviors['global-b-toggleHidden'])
    expect(copy).not.toBe(builtinBehaviors['global-b-toggleHidden'])
    expect(builtinBehavior('global-b-navItem')).toBeUndefined()
  })
})

/** A small in-memory runtime: enough helpers to run the behaviours' code. */
function harness(site: Site, root: Component) {
  const index = new Map<string, Component>()
  const walk = (c: Component) => {
    index.set(c.id, c)
    c.children?.forEach(walk)
  }
  walk(root)
  const state = new Map<string, Record<string, unknown>>()
  const values = new Map<string, string>()
  const content = new Map<string, string>()
  const styles = new Map<string, Record<string, string | undefined>>()
  const errors = new Map<string, unknown>()
  const loading = new Map<string, boolean>()
  const isInputs = new Map<string, Record<string, unknown>>()
  const helpers: BehaviorHelpers = {
    requireArgs: (args, names) => {
      for (const name of names) {
        if (args[name] === undefined || args[name] === '')
          throw new Error(`Arg "${name}" is required`)
      }
    },
    push: vi.fn(),
    findComponent: (match) => [...index.values()].find(match),
    getComponent: (id) => index.get(id),
    getValue: (id) => values.get(id),
    setContent: (id, html) => void content.set(id, html),
    getInput: (id, name) => {
      const own = isInputs.get(id)
      if (own && name in own) return own[name]
      const input = index.get(id)?.inputs?.[name]
      return input?.is ?? input?.default
    },
    setInput: (id, value) => void values.set(id, value),
    setIsInput: (id, name, value) => void isInputs.set(id, { ...isInputs.get(id), [name]: value }),
    getEventBehavior: () => undefined,
    setCustomStyle: (id, property, value) =>
      void styles.set(id, { ...styles.get(id), [property]: value }),
    getCustomStyle: (id, property) => styles.get(id)?.[property],
    getState: (id, key) => state.get(id)?.[key] ?? index.get(id)?.state?.[key],
    setState: (id, key, value) => void state.set(id, { ...state.get(id), [key]: value }),
    setLanguage: vi.fn(),
    setError: (id, error) => void errors.set(id, error),
    setLoading: (id, on) => void loading.set(id, on),
    addRow: vi.fn(() => Promise.resolve({ id: 'row-1' })),
    updateRow: vi.fn(() => Promise.resolve({})),
    getRow: vi.fn(() => Promise.resolve(undefined)),
    getPublicUsage: vi.fn(() => Promise.resolve({ total_site_view_count: 42 })),
  }
  const run = (
    behaviorId: string,
    componentId: string,
    args: Record<string, unknown> = {},
    event?: BehaviorEvent,
  ): unknown => {
    const component = index.get(componentId)
    if (!component) throw new Error(`no component ${componentId}`)
    const body = behaviorFunctionBody(builtinBehaviors[behaviorId]?.code ?? '')
    const fn = new Function('helpers', 'behaviorContext', 'args', body) as (
      h: BehaviorHelpers,
      c: BehaviorContext,
      a: Record<string, unknown>,
    ) => unknown
    return fn(helpers, { site, component, event }, args)
  }
  return { helpers, run, state, values, content, styles, errors, loading, isInputs, index }
}

function insert(builtinId: string) {
  const site = createSite('test')
  const page = site.pages['/home']!
  const { component } = instantiateBuiltin(site.context, builtinId, page.root.id)
  page.root.children = [component]
  return { site, component, h: harness(site, page.root) }
}

/** Event args of a component's first behaviour for an event. */
function argsOf(component: Component, event: string, index = 0): Record<string, unknown> {
  return component.events?.[event]?.behaviors[index]?.args ?? {}
}

describe('built-in behaviour code', () => {
  it('toggleHidden flips the hide state and requires its id', () => {
    const { component, h } = insert(BuiltinComponentId.text)
    h.run('global-b-toggleHidden', component.id, { id: component.id })
    expect(h.helpers.getState(component.id, 'hide')).toBe(true)
    h.run('global-b-toggleHidden', component.id, { id: component.id })
    expect(h.helpers.getState(component.id, 'hide')).toBe(false)
    expect(() => h.run('global-b-toggleHidden', component.id, {})).toThrow('Arg "id" is required')
  })

  it('setHidden sets the hide state from a boolean or its text', () => {
    const { component, h } = insert(BuiltinComponentId.text)
    h.run('global-b-setHidden', component.id, { id: component.id, hide: 'true' })
    expect(h.helpers.getState(component.id, 'hide')).toBe(true)
    h.run('global-b-setHidden', component.id, { id: component.id, hide: false })
    expect(h.helpers.getState(component.id, 'hide')).toBe(false)
  })

  it('the contact form sends a row, then shows success and hides the button', async () => {
    const { component: form, h } = insert(BuiltinComponentId.contactForm)
    const args = { ...argsOf(form, 'submit'), tableName: 'contact_form' }
    const [, email, name, message, error, button] = form.children ?? []
    h.values.set(email!.id, 'me@example.test')
    h.values.set(message!.id, 'Hello there')
    const preventDefault = vi.fn()
    await h.run('global-b-contactform', form.id, args, { preventDefault })
    expect(preventDefault).toHaveBeenCalled()
    // The name is sent only when given.
    expect(h.helpers.addRow).toHaveBeenCalledWith('contact_form', {
      email: 'me@example.test',
      message: 'Hello there',
    })
    expect(h.content.get(error!.id)).toBe('Contact request sent!')
    expect(h.styles.get(error!.id)).toMatchObject({ color: '${color-success}', opacity: '1' })
    expect(h.helpers.getState(button!.id, 'hide')).toBe(true)
    expect(h.loading.get(button!.id)).toBe(false)

    h.values.set(name!.id, 'Me')
    await h.run('global-b-contactform', form.id, args)
    expect(h.helpers.addRow).toHaveBeenLastCalledWith('contact_form', {
      email: 'me@example.test',
      message: 'Hello there',
      name: 'Me',
    })
  })

  it('the contact form reports a duplicate, other errors, and missing wiring', async () => {
    const { component: form, h } = insert(BuiltinComponentId.contactForm)
    const errorId = argsOf(form, 'submit').errorId as string
    const args = { ...argsOf(form, 'submit'), tableName: 'contact_form' }
    vi.mocked(h.helpers.addRow).mockRejectedValueOnce({ code: 'CustomDataUniqueFail' })
    await h.run('global-b-contactform', form.id, args)
    expect(h.errors.get(errorId)).toBe('Contact request already submitted')

    const failure = { code: 'CustomDataRequired', message: 'required' }
    vi.mocked(h.helpers.addRow).mockRejectedValueOnce(failure)
    await h.run('global-b-contactform', form.id, args)
    expect(h.errors.get(errorId)).toBe(failure)

    // A fresh block has no table yet.
    vi.mocked(h.helpers.addRow).mockClear()
    await h.run('global-b-contactform', form.id, argsOf(form, 'submit'))
    expect(h.errors.get(errorId)).toBe('Unknown form error')
    expect(h.helpers.addRow).not.toHaveBeenCalled()
  })

  it('the mailing list subscribes and ends loading without hiding the button', async () => {
    const { component: form, h } = insert(BuiltinComponentId.mailingList)
    const args = { ...argsOf(form, 'submit'), tableName: 'subscribers' }
    const [, email, , error, button] = form.children ?? []
    h.values.set(email!.id, 'a@b.test')
    await h.run('global-b-mailinglist', form.id, args)
    expect(h.helpers.addRow).toHaveBeenCalledWith('subscribers', { email: 'a@b.test' })
    expect(h.content.get(error!.id)).toBe('Subscribed!')
    expect(h.loading.get(button!.id)).toBe(false)
    expect(h.helpers.getState(button!.id, 'hide')).toBeUndefined()

    vi.mocked(h.helpers.addRow).mockRejectedValueOnce({ code: 'CustomDataUniqueFail' })
    await h.run('global-b-mailinglist', form.id, args)
    expect(h.errors.get(error!.id)).toBe("You're already subscribed!")
  })

  it('clearing the error hides it', () => {
    const { component: form, h } = insert(BuiltinComponentId.contactForm)
    const email = form.children?.[1]
    const args = argsOf(email!, 'input')
    h.run('global-b-contactformclearerror', email!.id, args)
    expect(h.styles.get(args.errorId as string)).toMatchObject({ opacity: '0' })
    expect(h.content.get(args.errorId as string)).toBe('')
  })

  it('the view counter shows the public view count once', async () => {
    const { component, h } = insert(BuiltinComponentId.viewCounter)
    await h.run('global-b-viewcounter', component.id)
    await h.run('global-b-viewcounter', component.id)
    expect(h.content.get(component.id)).toBe('42')
    expect(h.helpers.getPublicUsage).toHaveBeenCalledTimes(1)
  })

  it('the language behaviours set the language', () => {
    const { component, h } = insert(BuiltinComponentId.text)
    h.run('global-b-selectLanguage', component.id, { language: 'zh-tw' })
    expect(h.helpers.setLanguage).toHaveBeenLastCalledWith('zh-tw')
    h.run('global-b-selectLanguage', component.id, {})
    expect(h.helpers.setLanguage).toHaveBeenLastCalledWith('en')
    h.run('global-b-setupLanguage', component.id, { default: 'fr' })
    expect(h.helpers.setLanguage).toHaveBeenCalledTimes(3)
  })

  it('the lightbox opens at an image, wraps when navigating, and closes', () => {
    const { component: gallery, h } = insert(BuiltinComponentId.lightboxGallery)
    const [grid, lightbox] = gallery.children ?? []
    const images = grid!.children ?? []
    images.forEach((image, i) => h.isInputs.set(image.id, { src: `/img/photo-${i}.jpg` }))
    const lightboxImage = lightbox!.children?.[0]?.children?.[0]
    const loader = lightbox!.children?.[0]?.children?.[1]
    expect(h.helpers.getState(lightbox!.id, 'hide')).toBe(true)

    const open = images[4]!
    h.run('global-b-showLightbox', open.id, argsOf(open, 'click'))
    expect(h.helpers.getState(lightbox!.id, 'hide')).toBe(false)
    expect(h.helpers.getState(lightbox!.id, 'index')).toBe(4)
    expect(h.helpers.getState(loader!.id, 'hide')).toBe(false)
    expect(h.helpers.getInput(lightboxImage!.id, 'src')).toBe('/img/photo-4.jpg')

    h.run('global-b-lightboxImageLoad', lightboxImage!.id, argsOf(lightboxImage!, 'load'))
    expect(h.helpers.getState(loader!.id, 'hide')).toBe(true)

    // Arrow keys go through the lightbox's keydown behaviours; only the matching key acts.
    const keydown = lightbox!.events?.keydown?.behaviors ?? []
    const press = (key: string) => {
      for (const b of keydown) h.run(b.behaviorId, lightbox!.id, b.args, { key })
    }
    press('ArrowRight')
    expect(h.helpers.getState(lightbox!.id, 'index')).toBe(5)
    press('ArrowRight')
    expect(h.helpers.getState(lightbox!.id, 'index')).toBe(0)
    press('ArrowLeft')
    expect(h.helpers.getState(lightbox!.id, 'index')).toBe(5)
    expect(h.helpers.getInput(lightboxImage!.id, 'src')).toBe('/img/photo-5.jpg')
    expect(h.helpers.getState(lightbox!.id, 'hide')).toBe(false)

    press('Escape')
    expect(h.helpers.getState(lightbox!.id, 'hide')).toBe(true)
    expect(h.helpers.getState(lightbox!.id, 'images')).toBeUndefined()
    expect(h.helpers.getInput(lightboxImage!.id, 'src')).toBe('')
  })

  it('stopClick stops propagation and download does nothing without a DOM', () => {
    const { component, h } = insert(BuiltinComponentId.lightbox)
    const stopPropagation = vi.fn()
    h.run('global-b-stopClick', component.id, {}, { stopPropagation })
    expect(stopPropagation).toHaveBeenCalled()
    expect(() =>
      h.run('global-b-downloadImage', component.id, { imageId: component.id }),
    ).not.toThrow()
    expect(h.run('global-b-none', component.id)).toBeUndefined()
  })
})
