import { BuiltinComponentId, createSite, type Site } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { toHtml } from '../html/to-html.js'
import { renderPage } from '../tree/render-page.js'
import { computedStyle, cssRules } from '../testing/css-cascade.js'
import { attr, byTag, parseDocument } from '../testing/dom.js'
import { addBlock, addComponent, basicSite } from '../testing/fixture-site.js'

const css = (site: Site, route = '/home') => renderPage(site, route, { mode: 'published' }).css

/** The class path of a component under the page root. */
const pathOf = (site: Site, ...ids: string[]): string[][] => {
  const root = site.pages['/home']!.root
  return [[...(root.style.mixins ?? []), root.id], ...ids.map((id) => [id])]
}

function siteWith(ns = 'css'): Site {
  return createSite(ns)
}

describe('stylesheet: breakpoints', () => {
  it('makes Desktop the default and narrower max-widths win', () => {
    const site = siteWith()
    addComponent(site, {
      id: 'css-c-50',
      style: {
        custom: {
          'breakpoint-4': { default: { color: 'purple' } },
          'breakpoint-1': { default: { color: 'black', margin: '1px' } },
          'breakpoint-3': { default: { color: 'green' } },
          'breakpoint-2': { default: { color: 'blue' } },
        },
      },
    })
    const out = css(site)
    const path = pathOf(site, 'css-c-50')
    expect(computedStyle(out, path, 1200)).toMatchObject({ color: 'black', margin: '1px' })
    expect(computedStyle(out, path, 900)).toMatchObject({ color: 'blue', margin: '1px' })
    expect(computedStyle(out, path, 700)).toMatchObject({ color: 'green' })
    expect(computedStyle(out, path, 400)).toMatchObject({ color: 'purple' })
    const conditions = cssRules(out)
      .filter((r) => r.selector === '.css-c-50')
      .map((r) => r.condition)
    expect(conditions).toEqual([
      undefined,
      '(max-width:980px)',
      '(max-width:760px)',
      '(max-width:480px)',
    ])
  })

  it('honours custom min and max ranges', () => {
    const site = siteWith()
    site.context.breakpoints['css-bp-20'] = { id: 'css-bp-20', name: 'Wide', minWidth: 1400 }
    site.context.breakpoints['css-bp-21'] = {
      id: 'css-bp-21',
      name: 'Between',
      minWidth: 600,
      maxWidth: 700,
    }
    addComponent(site, {
      id: 'css-c-50',
      style: {
        custom: {
          'breakpoint-1': { default: { color: 'black' } },
          'css-bp-20': { default: { color: 'gold' } },
          'css-bp-21': { default: { color: 'teal' } },
          'breakpoint-3': { default: { color: 'green' } },
        },
      },
    })
    const out = css(site)
    const path = pathOf(site, 'css-c-50')
    expect(computedStyle(out, path, 1500).color).toBe('gold')
    expect(computedStyle(out, path, 1200).color).toBe('black')
    expect(computedStyle(out, path, 750).color).toBe('green')
    // 600–700 is narrower than Tablet (small) (max 760): it comes later and wins.
    expect(computedStyle(out, path, 650).color).toBe('teal')
    expect(computedStyle(out, path, 500).color).toBe('green')
    expect(out).toContain('@media (min-width: 600px) and (max-width: 700px)')
  })

  it('skips styles of unknown breakpoints and breakpoints with broken limits', () => {
    const site = siteWith()
    site.context.breakpoints['css-bp-9'] = { id: 'css-bp-9', name: 'Bad', maxWidth: -5 }
    addComponent(site, {
      id: 'css-c-50',
      style: {
        custom: {
          'css-bp-9': { default: { color: 'red' } },
          'no-such-bp': { default: { color: 'red' } },
        },
      },
    })
    const result = renderPage(site, '/home', { mode: 'published' })
    expect(result.css).not.toContain('red')
    expect(result.warnings.join('\n')).toMatch(/css-bp-9/)
    expect(result.warnings.join('\n')).toMatch(/no-such-bp/)
  })
})

