import { BuiltinComponentId, createSite, type Component, type Site } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { toHtml } from '../html/to-html.js'
import { attr, byId, byTag, classes, parseDocument, textOf } from '../testing/dom.js'
import {
  addAboutPage,
  addBlock,
  addComponent,
  basicSite,
  byName,
  findNode,
} from '../testing/fixture-site.js'
import { CANVAS_SCOPE, renderPage } from './render-page.js'

const published = { mode: 'published' } as const

const component = (site: Site, fields: Partial<Component> & { id: string }) =>
  addComponent(site, fields)

describe('renderPage: components', () => {
  it('renders each component as its tag with its id, mixin classes and own class', () => {
    const site = basicSite()
    const text = byName(site, 'Text')
    const { tree } = renderPage(site, '/home', published)
    const node = findNode(tree, text.id)!
    expect(node.tag).toBe('div')
    expect(node.attrs.id).toBe(text.id)
    expect(node.attrs.class!.split(' ')).toEqual(['global-s-8', text.id])
    expect(node.children).toEqual([{ text: 'Text' }])
    expect(tree.attrs.id).toBe(site.pages['/home']!.root.id)
  })

  it('maps the Form tag to form, vue to a placeholder div and unknown tags to div', () => {
    const site = createSite('Tags')
    const form = addBlock(site, BuiltinComponentId.contactForm)
    const vue = addBlock(site, BuiltinComponentId.vueComponent)
    vue.inputs!.componentName!.is = 'MyWidget'
    component(site, { id: 'tags-c-90', tag: 'script' as Component['tag'], content: 'alert(1)' })
    const { tree } = renderPage(site, '/home', published)
    expect(findNode(tree, form.id)!.tag).toBe('form')
    expect(findNode(tree, vue.id)).toMatchObject({
      tag: 'div',
      attrs: { 'data-component': 'MyWidget' },
      children: [],
    })
    expect(findNode(tree, 'tags-c-90')!.tag).toBe('div')
  })

  it('turns inputs with the attr flag into attributes, `is` over `default`', () => {
    const site = createSite('Inputs')
    component(site, {
      id: 'inputs-c-50',
      tag: 'input',
      role: 'searchbox',
      inputs: {
        type: { name: 'type', type: 'string', attr: true, default: 'text', is: 'email' },
        placeholder: { name: 'placeholder', type: 'string', attr: true, default: 'Your email' },
        required: { name: 'required', type: 'boolean', attr: true, is: true },
        disabled: { name: 'disabled', type: 'boolean', attr: true, is: false },
        maxlength: { name: 'maxlength', type: 'number', attr: true, is: 40 },
        secret: { name: 'secret', type: 'string', attr: false, is: 'not an attribute' },
        color: { name: 'data-color', type: 'string', attr: true, is: '${color-text}' },
      },
    })
    const { tree } = renderPage(site, '/home', published)
    expect(findNode(tree, 'inputs-c-50')!.attrs).toEqual({
      id: 'inputs-c-50',
      class: 'inputs-c-50',
      role: 'searchbox',
      type: 'email',
      placeholder: 'Your email',
      required: '',
      maxlength: '40',
      // Attributes have no var(): theme variables are resolved to their values.
      'data-color': '#1b2125',
    })
  })

  it('leaves out hidden components and renders content only without children', () => {
    const site = createSite('Hidden')
    component(site, { id: 'hidden-c-50', content: 'gone', state: { hide: true } })
    component(site, {
      id: 'hidden-c-51',
      content: 'ignored because of the children',
      style: { custom: { 'breakpoint-1': { default: { color: 'red' } } } },
      children: [
        {
          id: 'hidden-c-52',
          name: 'child',
          tag: 'p',
          content: 'child text',
          parentId: 'hidden-c-51',
          style: { custom: { 'breakpoint-1': { default: { color: 'blue' } } } },
        },
        {
          id: 'hidden-c-53',
          name: 'hidden child',
          tag: 'p',
          content: 'hidden text',
          parentId: 'hidden-c-51',
          state: { hide: true },
          style: { custom: { 'breakpoint-1': { default: { color: 'green' } } } },
        },
      ],
    })
    const result = renderPage(site, '/home', published)
    expect(result.needsRuntime).toBe(false)
    expect(findNode(result.tree, 'hidden-c-50')).toBeUndefined()
    expect(findNode(result.tree, 'hidden-c-53')).toBeUndefined()
    const parent = findNode(result.tree, 'hidden-c-51')!
    expect(parent.children).toHaveLength(1)
    expect(findNode(parent, 'hidden-c-52')!.children).toEqual([{ text: 'child text' }])
    expect(result.css).not.toContain('hidden-c-53')
    const html = toHtml(site, '/home')
    expect(html).not.toContain('hidden text')
    expect(html).not.toContain('ignored because')
  })

  it('keeps rich text paragraphs inside a p or heading as the browser parses the page', () => {
    const site = createSite('Paragraphs')
    const rich = '<div class="pm-p">One</div><div class="pm-p"><em>Two</em></div>'
    component(site, { id: 'paragraphs-c-60', tag: 'p', content: rich })
    component(site, { id: 'paragraphs-c-61', tag: 'h2', content: rich })
    component(site, { id: 'paragraphs-c-62', tag: 'section', content: rich })
    const doc = parseDocument(toHtml(site, '/home'))
    for (const id of ['paragraphs-c-60', 'paragraphs-c-61']) {
      const element = byId(doc, id)!
      expect(textOf(element)).toBe('OneTwo')
      const lines = byTag(element, 'span').filter((e) => classes(e).includes('pm-p'))
      expect(lines.map((e) => attr(e, 'style'))).toEqual(['display:block', 'display:block'])
    }
    // A browser would have ended the p at a div: no p is left empty beside it.
    expect(byTag(doc, 'p').filter((p) => p.childNodes.length === 0)).toEqual([])
    // Where a div may stand, the paragraphs stay as the editor wrote them.
    expect(byTag(byId(doc, 'paragraphs-c-62')!, 'div')).toHaveLength(2)
  })

  it('keeps hidden parts a behaviour can show as inert templates', () => {
    const site = createSite('Lightbox')
    const gallery = addBlock(site, BuiltinComponentId.lightboxGallery)
    const lightbox = byName(site, 'Lightbox')
    const doc = parseDocument(toHtml(site, '/home'))
    expect(byId(doc, gallery.id)).toBeDefined()
    // Not part of the document until the runtime swaps it in...
    expect(byId(doc, lightbox.id)).toBeUndefined()
    const template = byTag(doc, 'template').find(
      (t) => attr(t, 'data-tessera-hidden') === lightbox.id,
    )
    expect(template).toBeDefined()
    // ...but there, with its styles in the stylesheet.
    expect(classes(byId(doc, lightbox.id, true)!)).toContain('global-s-lightboxwrap')
    expect(textOf(byTag(doc, 'style')[0]!)).toContain('.global-s-lightboxwrap{')
  })

  it('resolves links: page routes, the home page, anchors and external URLs', () => {
    const site = basicSite()
    const link = (id: string, href: string) =>
      component(site, {
        id,
        tag: 'a',
        content: id,
        inputs: { href: { name: 'href', type: 'string', attr: true, is: href } },
      })
    link('fixture-c-70', '/about')
    link('fixture-c-71', '/home')
    link('fixture-c-72', '#fixture-c-3')
    link('fixture-c-73', 'https://example.com/a?b=1')
    link('fixture-c-74', '/about#team')
    link('fixture-c-75', 'JaVaScRiPt:alert(1)')
    link('fixture-c-76', 'mailto:hi@example.com')
    link('fixture-c-77', '/not-a-page')
    const { tree } = renderPage(site, '/home', published)
    const href = (id: string) => findNode(tree, id)!.attrs.href
    expect(href('fixture-c-70')).toBe('/about')
    expect(href('fixture-c-71')).toBe('/')
    expect(href('fixture-c-72')).toBe('#fixture-c-3')
    expect(href('fixture-c-73')).toBe('https://example.com/a?b=1')
    expect(href('fixture-c-74')).toBe('/about#team')
    expect(href('fixture-c-75')).toBeUndefined()
    expect(href('fixture-c-76')).toBe('mailto:hi@example.com')
    expect(href('fixture-c-77')).toBe('/not-a-page')
    expect(findNode(tree, 'fixture-c-71')!.attrs['aria-current']).toBe('page')
    expect(findNode(tree, 'fixture-c-70')!.attrs['aria-current']).toBeUndefined()
  })

  it('uses the page hrefs it is given (e.g. for previews)', () => {
    const site = basicSite()
    const nav = addBlock(site, BuiltinComponentId.navMenu)
    const { tree, head } = renderPage(site, '/about', {
      mode: 'preview',
      pageHref: (route) => `/preview${route}`,
    })
    expect(head.href).toBe('/preview/about')
    expect(findNode(tree, nav.id)).toBeUndefined()
    const about = renderPage(site, '/home', { mode: 'preview', pageHref: (r) => `/preview${r}` })
    const items = findNode(about.tree, nav.id)!.children.map((c) => 'tag' in c && c.attrs.href)
    expect(items).toEqual(['/preview/home', '/preview/about'])
  })

  it('adds rel=noopener to links that open a new tab', () => {
    const site = createSite('Blank')
    component(site, {
      id: 'blank-c-50',
      tag: 'a',
      inputs: {
        href: { name: 'href', type: 'string', attr: true, is: 'https://example.com' },
        target: { name: 'target', type: 'string', attr: true, is: '_blank' },
      },
    })
    const { tree } = renderPage(site, '/home', published)
    expect(findNode(tree, 'blank-c-50')!.attrs.rel).toBe('noopener')
  })

  it('renders the built-in blocks from their data', () => {
    const site = createSite('Blocks')
    addAboutPage(site)
    const video = addBlock(site, BuiltinComponentId.videoWrap)
    video.children![0]!.children![0]!.inputs!.src!.is = 'https://cdn.example.com/clip.mp4'
    const image = addBlock(site, BuiltinComponentId.image)
    image.inputs!.src!.is = 'https://cdn.example.com/cat.png'
    image.inputs!.alt!.is = 'A cat'
    const nav = addBlock(site, BuiltinComponentId.navMenu)
    const list = addBlock(site, BuiltinComponentId.ul)
    const svg = addBlock(site, BuiltinComponentId.svg)
    const textarea = addBlock(site, BuiltinComponentId.textarea)
    const counter = addBlock(site, BuiltinComponentId.viewCounter)
    const doc = parseDocument(toHtml(site, '/home'))

    const videoElement = byTag(byId(doc, video.id)!, 'video')[0]!
    expect(attr(videoElement, 'width')).toBe('640')
    expect(attr(videoElement, 'height')).toBe('480')
    expect(attr(videoElement, 'controls')).toBe('')
    expect(attr(videoElement, 'autoplay')).toBeUndefined()
    expect(attr(byTag(videoElement, 'source')[0]!, 'type')).toBe('video/mp4')

    expect(attr(byId(doc, image.id)!, 'src')).toBe('https://cdn.example.com/cat.png')
    expect(attr(byId(doc, image.id)!, 'alt')).toBe('A cat')

    const links = byTag(byId(doc, nav.id)!, 'a')
    expect(links.map((a) => [attr(a, 'href'), textOf(a)])).toEqual([
      ['/', 'Home'],
      ['/about', 'About'],
    ])
    expect(attr(byId(doc, nav.id)!, 'role')).toBe('navigation')

    expect(byTag(byId(doc, list.id)!, 'li').map(textOf)).toEqual([
      'List item',
      'List item',
      'List item',
    ])
    const svgElement = byId(doc, svg.id)!
    expect(svgElement.tagName).toBe('svg')
    expect(byTag(svgElement, 'circle')).toHaveLength(1)
    expect(attr(byId(doc, textarea.id)!, 'rows')).toBe('8')
    expect(textOf(byId(doc, counter.id)!)).toBe('0')
  })

  it('says when the page needs the runtime', () => {
    expect(renderPage(basicSite(), '/home', published).needsRuntime).toBe(false)
    for (const block of [
      BuiltinComponentId.contactForm,
      BuiltinComponentId.mailingList,
      BuiltinComponentId.gallery,
      BuiltinComponentId.lightboxGallery,
      BuiltinComponentId.languages,
      BuiltinComponentId.viewCounter,
      BuiltinComponentId.headerLogoLink,
    ]) {
      const site = createSite('Runtime')
      addBlock(site, block)
      const result = renderPage(site, '/home', published)
      expect(result.needsRuntime, block).toBe(true)
      expect(result.runtimeData, block).toBeDefined()
    }
  })
})

