// @vitest-environment happy-dom
import type { Command, Site } from '@tessera/site-format'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Runtime } from './start.js'
import {
  add,
  API_BASE,
  behavior,
  byId,
  emptySite,
  FakeIntersectionObserver,
  hiddenTemplate,
  home,
  json,
  mockFetch,
  on,
  openPage,
  SITE_ID,
} from './testing/page.js'

let runtime: Runtime

/** A form with fields, a hidden panel with a child, an image and a div button. */
function helperSite(): Site {
  const site = emptySite()
  behavior(site, 'b-noop', '')
  const form = add(site, { id: 'form', tag: 'Form' })
  on(form, 'submit', [{ behaviorId: 'b-noop', args: { errorId: 'error' } }])
  add(site, { id: 'email', tag: 'input' }, form)
  add(site, { id: 'message', tag: 'textarea' }, form)
  add(site, { id: 'error', content: '' }, form)
  const panel = add(site, { id: 'panel', state: { hide: true } })
  add(site, { id: 'panel-text', content: 'Inside', role: 'note' }, panel)
  add(site, {
    id: 'photo',
    tag: 'img',
    inputs: {
      src: { name: 'src', type: 'string', attr: true, default: '/a.png' },
      alt: { name: 'alt', type: 'string', attr: true, default: 'A' },
      caption: { name: 'caption', type: 'string', default: 'Not an attribute' },
    },
  })
  add(site, { id: 'box', role: 'button', content: 'Box' })
  add(site, { id: 'link', tag: 'a', content: 'Link' })
  return site
}

beforeEach(() => {
  FakeIntersectionObserver.install()
  runtime = openPage(helperSite())
})

