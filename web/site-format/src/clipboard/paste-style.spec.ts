import { describe, expect, it } from 'vitest'
import { buildClipboardPayload } from './payload.js'
import { styleForPaste } from './paste-style.js'
import { sourceSite, targetSite } from './testing-sites.js'

describe('styleForPaste', () => {
  it('maps mixins and breakpoints onto another site, leaving out what it lacks', () => {
    const target = targetSite()
    const before = structuredClone(target)
    const card = buildClipboardPayload(sourceSite(), 'src-c-1', 's')
    expect(styleForPaste(card, target)).toEqual({
      custom: { 'breakpoint-1': { default: { 'font-family': '${font-title}' } } },
      mixins: ['dst-s-5'],
      overrides: { 'src-c-2': { 'breakpoint-3': { default: { margin: '0' } } } },
    })
    // TextStyle and the Phablet breakpoint have no counterpart in the target.
    const text = buildClipboardPayload(sourceSite(), 'src-c-2', 's')
    expect(styleForPaste(text, target)).toEqual({ custom: {}, mixins: [] })
    expect(target).toEqual(before)
  })

  it('maps a breakpoint by width', () => {
    const source = sourceSite()
    source.context.breakpoints['src-bp-21']!.maxWidth = 500
    const text = buildClipboardPayload(source, 'src-c-2', 's')
    expect(styleForPaste(text, targetSite()).custom).toEqual({
      'breakpoint-4': { default: { display: 'none' } },
    })
  })

  it('keeps the style as it is within the same site', () => {
    const site = sourceSite()
    const card = buildClipboardPayload(site, 'src-c-1', 's')
    expect(styleForPaste(card, site)).toEqual(card.component.style)
  })
})