describe('stylesheet: pseudo-classes', () => {
  it('maps each state to its pseudo-class or pseudo-element', () => {
    const site = siteWith()
    const states = {
      default: { color: 'black' },
      ':hover': { color: 'red' },
      ':focus': { color: 'orange' },
      ':active': { color: 'yellow' },
      ':visited': { color: 'green' },
      ':enabled': { color: 'blue' },
      ':disabled': { color: 'indigo' },
      ':checked': { color: 'violet' },
      '::placeholder': { color: 'gray' },
    }
    addComponent(site, { id: 'css-c-50', style: { custom: { 'breakpoint-1': states } } })
    const out = css(site)
    const path = pathOf(site, 'css-c-50')
    for (const [state, { color }] of Object.entries(states)) {
      const pseudo = state === 'default' ? '' : state
      expect(computedStyle(out, path, 1200, pseudo).color, state).toBe(color)
    }
    expect(cssRules(out).map((r) => r.selector)).toContain('.css-c-50::placeholder')
  })

  it('applies a hover style only at its breakpoint', () => {
    const site = siteWith()
    addComponent(site, {
      id: 'css-c-50',
      style: {
        custom: {
          'breakpoint-1': { default: { color: 'black' }, ':hover': { color: 'red' } },
          'breakpoint-4': { ':hover': { color: 'pink' } },
        },
      },
    })
    const out = css(site)
    const path = pathOf(site, 'css-c-50')
    expect(computedStyle(out, path, 1200, ':hover').color).toBe('red')
    expect(computedStyle(out, path, 400, ':hover').color).toBe('pink')
    expect(computedStyle(out, path, 400).color).toBe('black')
  })
})

describe('stylesheet: mixins', () => {
  function mixinSite(): Site {
    const site = siteWith()
    site.context.styles['css-s-20'] = {
      id: 'css-s-20',
      name: 'A',
      breakpoints: { 'breakpoint-1': { default: { color: 'red', padding: '1px' } } },
    }
    site.context.styles['css-s-21'] = {
      id: 'css-s-21',
      name: 'B',
      breakpoints: { 'breakpoint-1': { default: { color: 'blue', margin: '2px' } } },
    }
    site.context.styles['css-s-22'] = {
      id: 'css-s-22',
      name: 'Unused',
      breakpoints: { 'breakpoint-1': { default: { color: 'unused' } } },
    }
    // B before A: A is later and wins, whatever order the component lists them in.
    site.context.styleOrder.push('css-s-21', 'css-s-20', 'css-s-22')
    return site
  }

  it('emits used mixins once, in styleOrder, before the component rules', () => {
    const site = mixinSite()
    addComponent(site, { id: 'css-c-50', style: { custom: {}, mixins: ['css-s-20', 'css-s-21'] } })
    addComponent(site, {
      id: 'css-c-51',
      style: {
        custom: { 'breakpoint-1': { default: { color: 'green' } } },
        mixins: ['css-s-21', 'css-s-20'],
      },
    })
    const out = css(site)
    const selectors = cssRules(out).map((r) => r.selector)
    expect(selectors.filter((s) => s === '.css-s-20')).toHaveLength(1)
    expect(selectors.indexOf('.css-s-21')).toBeLessThan(selectors.indexOf('.css-s-20'))
    expect(selectors.indexOf('.css-s-20')).toBeLessThan(selectors.indexOf('.css-c-51'))
    expect(selectors).not.toContain('.css-s-22')
    const root = site.pages['/home']!.root
    const path = (id: string, mixins: string[]) => [[root.id], [...mixins, id]]
    expect(computedStyle(out, path('css-c-50', ['css-s-20', 'css-s-21']), 1200)).toEqual({
      color: 'red',
      padding: '1px',
      margin: '2px',
    })
    expect(computedStyle(out, path('css-c-51', ['css-s-21', 'css-s-20']), 1200).color).toBe('green')
  })

  it('leaves out mixins missing from styleOrder or from the site', () => {
    const site = mixinSite()
    site.context.styles['css-s-23'] = {
      id: 'css-s-23',
      name: 'Not ordered',
      breakpoints: { 'breakpoint-1': { default: { color: 'black' } } },
    }
    addComponent(site, {
      id: 'css-c-50',
      style: { custom: {}, mixins: ['css-s-23', 'global-s-99'] },
    })
    const result = renderPage(site, '/home', { mode: 'published' })
    expect(result.css).not.toContain('css-s-23')
    expect(result.css).not.toContain('global-s-99')
    const node = result.tree.children.find((c) => 'tag' in c && c.attrs.id === 'css-c-50')
    expect(node && 'tag' in node && node.attrs.class).toBe('css-c-50')
  })
})

