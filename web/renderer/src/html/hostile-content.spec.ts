import { createSite, type Component, type Site } from '@tessera/site-format'
import { generate, parse, walk } from 'css-tree'
import { describe, expect, it } from 'vitest'
import { renderToReact } from '../react/render-to-react.js'
import { attr, byTag, elements, parseDocument, textOf, type Element } from '../testing/dom.js'
import { addComponent } from '../testing/fixture-site.js'
import { renderPage } from '../tree/render-page.js'
import { renderDocument, RUNTIME_DATA_ID } from './to-html.js'
import { renderToStaticMarkup } from 'react-dom/server'

/** Strings that try to run code or leave their context, in the shapes attackers use. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '" onmouseover="alert(1)',
  "' onfocus='alert(1)' autofocus '",
  '</style><script>alert(1)</script>',
  '</STYLE ><script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  '</title><script>alert(1)</script>',
  '</textarea><script>alert(1)</script>',
  '<!--<script>alert(1)</script>-->',
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  '&#106;avascript:alert(1)',
  'jav&#x09;ascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'expression(alert(1))',
  'red;} body{display:none} .x{color:red',
  'url(javascript:alert(1))',
  'red /* </style><script>alert(1)</script>',
  '\u2028\u2029<svg onload=alert(1)>',
  '<svg><script>alert(1)</script><animate onbegin=alert(1) attributeName=x></svg>',
  '<a href="javascript:alert(1)">x</a><a href=" java\tscript:alert(1)">y</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<img src="x" onerror="alert(1)"><math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '${color-text}</style><script>alert(1)</script>',
  'ｊａｖａｓｃｒｉｐｔ：alert(1) 💥 \u202e',
]

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'poster', 'xlink:href', 'background']

function hostileSite(p: string): Site {
  const site = createSite('Hostile')
  site.name = p
  const context = site.context
  context.theme.variables[p] = p
  context.theme.variables['evil'] = p
  context.theme.fonts[p] = { source: 'custom', name: p, url: p, fallback: p }
  context.theme.fonts['Good'] = { source: 'custom', name: 'Good', url: p, fallback: 'Arial' }
  context.theme.fonts['Goog'] = { source: 'google', name: 'Goog', fallback: p }
  context.theme.variables['font-text'] = `Good, Goog, ${p}`
  context.globalStyles = { [p]: { style: p }, second: { style: `.a{color:red}${p}` } }
  context.i18n = { en: { k: p, [p]: p }, [p]: { k: p } }
  context.styles[p] = {
    id: p,
    name: p,
    breakpoints: { 'breakpoint-1': { default: { color: p, [p]: 'red' } } },
  }
  context.styleOrder.push(p)
  context.breakpoints[p] = { id: p, name: p, maxWidth: 500 }
  context.behaviors['hostile-b-9'] = {
    id: 'hostile-b-9',
    name: p,
    code: `console.log(${JSON.stringify(p)}) // </script><script>alert(1)</script>`,
  }
  const head = {
    title: p,
    description: p,
    base: { href: p, target: p },
    meta: [
      { name: p, content: p },
      { property: 'og:image', content: p },
      { 'http-equiv': 'refresh', content: `0;url=${p}` },
      { 'http-equiv': 'refresh', content: '0; URL=javascript:alert(1)' },
      { 'http-equiv': 'set-cookie', content: p },
    ],
    link: [{ href: p, rel: p, type: p, id: RUNTIME_DATA_ID }],
    script: [{ src: p, type: p, id: p }],
  }
  site.defaults.head = head
  const page = site.pages['/home']!
  page.name = p
  page.head = { ...head, title: `${p} page` }

  const stringInput = (name: string, value: string) => ({
    name,
    type: 'string' as const,
    attr: true,
    is: value,
  })
  const styled: Component['style'] = {
    custom: {
      'breakpoint-1': {
        default: { color: p, [p]: 'x', background: `url(${p})`, width: '1px' },
        [p as ':hover']: { color: 'red' },
      },
      [p]: { default: { color: 'red' } },
    },
    mixins: [p],
    overrides: { [p]: { 'breakpoint-1': { default: { color: 'red' } } } },
  }
  addComponent(site, {
    id: p,
    name: p,
    role: p,
    content: `${p}\${k}\${${p}}`,
    style: styled,
    inputs: {
      a: stringInput(p, p),
      title: stringInput('title', p),
      click: stringInput('onclick', p),
      style: stringInput('style', p),
      lang: stringInput('lang', '${evil}'),
    },
    events: {
      click: { name: 'click', behaviors: [{ behaviorId: 'hostile-b-9', args: { x: p } }] },
      [p]: { name: p, behaviors: [{ behaviorId: p }] },
    },
  })
  addComponent(site, {
    id: 'hostile-c-50',
    tag: 'a',
    content: p,
    inputs: { href: stringInput('href', p), target: stringInput('target', p) },
  })
  addComponent(site, {
    id: 'hostile-c-51',
    tag: 'img',
    inputs: {
      src: stringInput('src', p),
      srcset: stringInput('srcset', `${p} 2x`),
      alt: stringInput('alt', p),
    },
  })
  addComponent(site, {
    id: 'hostile-c-52',
    tag: 'Form',
    inputs: { action: stringInput('action', p) },
    children: [
      {
        id: 'hostile-c-53',
        name: p,
        tag: 'button',
        style: { custom: {} },
        content: p,
        inputs: { formaction: stringInput('formaction', p), type: stringInput('type', p) },
      },
      { id: 'hostile-c-54', name: p, tag: 'textarea', style: { custom: {} }, content: p },
      { id: 'hostile-c-55', name: p, tag: 'svg', style: { custom: {} }, content: p },
      { id: 'hostile-c-56', name: p, tag: 'div', style: { custom: {} }, customSourceId: p },
      { id: 'hostile-c-57', name: p, tag: 'label', style: { custom: {} }, content: '${k}' },
      {
        id: 'hostile-c-58',
        name: p,
        tag: 'div',
        style: { custom: {} },
        content: p,
        state: { hide: true, [p]: p },
      },
    ],
  })
  return site
}

/** Whether a URL, read the way a browser reads it, runs script or loads a document. */
// eslint-disable-next-line no-control-regex
const LEADING_CONTROLS = /^[\u0000-\u0020]+/