describe('renderPage: custom components', () => {
  function customSite(): { site: Site; definition: Component; instance: Component } {
    const site = createSite('Custom')
    const about = addAboutPage(site)
    // The definition lives on another page than its instance.
    const definition: Component = {
      id: 'custom-c-60',
      name: 'Card',
      tag: 'div',
      role: 'region',
      parentId: about.id,
      style: {
        custom: { 'breakpoint-1': { default: { padding: '8px' } } },
        mixins: [site.context.styleOrder[0]!],
      },
      inputs: {
        title: { name: 'title', type: 'string', attr: true, is: 'from source' },
        lang: { name: 'lang', type: 'string', attr: true, is: 'en' },
      },
      events: { click: { name: 'click', behaviors: [{ behaviorId: 'global-b-none' }] } },
      children: [
        {
          id: 'custom-c-61',
          name: 'Card text',
          tag: 'p',
          parentId: 'custom-c-60',
          content: 'Card body',
          style: { custom: { 'breakpoint-1': { default: { color: 'red' } } } },
        },
      ],
    }
    about.children = [definition]
    site.context.customComponentIds = ['custom-c-60']
    site.context.customChildIds = ['custom-c-61']
    const instance = component(site, {
      id: 'custom-c-70',
      customSourceId: 'custom-c-60',
      inputs: { title: { name: 'title', type: 'string', attr: true, is: 'own title' } },
      style: { custom: { 'breakpoint-1': { default: { margin: '4px' } } } },
      children: [
        {
          id: 'custom-c-71',
          name: 'shell',
          tag: 'p',
          parentId: 'custom-c-70',
          customSourceId: 'custom-c-61',
          style: { custom: {} },
        },
      ],
    })
    return { site, definition, instance }
  }

  it('inherits content, inputs, events and role, with the source id as a class', () => {
    const { site } = customSite()
    const result = renderPage(site, '/home', published)
    const node = findNode(result.tree, 'custom-c-70')!
    expect(node.attrs).toMatchObject({ role: 'region', title: 'own title', lang: 'en' })
    expect(node.attrs.class!.split(' ')).toEqual([
      site.context.styleOrder[0],
      'custom-c-60',
      'custom-c-70',
    ])
    expect(node.events).toEqual(['click'])
    const shell = findNode(result.tree, 'custom-c-71')!
    expect(shell.attrs.class).toBe('custom-c-61 custom-c-71')
    expect(shell.children).toEqual([{ text: 'Card body' }])
    expect(result.runtimeData?.components['custom-c-70']?.events?.click).toBeDefined()
  })

  it('emits the definition rules before mixins and the instance rules after them', () => {
    const { site } = customSite()
    const { css } = renderPage(site, '/home', published)
    const definition = css.indexOf('.custom-c-60{padding:8px}')
    const child = css.indexOf('.custom-c-61{color:red}')
    const mixin = css.indexOf(`.${site.context.styleOrder[0]}{`)
    const instance = css.indexOf('.custom-c-70{margin:4px}')
    expect(definition).toBeGreaterThanOrEqual(0)
    expect(child).toBeGreaterThanOrEqual(0)
    expect(definition).toBeLessThan(mixin)
    expect(mixin).toBeLessThan(instance)
  })
})

