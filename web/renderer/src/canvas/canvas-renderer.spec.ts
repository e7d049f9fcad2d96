import { generateSite } from '@tessera/site-format/testing'
import { BuiltinComponentId, SiteDocument, type Site } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { renderPage } from '../tree/render-page.js'
import type { RenderNode } from '../tree/render-node.js'
import { addBlock, basicSite } from '../testing/fixture-site.js'
import { CanvasRenderer } from './canvas-renderer.js'
import { STATE_PREVIEW_ATTRIBUTE } from '../css/style-compiler.js'

/** The page assembled from per-component elements, as the canvas does. */
function assemble(site: Site, route: string): RenderNode {
  const doc = new SiteDocument(site)
  const canvas = new CanvasRenderer(site, { lookup: (id) => doc.findComponent(id) })
  const build = (id: string): RenderNode => {
    const { node, childIds, content } = canvas.element(doc.component(id), route)
    const children = childIds?.map(build) ?? (content === undefined ? [] : [content])
    return { ...node, children }
  }
  return build(site.pages[route]!.root.id)
}

/** Rules as `condition|rule` lines, to compare stylesheets whatever their grouping. */
function ruleLines(css: string): string[] {
  const lines: string[] = []
  let condition = ''
  for (const line of css.split('\n')) {
    if (line.startsWith('@media')) condition = line.slice(0, -1)
    else if (line === '}') condition = ''
    else if (line !== '') lines.push(`${condition}|${line}`)
  }
  return lines.sort()
}

describe('CanvasRenderer', () => {
  it('assembles the same elements as the page renderer, one component at a time', () => {
    const site = basicSite()
    addBlock(site, BuiltinComponentId.header)
    addBlock(site, BuiltinComponentId.contactForm)
    const route = site.defaults.homePage
    const page = renderPage(site, route, { mode: 'canvas' }).tree.children[0] as RenderNode
    expect(assemble(site, route)).toEqual(page)
  })

  it('keeps hidden components out, as the canvas page does', () => {
    const site = basicSite()
    const block = addBlock(site, BuiltinComponentId.text)
    block.state = { hide: true }
    const route = site.defaults.homePage
    const tree = JSON.stringify(assemble(site, route))
    expect(tree).not.toContain(block.id)
  })

  it('gives each component the rules the published stylesheet has for it', () => {
    const site = generateSite({ components: 200, pages: 2 })
    const doc = new SiteDocument(site)
    const canvas = new CanvasRenderer(site, { lookup: (id) => doc.findComponent(id) })
    for (const route of site.pageOrder) {
      const published = renderPage(site, route, { mode: 'published' })
      const own: string[] = []
      const visit = (id: string) => {
        const component = doc.component(id)
        own.push(canvas.componentCss(component))
        for (const child of component.children ?? []) visit(child.id)
      }
      visit(site.pages[route]!.root.id)
      const expected = ruleLines(published.css).filter((line) => /\|\.test-c-/.test(line))
      expect(ruleLines(own.filter(Boolean).join('\n'))).toEqual(expected)
    }
  })

  it('puts every theme variable on :root and each mixin in style order', () => {
    const site = basicSite()
    const doc = new SiteDocument(site)
    const canvas = new CanvasRenderer(site, { lookup: (id) => doc.findComponent(id) })
    const base = canvas.baseStyles(site.pages[site.defaults.homePage]!.root)
    for (const name of Object.keys(site.context.theme.variables)) {
      expect(base.css).toContain(`--${name}:`)
    }
    const mixins = canvas.mixinsCss()
    const positions = site.context.styleOrder.map((id) => mixins.indexOf(`.${id}{`))
    expect(positions.filter((p) => p >= 0)).toEqual(
      [...positions.filter((p) => p >= 0)].sort((a, b) => a - b),
    )
  })

  it('wraps narrower breakpoints in the media queries of the published page', () => {
    const site = basicSite()
    const block = addBlock(site, BuiltinComponentId.text)
    const doc = new SiteDocument(site)
    block.style.custom = {
      'breakpoint-1': { default: { color: 'red' } },
      'breakpoint-4': { default: { color: 'blue' }, ':hover': { color: 'green' } },
    }
    const canvas = new CanvasRenderer(site, { lookup: (id) => doc.findComponent(id) })
    expect(canvas.componentCss(doc.component(block.id))).toBe(
      `.${block.id}{color:red}\n@media (max-width: 480px){\n.${block.id}{color:blue}\n.${block.id}:hover{color:green}\n}`,
    )
  })
  it('shows a chosen state on the element carrying the preview attribute', () => {
    const site = basicSite()
    const block = addBlock(site, BuiltinComponentId.text)
    block.style.custom = {
      'breakpoint-1': {
        default: { color: 'red' },
        ':hover': { color: 'blue' },
        '::placeholder': { color: 'gray' },
      },
    }
    block.style.overrides = { span: { 'breakpoint-1': { ':hover': { color: 'green' } } } }
    const doc = new SiteDocument(site)
    const plain = new CanvasRenderer(site, { lookup: (id) => doc.findComponent(id) })
    expect(plain.componentCss(block)).not.toContain(STATE_PREVIEW_ATTRIBUTE)
    const hover = new CanvasRenderer(site, {
      lookup: (id) => doc.findComponent(id),
      previewState: ':hover',
    })
    const css = hover.componentCss(block)
    expect(css).toContain(`.${block.id}:hover,.${block.id}[${STATE_PREVIEW_ATTRIBUTE}]{color:blue}`)
    expect(css).toContain(`.${block.id}[${STATE_PREVIEW_ATTRIBUTE}] .span{color:green}`)
    expect(css).toContain(`.${block.id}{color:red}`)
    expect(css).not.toContain(`[${STATE_PREVIEW_ATTRIBUTE}]::placeholder`)
  })
})
