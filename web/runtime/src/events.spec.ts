// @vitest-environment happy-dom
import type { Component, EventParam, Site } from '@tessera/site-format'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Runtime } from './start.js'
import {
  add,
  behavior,
  byId,
  emptySite,
  FakeIntersectionObserver,
  hiddenTemplate,
  home,
  on,
  openPage,
} from './testing/page.js'

/** Appends its text (and the key of a key event) to the log element's content. */
const LOG_CODE = `helpers.requireArgs(args, ['log'])
const text = (getState(args.log, 'text') || '') + args.text + (event && event.key ? ':' + event.key : '') + ';'
setState(args.log, 'text', text)
helpers.setContent(args.log, text)`

let runtime: Runtime | undefined

function logSite(): { site: Site; target: Component } {
  const site = emptySite()
  behavior(site, 'b-log', LOG_CODE, {
    log: { name: 'log', type: 'string', help: 'Log element' },
    text: { name: 'text', type: 'string', help: 'What to log', default: 'x' },
  })
  add(site, { id: 'log' })
  const target = add(site, { id: 'target', content: 'Target' })
  return { site, target }
}

const log = (text?: string) => ({
  behaviorId: 'b-log',
  args: text === undefined ? { log: 'log' } : { log: 'log', text },
})
const logged = () => byId('log').textContent

function start(site: Site): Runtime {
  runtime = openPage(site)
  return runtime
}

beforeEach(() => {
  FakeIntersectionObserver.install()
})

