import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { siteArbitrary } from '../serialization/testing-site.js'
import { allComponents } from '../serialization/testing-walk.js'
import { clipboardHtml, payloadFromHtml } from './clipboard-html.js'
import {
  buildClipboardPayload,
  parseClipboardPayload,
  serializeClipboardPayload,
} from './payload.js'
import { sourceSite } from './testing-sites.js'

describe('the text/html form of a payload', () => {
  it('carries the payload whole and shows the component name', () => {
    const payload = buildClipboardPayload(sourceSite(), 'src-c-1', 'site-a')
    payload.component.name = `Card "<b>" & 'friends'`
    const html = clipboardHtml(payload)
    expect(html).not.toContain('<b>')
    expect(html).toContain('Card &quot;&lt;b&gt;&quot; &amp; &#39;friends&#39;')
    expect(payloadFromHtml(html)).toEqual(payload)
  })

  it('survives what a browser adds around clipboard HTML', () => {
    const payload = buildClipboardPayload(sourceSite(), 'src-c-1', 'site-a')
    const wrapped = `<html><body><!--StartFragment--><meta charset="utf-8">${clipboardHtml(payload)}<!--EndFragment--></body></html>`
    expect(payloadFromHtml(wrapped)).toEqual(payload)
  })

  it('finds nothing in other HTML or in a broken payload', () => {
    expect(payloadFromHtml('<p>Hello</p>')).toBeUndefined()
    expect(payloadFromHtml('<span data-tesseraio="{&quot;siteId&quot;:1}"></span>')).toBeUndefined()
    expect(payloadFromHtml('<span data-tesseraio="not json"></span>')).toBeUndefined()
  })

  it('round-trips any component of any site, as text and as HTML', () => {
    fc.assert(
      fc.property(siteArbitrary(), fc.nat(), fc.string(), (site, pick, siteId) => {
        const components = allComponents(site)
        const id = components[pick % components.length]!.id
        const payload = buildClipboardPayload(site, id, siteId)
        expect(parseClipboardPayload(serializeClipboardPayload(payload))).toEqual(payload)
        expect(payloadFromHtml(clipboardHtml(payload))).toEqual(payload)
      }),
      { numRuns: 60 },
    )
  })
})
