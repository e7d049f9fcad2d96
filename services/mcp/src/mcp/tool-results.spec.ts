import { ApiError } from '@tessera/kit'
import { applyOperations, createSite, OperationsError, SiteDocument } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { describeComponent } from './inspect.js'
import { digestOf, fitLines, refusal } from './tool-results.js'

describe('tool results', () => {
  it('keep the lines that fit, in order, and say when some were cut', () => {
    const lines = Array.from({ length: 100 }, (_, i) => `line ${i}`)
    expect(fitLines(lines, 10_000)).toEqual({ items: lines, cut: false })
    const fit = fitLines(lines, 100)
    expect(fit.cut).toBe(true)
    expect(fit.items).toEqual(lines.slice(0, fit.items.length))
    expect(Buffer.byteLength(JSON.stringify(fit.items))).toBeLessThanOrEqual(100)
  })

  it("tell an agent why a call was refused, by the spec's code, and nothing of a fault", () => {
    expect(refusal(new ApiError(404, 'SiteNotFound', 'Site not found.'))).toEqual({
      code: 'SiteNotFound',
      result: { isError: true, content: [{ type: 'text', text: 'SiteNotFound: Site not found.' }] },
    })
    const doc = new SiteDocument(createSite('Bakery'))
    let refused: unknown
    try {
      applyOperations(doc, [{ op: 'set_styel', id: 'c-0', property: 'color', value: 'red' }])
    } catch (error) {
      refused = error
    }
    expect(refused).toBeInstanceOf(OperationsError)
    const text = (refusal(refused)!.result.content[0] as { text: string }).text
    expect(text).toContain('set_style')
    expect(text).toContain('Nothing was applied')
    expect(refusal(new Error('connect ECONNREFUSED 10.0.0.7:4090'))).toBeUndefined()
  })

  it('name the same arguments by the same digest', () => {
    expect(digestOf([{ op: 'a' }])).toBe(digestOf([{ op: 'a' }]))
    expect(digestOf([{ op: 'a' }])).not.toBe(digestOf([{ op: 'b' }]))
  })
})

describe('inspect', () => {
  it("resolves a component's styles: its reusable styles first, then its own", () => {
    const doc = new SiteDocument(createSite('Bakery'))
    const root = doc.site.pages[doc.site.defaults.homePage]!.root.id
    applyOperations(doc, [
      {
        op: 'create_style',
        name: 'Pill',
        styles: { 'breakpoint-1': { default: { 'border-radius': '9px', color: 'blue' } } },
      },
      {
        op: 'add_component',
        parentId: root,
        component: {
          tag: 'button',
          name: 'Order',
          content: 'Order now',
          mixins: ['Pill'],
          style: { 'breakpoint-1': { default: { color: 'red' }, ':hover': { color: 'green' } } },
        },
      },
    ])
    const button = doc.site.pages[doc.site.defaults.homePage]!.root.children![0]!
    expect(describeComponent(doc, button)).toMatchObject({
      tag: 'button',
      name: 'Order',
      text: 'Order now',
      styles: [{ name: 'Pill' }],
      resolved: {
        'breakpoint-1': {
          default: { 'border-radius': '9px', color: 'red' },
          ':hover': { color: 'green' },
        },
      },
    })
  })
})