afterEach(() => {
  runtime?.stop()
  runtime = undefined
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('events', () => {
  it('click runs the behaviours in order with their args, defaults filled in', () => {
    const { site, target } = logSite()
    on(target, 'click', [log('a'), log('b'), log()])
    start(site)
    byId('target').click()
    expect(logged()).toBe('a;b;x;')
    byId('target').click()
    expect(logged()).toBe('a;b;x;a;b;x;')
  })

  it('mouseover and mouseleave', () => {
    const { site, target } = logSite()
    on(target, 'mouseover', [log('over')])
    on(target, 'mouseleave', [log('leave')])
    start(site)
    byId('target').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    byId('target').dispatchEvent(new MouseEvent('mouseleave'))
    expect(logged()).toBe('over;leave;')
  })

  it('input runs on each input of a field', () => {
    const { site } = logSite()
    const field = add(site, {
      id: 'field',
      tag: 'input',
      inputs: { type: { name: 'type', type: 'string', attr: true, default: 'text' } },
    })
    on(field, 'input', [log('typed')])
    start(site)
    const input = byId('field') as HTMLInputElement
    input.value = 'h'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    input.value = 'hi'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    expect(logged()).toBe('typed;typed;')
  })

  it('submit runs the behaviours and keeps the browser from sending the form', () => {
    const { site } = logSite()
    const form = add(site, { id: 'form', tag: 'Form' })
    on(form, 'submit', [log('sent')])
    start(site)
    expect(byId('form').localName).toBe('form')
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    byId('form').dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(logged()).toBe('sent;')
  })

  it('keydown and keyup on a block hear the page keys, not the keys typed into a field', () => {
    const { site, target } = logSite()
    on(target, 'keydown', [log('down')])
    on(target, 'keyup', [log('up')])
    add(site, { id: 'other', tag: 'input' })
    start(site)
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    document.body.dispatchEvent(new KeyboardEvent('keyup', { key: 'a', bubbles: true }))
    byId('other').dispatchEvent(new KeyboardEvent('keydown', { key: 'b', bubbles: true }))
    expect(logged()).toBe('down:Escape;up:a;')
  })

  it('keyup on a field hears only its own keys', () => {
    const { site } = logSite()
    const field = add(site, { id: 'field', tag: 'input' })
    on(field, 'keyup', [log('key')])
    start(site)
    document.body.dispatchEvent(new KeyboardEvent('keyup', { key: 'a', bubbles: true }))
    byId('field').dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', bubbles: true }))
    expect(logged()).toBe('key:Enter;')
  })

  it('load and error of an image', () => {
    const { site } = logSite()
    const image = add(site, {
      id: 'image',
      tag: 'img',
      inputs: { src: { name: 'src', type: 'string', attr: true, default: '/a.png' } },
    })
    on(image, 'load', [log('load')])
    on(image, 'error', [log('error')])
    start(site)
    byId('image').dispatchEvent(new Event('load'))
    byId('image').dispatchEvent(new Event('error'))
    expect(logged()).toBe('load;error;')
  })

  it('load of a block runs once the page has loaded', () => {
    const { site, target } = logSite()
    on(target, 'load', [log('ready')])
    start(site)
    expect(logged()).toBe('ready;')
  })

  it('clickOutside runs for clicks elsewhere, even when a behaviour stops them', () => {
    const { site, target } = logSite()
    on(target, 'clickOutside', [log('outside')])
    const inner = add(site, { id: 'inner', content: 'Inner' }, target)
    target.content = undefined
    const stopper = add(site, { id: 'stopper', content: 'Stop' })
    on(stopper, 'click', [{ behaviorId: 'global-b-stopClick' }])
    start(site)
    byId(inner.id).click()
    byId('target').click()
    expect(logged()).toBe('')
    byId('stopper').click()
    document.body.click()
    expect(logged()).toBe('outside;outside;')
  })

  it('periodic runs at its interval, 1000 ms by default, until stopped', () => {
    vi.useFakeTimers()
    const { site, target } = logSite()
    on(target, 'periodic', [log('tick')], {
      interval: { type: 'number', value: '250' },
    })
    const slow = add(site, { id: 'slow' })
    on(slow, 'periodic', [log('slow')])
    const started = start(site)
    vi.advanceTimersByTime(999)
    expect(logged()).toBe('tick;tick;tick;')
    vi.advanceTimersByTime(1)
    expect(logged()).toBe('tick;tick;tick;tick;slow;')
    started.stop()
    vi.advanceTimersByTime(5000)
    expect(logged()).toBe('tick;tick;tick;tick;slow;')
  })

  it('appear runs each time the component comes into view', () => {
    const { site, target } = logSite()
    on(target, 'appear', [log('seen')])
    start(site)
    expect(logged()).toBe('')
    FakeIntersectionObserver.intersect(byId('target'), false)
    expect(logged()).toBe('')
    FakeIntersectionObserver.intersect(byId('target'))
    FakeIntersectionObserver.intersect(byId('target'), false)
    FakeIntersectionObserver.intersect(byId('target'))
    expect(logged()).toBe('seen;seen;')
  })

  it('scroll of a component, and of the page for the root', () => {
    const { site, target } = logSite()
    on(target, 'scroll', [log('inner')])
    on(home(site), 'scroll', [log('page')])
    start(site)
    byId('target').dispatchEvent(new Event('scroll'))
    window.dispatchEvent(new Event('scroll'))
    expect(logged()).toBe('inner;page;')
  })

  describe('scrollIntoView', () => {
    const scrollTo = (y: number) => {
      window.scrollTo(0, y)
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y })
      window.dispatchEvent(new Event('scroll'))
    }
    const params = (values: Record<string, string>): Record<string, EventParam> =>
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [name, { type: 'string', value }]),
      )

    afterEach(() => {
      Reflect.deleteProperty(window, 'scrollY')
    })

    it('defaults to a 0% margin and to scrolling down', () => {
      const { site, target } = logSite()
      on(target, 'scrollIntoView', [log('in')])
      start(site)
      const observer = FakeIntersectionObserver.instances.find((o) => o.targets.has(byId('target')))
      expect(observer?.rootMargin).toBe('0px 0px 0px 0px')
      scrollTo(400)
      FakeIntersectionObserver.intersect(byId('target'))
      expect(logged()).toBe('in;')
      scrollTo(100)
      FakeIntersectionObserver.intersect(byId('target'), false)
      FakeIntersectionObserver.intersect(byId('target'))
      expect(logged()).toBe('in;')
    })

    it('takes a margin in % or px and the direction up or both', () => {
      const { site, target } = logSite()
      on(target, 'scrollIntoView', [log('up')], params({ margin: '10%', direction: 'up' }))
      const both = add(site, { id: 'both' })
      on(both, 'scrollIntoView', [log('both')], params({ margin: '40px', direction: 'both' }))
      start(site)
      const margins = FakeIntersectionObserver.instances.map((o) => o.rootMargin)
      expect(margins).toEqual(['-10% 0px -10% 0px', '-40px 0px -40px 0px'])
      scrollTo(500)
      FakeIntersectionObserver.intersect(byId('target'))
      FakeIntersectionObserver.intersect(byId('both'))
      expect(logged()).toBe('both;')
      scrollTo(200)
      FakeIntersectionObserver.intersect(byId('target'))
      FakeIntersectionObserver.intersect(byId('both'))
      expect(logged()).toBe('both;up;both;')
    })
  })

  it('runs appear for a hidden component once it is shown and comes into view', () => {
    const { site } = logSite()
    const panel = add(site, { id: 'panel', state: { hide: true } })
    const inside = add(site, { id: 'inside', content: 'Inside' }, panel)
    on(inside, 'appear', [log('seen')])
    on(inside, 'click', [log('clicked')])
    const toggle = add(site, { id: 'toggle', content: 'Toggle' })
    on(toggle, 'click', [{ behaviorId: 'global-b-toggleHidden', args: { id: 'panel' } }])
    start(site)
    expect(document.getElementById('panel')).toBeNull()
    expect(hiddenTemplate('panel')?.content.getElementById('inside')).not.toBeNull()
    byId('toggle').click()
    expect(hiddenTemplate('panel')).toBeNull()
    FakeIntersectionObserver.intersect(byId('inside'))
    byId('inside').click()
    expect(logged()).toBe('seen;clicked;')
    byId('toggle').click()
    expect(document.getElementById('panel')).toBeNull()
    expect(hiddenTemplate('panel')).not.toBeNull()
  })
})