function isScriptUrl(value: string): boolean {
  const url = value
    .replace(LEADING_CONTROLS, '')
    .replace(/[\t\n\r]/g, '')
    .toLowerCase()
  return /^(javascript|vbscript|data):/.test(url)
}

function checkDocument(html: string, css: string, data: unknown, payload: string): void {
  const doc = parseDocument(html)
  const all = elements(doc, true)
  const scripts = byTag(doc, 'script', true)
  // The renderer's own scripts (the data and the runtime), and at most the head script the
  // owner configured, when its URL is a plain relative one: nothing with inline code.
  const ours = scripts.filter((s) => attr(s, 'id') === RUNTIME_DATA_ID || attr(s, 'defer') === '')
  expect(ours.map((s) => attr(s, 'src') ?? attr(s, 'id'))).toEqual([
    RUNTIME_DATA_ID,
    '/_tessera/runtime.js',
  ])
  for (const script of scripts.filter((s) => !ours.includes(s))) {
    expect(attr(script, 'src')).toBe(payload)
    expect(payload).toMatch(/^[\w().:/&#;-]+$/)
    expect(isScriptUrl(payload)).toBe(false)
    expect(textOf(script)).toBe('')
  }
  expect(JSON.parse(textOf(ours[0]!))).toEqual(data)
  for (const element of all) {
    for (const { name, value } of element.attrs) {
      expect(name.startsWith('on'), `${element.tagName} ${name}`).toBe(false)
      if (URL_ATTRIBUTES.includes(name)) expect(isScriptUrl(value), `${name}=${value}`).toBe(false)
      if (name === 'srcset') {
        for (const candidate of value.split(',')) {
          expect(isScriptUrl(candidate.trim().split(/\s+/)[0] ?? '')).toBe(false)
        }
      }
      if (name === 'content' && attr(element, 'http-equiv') === 'refresh') {
        expect(value).not.toMatch(/script:/i)
      }
    }
    expect(['iframe', 'object', 'embed', 'math', 'animate', 'set']).not.toContain(element.tagName)
  }
  expect(byTag(doc, 'meta').some((m) => attr(m, 'http-equiv') === 'set-cookie')).toBe(false)
  const styles = byTag(doc, 'style', true)
  expect(styles).toHaveLength(1)
  expect(textOf(styles[0]!)).toBe(css)
  // The id the runtime reads belongs to the data element alone.
  expect(all.filter((e) => attr(e, 'id') === RUNTIME_DATA_ID)).toHaveLength(1)
  checkCss(css)
}

function checkCss(css: string): void {
  expect(css).not.toMatch(/<\/style/i)
  let errors = 0
  const ast = parse(css, { onParseError: () => errors++ })
  expect(errors).toBe(0)
  walk(ast, (node) => {
    if (node.type === 'Declaration') {
      const value = generate(node.value)
      expect(value).not.toMatch(/expression\(|javascript:|vbscript:/i)
      expect(node.property).toMatch(/^(-?[a-z][a-z0-9-]*|--[A-Za-z0-9_-]+)$/)
    }
    if (node.type === 'Rule') {
      const selector = generate(node.prelude)
      // Rules the page did not ask for (e.g. from a broken-out value) would show up here.
      expect(selector).not.toMatch(/^body$|^\.x$/)
    }
  })
}

describe('hostile content in every field', () => {
  for (const payload of PAYLOADS) {
    it(`cannot run or break out: ${JSON.stringify(payload).slice(0, 60)}`, () => {
      const site = hostileSite(payload)
      const { html, render } = renderDocument(site, '/home', {
        lang: payload,
        siteUrl: payload,
        siteId: payload,
        apiBase: payload,
      })
      expect(render.runtimeData).toBeDefined()
      checkDocument(
        html,
        render.css,
        { ...render.runtimeData, siteId: payload, apiBase: payload },
        payload,
      )
      const doc = parseDocument(html)
      // Text survives as text: escaped where it is output, not mangled.
      expect(textOf(byTag(doc, 'title')[0]!)).toBe(`${payload} page`)
      expect(attr(byTag(doc, 'html')[0]!, 'lang')).toBe('en')
      const body = byTag(doc, 'body')[0]!
      const hostileElement = elements(body).find((e) => attr(e, 'id') === payload)
      expect(hostileElement).toBeDefined()
      // Attribute values have theme variables resolved, and are otherwise kept as given.
      expect(attr(hostileElement!, 'title')).toBe(payload.replace('${color-text}', '#1b2125'))
      expect(attr(hostileElement!, 'role')).toBe(payload)
      const textarea = byTag(doc, 'textarea')[0]!
      expect(textOf(textarea)).toBe('')
    })
  }

  it('escapes </script> and friends inside the runtime data', () => {
    const site = hostileSite('</script><script>alert(1)</script>')
    const { html } = renderDocument(site, '/home')
    const start = html.indexOf(`id="${RUNTIME_DATA_ID}">`)
    const end = html.indexOf('</script>', start)
    const json = html.slice(start, end)
    expect(json).not.toContain('<')
    expect(json).toContain('\\u003c/script>')
  })

  it('renders the same hostile tree through React without anything running', () => {
    for (const payload of PAYLOADS) {
      const render = renderPage(hostileSite(payload), '/home', { mode: 'preview' })
      const markup = renderToStaticMarkup(renderToReact(render.tree))
      const doc = parseDocument(`<!doctype html><body>${markup}`)
      expect(byTag(doc, 'script', true)).toHaveLength(0)
      for (const element of elements(doc, true) as Element[]) {
        for (const { name, value } of element.attrs) {
          expect(name.startsWith('on')).toBe(false)
          if (URL_ATTRIBUTES.includes(name)) expect(isScriptUrl(value)).toBe(false)
        }
      }
    }
  })

  it('refuses a runtime URL that is a script URL', () => {
    const site = hostileSite('x')
    expect(() => renderDocument(site, '/home', { runtimeUrl: 'javascript:alert(1)' })).toThrow(
      'Invalid runtime URL',
    )
  })
})