afterEach(() => {
  runtime.stop()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('components', () => {
  it('are read from the page and its runtime data, hidden ones included', () => {
    const { getComponent, findComponent } = runtime.helpers
    const form = getComponent('form')
    expect(form?.tag).toBe('Form')
    expect(form?.parentId).toBe(home(helperSite()).id)
    expect(form?.children?.map((child) => [child.id, child.tag])).toEqual([
      ['email', 'input'],
      ['message', 'textarea'],
      ['error', 'div'],
    ])
    expect(form?.events?.submit?.behaviors[0]?.behaviorId).toBe('b-noop')

    const panel = getComponent('panel')
    expect(panel?.state).toEqual({ hide: true })
    const inside = panel?.children?.[0]
    expect(inside).toMatchObject({ id: 'panel-text', tag: 'div', role: 'note' })
    expect(inside?.parentId).toBe('panel')
    expect(getComponent('email')?.parentId).toBe('form')

    const root = getComponent(home(helperSite()).id)
    expect(root?.children?.map((child) => child.id)).toEqual([
      'form',
      'panel',
      'photo',
      'box',
      'link',
    ])
    expect(findComponent((c) => c.role === 'note')?.id).toBe('panel-text')
    expect(findComponent((c) => c.id === 'nothing')).toBeUndefined()
    expect(getComponent('nothing')).toBeUndefined()
  })

  it('state hide swaps the component with its template and back', () => {
    const { getState, setState } = runtime.helpers
    expect(getState('panel', 'hide')).toBe(true)
    expect(document.getElementById('panel')).toBeNull()
    setState('panel', 'hide', false)
    expect(byId('panel').parentElement?.id).toBe(home(helperSite()).id)
    expect(hiddenTemplate('panel')).toBeNull()
    // In place: between the form and the image.
    expect(byId('panel').previousElementSibling?.id).toBe('form')
    setState('box', 'hide', true)
    expect(document.getElementById('box')).toBeNull()
    expect(hiddenTemplate('box')?.nextElementSibling?.id).toBe('link')
    expect(getState('box', 'hide')).toBe(true)
    setState('box', 'hide', false)
    expect(byId('box').nextElementSibling?.id).toBe('link')
    setState('box', 'other', { any: 'value' })
    expect(runtime.helpers.getComponent('box')?.state).toEqual({
      hide: false,
      other: { any: 'value' },
    })
  })
})

describe('inputs and fields', () => {
  it('getInput reads `is`/default values, setIsInput sets them and their attributes', () => {
    const { getInput, setIsInput } = runtime.helpers
    expect(getInput('photo', 'src')).toBe('/a.png')
    expect(getInput('photo', 'caption')).toBe('Not an attribute')
    expect(byId('photo').hasAttribute('caption')).toBe(false)
    setIsInput('photo', 'src', '/b.png')
    setIsInput('photo', 'caption', 'Changed')
    expect(getInput('photo', 'src')).toBe('/b.png')
    expect(byId('photo').getAttribute('src')).toBe('/b.png')
    expect(getInput('photo', 'caption')).toBe('Changed')
    expect(byId('photo').hasAttribute('caption')).toBe(false)
    setIsInput('photo', 'src', '')
    expect(byId('photo').hasAttribute('src')).toBe(false)
    setIsInput('email', 'disabled', true)
    expect(byId('email').hasAttribute('disabled')).toBe(true)
    setIsInput('email', 'disabled', false)
    expect(byId('email').hasAttribute('disabled')).toBe(false)
  })

  it('setIsInput refuses script URLs and event handler attributes', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { setIsInput } = runtime.helpers
    setIsInput('link', 'href', '/about')
    expect(byId('link').getAttribute('href')).toBe('/about')
    setIsInput('link', 'href', ' java\tscript:alert(1)')
    expect(byId('link').hasAttribute('href')).toBe(false)
    setIsInput('photo', 'src', 'data:text/html,<script>alert(1)</script>')
    expect(byId('photo').hasAttribute('src')).toBe(false)
    setIsInput('photo', 'onerror', 'alert(1)')
    expect(byId('photo').hasAttribute('onerror')).toBe(false)
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('getValue and setInput work on form fields', () => {
    const { getValue, setInput } = runtime.helpers
    setInput('email', 'ann@example.com')
    setInput('message', 'Hi')
    expect((byId('email') as HTMLInputElement).value).toBe('ann@example.com')
    expect(getValue('message')).toBe('Hi')
    expect(getValue('box')).toBeUndefined()
  })

  it('getEventBehavior finds a call of an event', () => {
    expect(runtime.helpers.getEventBehavior('form', 'submit', 'b-noop')).toEqual({
      behaviorId: 'b-noop',
      args: { errorId: 'error' },
    })
    expect(runtime.helpers.getEventBehavior('form', 'click', 'b-noop')).toBeUndefined()
  })

  it('requireArgs refuses missing, null and empty values only', () => {
    const { requireArgs } = runtime.helpers
    expect(() => requireArgs({ a: 0, b: false }, ['a', 'b'])).not.toThrow()
    expect(() => requireArgs({ a: null }, ['a'])).toThrow('Arg "a" is required')
    expect(() => requireArgs({ a: 'x', b: '' }, ['a', 'b'])).toThrow('Arg "b" is required')
    expect(() => requireArgs({}, ['c'])).toThrow('Arg "c" is required')
  })

  it('push is the editor’s: nothing happens', () => {
    const command = { type: 'addC', data: {} } as unknown as Command
    expect(() => runtime.helpers.push(command)).not.toThrow()
  })
})

describe('content and styles', () => {
  it('setContent writes text as text and cleans markup', () => {
    const { setContent } = runtime.helpers
    setContent('box', 'a < b & c')
    expect(byId('box').textContent).toBe('a < b & c')
    setContent(
      'box',
      '<b>bold</b><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1">' +
        '<a href="javascript:alert(1)" title="t">link</a><form><input name="x"></form><p id="email">p</p>',
    )
    const box = byId('box')
    expect(box.querySelector('b')?.textContent).toBe('bold')
    expect(box.querySelector('script')).toBeNull()
    expect(box.querySelector('img')?.hasAttribute('onerror')).toBe(false)
    expect(box.querySelector('a')?.hasAttribute('href')).toBe(false)
    expect(box.querySelector('a')?.getAttribute('title')).toBe('t')
    expect(box.querySelector('form, input')).toBeNull()
    expect(box.querySelector('p')?.hasAttribute('id')).toBe(false)
    expect(byId('email').localName).toBe('input')
  })

  it('setCustomStyle sets inline styles with theme variables; getCustomStyle reads them', () => {
    const { setCustomStyle, getCustomStyle } = runtime.helpers
    setCustomStyle('box', 'background-color', '${color-primary}')
    setCustomStyle('box', 'margin', '4px')
    expect(byId('box').style.getPropertyValue('background-color')).toBe('var(--color-primary)')
    expect(getCustomStyle('box', 'background-color')).toBe('${color-primary}')
    expect(getCustomStyle('box', 'margin')).toBe('4px')
    setCustomStyle('box', 'margin', undefined)
    expect(byId('box').style.getPropertyValue('margin')).toBe('')
    expect(getCustomStyle('box', 'margin')).toBeUndefined()
  })

  it('setError shows the text for the code, else the unknown error, in the error colour, unhiding', () => {
    const { setError, setState } = runtime.helpers
    setState('error', 'hide', true)
    setError('error', { code: 'CustomDataInvalidEmail', message: 'ignored' })
    expect(byId('error').textContent).toBe('Please enter a valid email address')
    expect(byId('error').style.getPropertyValue('color')).toBe('var(--color-error, #ef4444)')
    expect(runtime.helpers.getCustomStyle('error', 'color')).toBe('${color-error}')
    // Neither a server's message nor an exception's reaches the visitor.
    setError('error', { code: 'Whatever', message: 'From the server <b>' })
    expect(byId('error').textContent).toBe('Unknown error, try again later')
    setError('error', { message: 'challenge answered 404' })
    expect(byId('error').textContent).toBe('Unknown error, try again later')
    setError('error', new Error('Arg "x" is required'))
    expect(byId('error').textContent).toBe('Unknown error, try again later')
    setError('error', 'Please pick a size')
    expect(byId('error').textContent).toBe('Please pick a size')
  })

  it('setLoading marks a button busy and disabled, and any component busy', () => {
    const { setLoading } = runtime.helpers
    setLoading('box', true)
    expect(byId('box').getAttribute('aria-busy')).toBe('true')
    expect(byId('box').style.getPropertyValue('cursor')).toBe('progress')
    setLoading('box', false)
    expect(byId('box').hasAttribute('aria-busy')).toBe(false)
    expect(byId('box').style.getPropertyValue('cursor')).toBe('')
  })
})

describe('navigation and data', () => {
  it('navigate goes to hrefs and URLs, never to script URLs', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    runtime.helpers.navigate('/about')
    runtime.helpers.navigate('https://example.com/x')
    runtime.helpers.navigate('javascript:alert(1)')
    expect(assign.mock.calls).toEqual([['/about'], ['https://example.com/x']])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('addRow, updateRow and getRow post their action to custom data', async () => {
    const { calls } = mockFetch(json({ id: 'r1' }), json({ ok: true }), json({ rows: [] }))
    const { addRow, updateRow, getRow } = runtime.helpers
    await expect(addRow('table', { email: 'a@b.c' })).resolves.toEqual({ id: 'r1' })
    await expect(updateRow('table', 'r1', { email: 'd@e.f' })).resolves.toEqual({ ok: true })
    await expect(getRow('table', { email: 'd@e.f' })).resolves.toEqual({ rows: [] })
    const url = `${API_BASE}/sites/${SITE_ID}/custom_data`
    expect(calls.map(({ url, method, body }) => ({ url, method, body }))).toEqual([
      {
        url,
        method: 'POST',
        body: { action: 'AddRow', data: { table_name: 'table', row: { email: 'a@b.c' } } },
      },
      {
        url,
        method: 'POST',
        body: {
          action: 'UpdateRow',
          data: { table_name: 'table', row_id: 'r1', new_row: { email: 'd@e.f' } },
        },
      },
      {
        url,
        method: 'POST',
        body: { action: 'GetRow', data: { table_name: 'table', filters: { email: 'd@e.f' } } },
      },
    ])
    expect(calls[0]?.init.credentials).toBe('omit')
  })

  it('rejects with the server envelope', async () => {
    mockFetch(json({ code: 'CustomDataRequired', message: 'email is required', extra: 1 }, 400))
    await expect(runtime.helpers.addRow('t', {})).rejects.toEqual({
      code: 'CustomDataRequired',
      message: 'email is required',
    })
    mockFetch(new Response('not json', { status: 403 }))
    await expect(runtime.helpers.getRow('t', {})).rejects.toEqual({ code: 'None' })
    mockFetch(json({ total_site_view_count: 3 }))
    await expect(runtime.helpers.getPublicUsage()).resolves.toEqual({ total_site_view_count: 3 })
  })
})