describe('behaviour failures', () => {
  it('a missing required arg fails with Arg "<name>" is required in the console, and the unknown error in the error element', () => {
    const site = emptySite()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    behavior(site, 'b-needs', `helpers.requireArgs(args, ['errorId', 'table'])`)
    add(site, { id: 'error', content: '' })
    const button = add(site, { id: 'button', tag: 'button', content: 'Go' })
    on(button, 'click', [{ behaviorId: 'b-needs', args: { errorId: 'error', table: '' } }])
    const plain = add(site, { id: 'plain', content: 'Plain' })
    on(plain, 'click', [{ behaviorId: 'b-needs' }])
    start(site)
    byId('button').click()
    expect(byId('error').textContent).toBe('Unknown error, try again later')
    expect(byId('error').style.getPropertyValue('color')).toBe('var(--color-error, #ef4444)')
    expect(byId('error').style.getPropertyValue('opacity')).toBe('1')
    byId('plain').click()
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      'Tessera: behaviour "b-needs" failed: Arg "table" is required',
      'Tessera: behaviour "b-needs" failed: Arg "errorId" is required',
    ])
  })

  it('a behaviour that throws, rejects or does not compile does not stop the others', async () => {
    const { site, target } = logSite()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    behavior(site, 'b-throws', `throw new Error('Broken')`)
    behavior(
      site,
      'b-rejects',
      `return Promise.reject({ code: 'Nope', message: 'Server says no' })`,
    )
    behavior(site, 'b-syntax', `this is not javascript`)
    add(site, { id: 'error' })
    on(target, 'click', [
      { behaviorId: 'b-throws' },
      log('a'),
      { behaviorId: 'b-syntax' },
      { behaviorId: 'b-missing' },
      { behaviorId: 'b-rejects', args: { errorId: 'error' } },
      log('b'),
    ])
    const started = start(site)
    byId('target').click()
    expect(logged()).toBe('a;b;')
    await started.settled()
    // The visitor never reads a raw message; the console keeps it.
    expect(byId('error').textContent).toBe('Unknown error, try again later')
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      'Tessera: behaviour "b-throws" failed: Broken',
      'Tessera: behaviour "b-syntax" does not compile',
      'Tessera: behaviour "b-rejects" failed: {"code":"Nope","message":"Server says no"}',
    ])
    expect(warnings).toHaveBeenCalledWith('Tessera: unknown behaviour b-missing')
  })

  it('behaviour code runs in strict mode with the unpacked names', () => {
    const { site, target } = logSite()
    behavior(
      site,
      'b-strict',
      `const strict = (function () { return this === undefined })()
helpers.setContent('log', [strict, typeof getState, typeof setState, typeof setIsInput, typeof getComponent, site.defaults.homePage, component.id, event.type].join(','))`,
    )
    on(target, 'click', [{ behaviorId: 'b-strict' }])
    start(site)
    byId('target').click()
    expect(logged()).toBe('true,function,function,function,function,/,target,click')
  })
})
