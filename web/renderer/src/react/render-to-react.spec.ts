import { BuiltinComponentId, createSite } from '@tessera/site-format'
import { isValidElement, type ReactElement, type SyntheticEvent } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { toHtml } from '../html/to-html.js'
import { byTag, elements, parseBody, parseDocument, shape, type Element } from '../testing/dom.js'
import { addBlock, addComponent, everyBlockSite } from '../testing/fixture-site.js'
import { renderPage } from '../tree/render-page.js'
import { reactProps, styleObject } from './react-props.js'
import { renderToReact } from './render-to-react.js'

type Props = Record<string, unknown> & { children?: unknown }

/** Every React element of a tree, depth first. */
function reactElements(element: ReactElement<Props>): Array<ReactElement<Props>> {
  const out: Array<ReactElement<Props>> = [element]
  const children = element.props.children
  const list = Array.isArray(children) ? children : children === undefined ? [] : [children]
  for (const child of list) {
    if (isValidElement<Props>(child)) out.push(...reactElements(child))
  }
  return out
}

/** The first element, past the preload hints React puts before a page's large image. */
function firstElement(nodes: ReturnType<typeof parseBody>['childNodes']): Element {
  return nodes.find((n): n is Element => 'tagName' in n && n.tagName !== 'link')!
}

describe('renderToReact', () => {
  it('gives the same DOM as toHtml for a page with every block', () => {
    const site = everyBlockSite()
    const html = toHtml(site, '/home')
    const body = byTag(parseDocument(html), 'body')[0]!
    const expected = shape(firstElement(body.childNodes))

    const { tree } = renderPage(site, '/home', { mode: 'published' })
    const markup = renderToStaticMarkup(renderToReact(tree))
    const actual = shape(firstElement(parseBody(markup).childNodes))
    expect(actual).toEqual(expected)
    // The page has a bit of everything worth comparing.
    const tags = new Set(elements(body, true).map((e) => e.tagName))
    for (const tag of ['form', 'video', 'source', 'svg', 'img', 'textarea', 'template', 'ul']) {
      expect(tags, tag).toContain(tag)
    }
  })

  it('maps attributes to React props', () => {
    expect(
      reactProps('label', { class: 'a b', for: 'x', tabindex: '2', 'aria-label': 'L' }),
    ).toEqual({ className: 'a b', htmlFor: 'x', tabIndex: '2', 'aria-label': 'L' })
    expect(reactProps('video', { controls: '', playsinline: '', muted: '' })).toEqual({
      controls: true,
      playsInline: true,
      muted: true,
    })
    expect(reactProps('input', { value: 'v', checked: '', readonly: '' })).toEqual({
      defaultValue: 'v',
      defaultChecked: true,
      readOnly: true,
    })
    expect(reactProps('svg', { viewbox: '0 0 1 1', 'stroke-width': '2' })).toEqual({
      viewBox: '0 0 1 1',
      strokeWidth: '2',
    })
    expect(
      styleObject('background-color: red; --x: 1; -webkit-line-clamp: 2; -ms-flex: 1'),
    ).toEqual({ backgroundColor: 'red', '--x': '1', WebkitLineClamp: '2', msFlex: '1' })
  })

  it('marks components for selection and wires no events in canvas mode', () => {
    const site = createSite('Canvas')
    const form = addBlock(site, BuiltinComponentId.contactForm)
    const calls: string[] = []
    const { tree } = renderPage(site, '/home', { mode: 'canvas' })
    const element = renderToReact(tree, { onEvent: (id, name) => calls.push(`${id}:${name}`) })
    const all = reactElements(element as ReactElement<Props>)
    const marked = all.filter((e) => e.props['data-component-id'] !== undefined)
    expect(marked.length).toBe(all.length - 1)
    expect(all.some((e) => Object.keys(e.props).some((k) => /^on[A-Z]/.test(k)))).toBe(false)
    const markup = renderToStaticMarkup(element)
    expect(markup).toContain(`data-component-id="${form.id}"`)
    expect(calls).toEqual([])
  })

  it('wires DOM events to the handler in preview mode', () => {
    const site = createSite('Preview')
    addComponent(site, {
      id: 'preview-c-50',
      tag: 'button',
      content: 'Go',
      events: {
        click: { name: 'click', behaviors: [{ behaviorId: 'global-b-none' }] },
        periodic: { name: 'periodic', behaviors: [{ behaviorId: 'global-b-none' }] },
      },
    })
    const calls: string[] = []
    const { tree } = renderPage(site, '/home', { mode: 'preview' })
    const element = renderToReact(tree, { onEvent: (id, name) => calls.push(`${id}:${name}`) })
    const button = reactElements(element as ReactElement<Props>).find(
      (e) => e.props.id === 'preview-c-50',
    )!
    expect(Object.keys(button.props).filter((k) => k.startsWith('on'))).toEqual(['onClick'])
    ;(button.props.onClick as (event: SyntheticEvent) => void)({} as SyntheticEvent)
    expect(calls).toEqual(['preview-c-50:click'])
  })

  it('puts sanitised HTML in as inner HTML', () => {
    const site = createSite('Html')
    addComponent(site, { id: 'html-c-50', content: '<div class="pm-p">a <em>b</em></div>' })
    const { tree } = renderPage(site, '/home', { mode: 'preview' })
    const markup = renderToStaticMarkup(renderToReact(tree))
    expect(markup).toContain(
      '<div id="html-c-50" class="html-c-50"><div class="pm-p">a <em>b</em></div></div>',
    )
  })
})