describe('renderPage: canvas', () => {
  it('marks every component for selection, wires no events and scopes the output', () => {
    const site = createSite('Canvas')
    const form = addBlock(site, BuiltinComponentId.contactForm)
    const result = renderPage(site, '/home', { mode: 'canvas' })
    expect(result.tree.attrs.class).toBe(CANVAS_SCOPE)
    const root = result.tree.children[0]
    expect(root && 'tag' in root && root.attrs['data-component-id']).toBe(
      site.pages['/home']!.root.id,
    )
    const node = findNode(result.tree, form.id)!
    expect(node.attrs['data-component-id']).toBe(form.id)
    expect(node.events).toBeUndefined()
    expect(result.runtimeData).toBeUndefined()
    expect(result.css).toContain(`.${CANVAS_SCOPE} .${form.id}{`)
    expect(result.css).not.toMatch(/@media/)
  })
})

describe('renderPage: errors', () => {
  it('refuses an unknown route and serves the home page for /', () => {
    const site = basicSite()
    expect(() => renderPage(site, '/missing', published)).toThrow(
      'Cannot find page with route /missing',
    )
    expect(renderPage(site, '/', published).tree.attrs.id).toBe(site.pages['/home']!.root.id)
  })
})

describe('renderPage: media without a source', () => {
  function siteWithEmptyMedia() {
    const site = createSite('Empty Media')
    const image = addBlock(site, BuiltinComponentId.image)
    const video = addBlock(site, BuiltinComponentId.video)
    const header = addBlock(site, BuiltinComponentId.header)
    const chosen = addBlock(site, BuiltinComponentId.image)
    chosen.inputs!.src!.is = 'https://cdn.example.test/cat.png'
    return { site, image, video, header, chosen }
  }

  it('shows visitors no broken image: unchosen images, videos and the logo link are left out', () => {
    const { site, image, video, header, chosen } = siteWithEmptyMedia()
    const { tree } = renderPage(site, '/home', published)
    expect(findNode(tree, image.id)).toBeUndefined()
    expect(findNode(tree, video.id)).toBeUndefined()
    const logoLink = header.children![0]!
    expect(findNode(tree, logoLink.id)).toBeUndefined()
    // The rest of the header stays, and so does an image with a source.
    expect(findNode(tree, header.id)).toBeDefined()
    expect(findNode(tree, chosen.id)!.attrs.src).toBe('https://cdn.example.test/cat.png')

    const html = toHtml(site, '/home')
    expect(html).not.toMatch(/<img(?![^>]*\ssrc=)[^>]*>/)
    expect(html).not.toContain('<video')
  })

  it('keeps a video that has a source, and every element on the canvas', () => {
    const { site, image, video } = siteWithEmptyMedia()
    video.children![0]!.inputs!.src!.is = 'https://cdn.example.test/clip.mp4'
    const publishedTree = renderPage(site, '/home', published).tree
    expect(findNode(publishedTree, video.id)!.tag).toBe('video')

    const canvas = renderPage(site, '/home', { mode: 'canvas' }).tree
    expect(findNode(canvas, image.id)!.tag).toBe('img')
  })

  it('keeps the lightbox image the runtime fills in', () => {
    const site = createSite('Lightbox')
    const gallery = addBlock(site, BuiltinComponentId.lightboxGallery)
    const html = toHtml(site, '/home')
    const lightboxImage = JSON.stringify(gallery).match(/"id":"([^"]+)","name":"LightboxImage"/)
    expect(lightboxImage).not.toBeNull()
    expect(html).toContain(`id="${lightboxImage![1]}"`)
  })
})