describe('stylesheet: only what the page uses', () => {
  it('has no rules for components and mixins of other pages', () => {
    const site = basicSite()
    const about = site.pages['/about']!.root
    addComponent(
      site,
      {
        id: 'fixture-c-80',
        style: {
          custom: { 'breakpoint-1': { default: { color: 'red' } } },
          mixins: ['global-s-8'],
        },
      },
      about,
    )
    addBlock(site, BuiltinComponentId.button, about.id)
    const home = css(site, '/home')
    expect(home).not.toContain('fixture-c-80')
    expect(home).not.toContain('.global-s-0{')
    const aboutCss = css(site, '/about')
    expect(aboutCss).toContain('.fixture-c-80{color:red}')
    expect(aboutCss).toContain('.global-s-0{')
    // Theme variables too: only those the rules use.
    expect(aboutCss).toContain('--color-primary:')
    expect(home).not.toContain('--color-primary:')
  })

  it('counts the rules it emits', () => {
    const site = siteWith()
    addComponent(site, {
      id: 'css-c-50',
      style: {
        custom: {
          'breakpoint-1': { default: { color: '${color-text}' }, ':hover': { color: 'red' } },
        },
      },
    })
    const result = renderPage(site, '/home', { mode: 'published' })
    // :root, the root mixin, and the two component rules.
    expect(result.stats.cssRules).toBe(4)
    expect(cssRules(result.css)).toHaveLength(4)
  })
})

describe('stylesheet: overrides, global styles, page background', () => {
  it('styles descendants through child overrides, with the state on the parent', () => {
    const site = siteWith()
    const parent = addComponent(site, {
      id: 'css-c-50',
      style: {
        custom: {},
        overrides: {
          'css-c-51': {
            'breakpoint-1': { default: { color: 'red' }, ':hover': { color: 'blue' } },
            'breakpoint-4': { default: { color: 'pink' } },
          },
          '> p': { 'breakpoint-1': { default: { margin: '0' } } },
        },
      },
    })
    addComponent(site, { id: 'css-c-51', tag: 'p' }, parent)
    const out = css(site)
    const path = pathOf(site, 'css-c-50', 'css-c-51')
    expect(computedStyle(out, path, 1200).color).toBe('red')
    expect(computedStyle(out, path, 1200, ':hover').color).toBe('blue')
    expect(computedStyle(out, path, 400).color).toBe('pink')
    const selectors = cssRules(out).map((r) => r.selector)
    expect(selectors).toContain('.css-c-50:hover .css-c-51')
    expect(selectors).toContain('.css-c-50>p')
  })

  it('includes global styles as written and the root background on html', () => {
    const site = siteWith()
    site.context.globalStyles = {
      Fade: { style: '@keyframes fade { from { opacity: 0 } to { opacity: 1 } }' },
      Body: { style: 'body { margin: 0; }' },
    }
    site.pages['/home']!.root.style.custom = {
      'breakpoint-1': { default: { 'background-color': '#fafafa', color: 'black' } },
    }
    const out = css(site)
    expect(out).toContain('@keyframes fade { from { opacity: 0 } to { opacity: 1 } }')
    expect(out).toContain('body { margin: 0; }')
    expect(out.indexOf('body { margin: 0; }')).toBeLessThan(out.indexOf('.css-s-1{'))
    expect(cssRules(out).find((r) => r.selector === 'html')?.declarations).toEqual({
      'background-color': '#fafafa',
    })
  })
})

describe('stylesheet: theme', () => {
  it('writes used variables on :root and references them with var()', () => {
    const site = siteWith()
    site.context.theme.variables['brand'] = '${color-primary}'
    addComponent(site, {
      id: 'css-c-50',
      style: {
        custom: {
          'breakpoint-1': {
            default: { color: '${brand}', border: '1px solid ${color-border}' },
          },
        },
      },
    })
    const out = css(site)
    const rules = cssRules(out)
    expect(rules.find((r) => r.selector === '.css-c-50')?.declarations).toEqual({
      color: 'var(--brand)',
      border: '1px solid var(--color-border)',
    })
    const root = rules.find((r) => r.selector === ':root')!.declarations
    expect(root).toMatchObject({
      '--brand': 'var(--color-primary)',
      '--color-primary': '#95b1d1',
      '--color-border': '#8b8b8b',
    })
    expect(root['--color-text']).toBeUndefined()
  })

  it('drops declarations with unknown variables and says so', () => {
    const site = siteWith()
    addComponent(site, {
      id: 'css-c-50',
      style: {
        custom: { 'breakpoint-1': { default: { color: '${nope}', margin: '0' } } },
      },
    })
    const result = renderPage(site, '/home', { mode: 'published' })
    expect(cssRules(result.css).find((r) => r.selector === '.css-c-50')?.declarations).toEqual({
      margin: '0',
    })
    expect(result.warnings).toContain('Unknown theme variable nope in component css-c-50 (color)')
  })

  it('loads Google and custom fonts the page uses, with their fallbacks', () => {
    const site = siteWith()
    site.context.theme.fonts['Roboto'] = {
      source: 'google',
      name: 'Roboto',
      fallback: 'Arial',
    }
    site.context.theme.fonts['Brand Sans'] = {
      source: 'custom',
      name: 'Brand Sans',
      url: 'https://cdn.example.com/brand.woff2',
      fallback: 'Verdana',
    }
    site.context.theme.fonts['Unused'] = {
      source: 'google',
      name: 'Unused',
      fallback: 'Arial',
    }
    site.context.theme.variables['font-title'] = 'Roboto'
    addComponent(site, {
      id: 'css-c-50',
      style: {
        custom: {
          'breakpoint-1': { default: { 'font-family': '"Brand Sans", serif' } },
        },
      },
    })
    addComponent(site, {
      id: 'css-c-51',
      style: { custom: { 'breakpoint-1': { default: { 'font-family': '${font-title}' } } } },
    })
    const html = toHtml(site, '/home')
    const doc = parseDocument(html)
    const links = byTag(doc, 'link').map((l) => attr(l, 'href'))
    expect(links).toContain(
      'https://fonts.googleapis.com/css2?family=Roboto:wght@300;400;500;600;700&display=swap',
    )
    expect(links.join(' ')).not.toContain('Unused')
    const out = css(site)
    expect(out).toContain(
      '@font-face{font-family:"Brand Sans";src:url("https://cdn.example.com/brand.woff2");font-display:swap}',
    )
    const rules = cssRules(out)
    expect(rules.find((r) => r.selector === '.css-c-50')?.declarations['font-family']).toBe(
      '"Brand Sans",Verdana,serif',
    )
    expect(rules.find((r) => r.selector === ':root')?.declarations['--font-title']).toBe(
      'Roboto, Arial',
    )
  })

  it('loads nothing for native fonts', () => {
    const site = siteWith()
    addBlock(site, BuiltinComponentId.text)
    const html = toHtml(site, '/home')
    expect(html).not.toContain('@font-face')
    expect(html).not.toContain('fonts.googleapis')
  })
})

describe('stylesheet: canvas scope', () => {
  it('scopes rules and variables and uses container queries', () => {
    const site = siteWith()
    addComponent(site, {
      id: 'css-c-50',
      style: {
        custom: {
          'breakpoint-1': { default: { color: '${color-text}' } },
          'breakpoint-3': { default: { color: 'green' } },
        },
      },
    })
    const { css: out } = renderPage(site, '/home', { mode: 'canvas' })
    const rules = cssRules(out)
    expect(rules.map((r) => r.selector)).toEqual([
      '.tessera-canvas',
      '.tessera-canvas',
      '.tessera-canvas .css-s-1',
      '.tessera-canvas .css-c-50',
      '.tessera-canvas .css-c-50',
    ])
    expect(rules[0]!.declarations).toEqual({ 'container-type': 'inline-size' })
    expect(rules[1]!.declarations['--color-text']).toBe('#1b2125')
    expect(out).toContain('@container (max-width: 760px)')
    const path = [['tessera-canvas'], ...pathOf(site, 'css-c-50')]
    expect(computedStyle(out, path, 700).color).toBe('green')
  })
})

describe('stylesheet: determinism', () => {
  it('gives the same bytes for the same input', () => {
    const a = renderPage(basicSite(), '/home', { mode: 'published' }).css
    const b = renderPage(basicSite(), '/home', { mode: 'published' }).css
    expect(a).toBe(b)
  })
})
