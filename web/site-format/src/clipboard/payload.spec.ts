import { describe, expect, it } from 'vitest'
import {
  buildClipboardPayload,
  CLIPBOARD_MIME_TYPE,
  parseClipboardPayload,
  serializeClipboardPayload,
} from './payload.js'
import { sourceSite } from './testing-sites.js'

describe('buildClipboardPayload', () => {
  it('holds only what the subtree uses', () => {
    const site = sourceSite()
    site.context.theme.fonts = {
      Roboto: { source: 'google', name: 'Roboto', fallback: 'serif' },
      Lato: { source: 'google', name: 'Lato', fallback: 'sans-serif' },
    }
    const payload = buildClipboardPayload(site, 'src-c-1', 'site-42')
    expect(payload.siteId).toBe('site-42')
    expect(payload.component.id).toBe('src-c-1')
    expect(payload.component.parentId).toBe('src-c-0')
    expect(payload.component.children?.map((c) => c.id)).toEqual(['src-c-2', 'src-c-3'])
    expect(Object.keys(payload.styles)).toEqual(['src-s-10', 'global-s-8'])
    expect(Object.keys(payload.behaviors)).toEqual(['src-b-12', 'global-b-toggleHidden'])
    // Own styles use breakpoint-1, breakpoint-3 (override) and src-bp-21; the mixin src-bp-20.
    expect(Object.keys(payload.breakpoints).sort()).toEqual([
      'breakpoint-1',
      'breakpoint-3',
      'src-bp-20',
      'src-bp-21',
    ])
    expect(payload.translations).toEqual({
      en: { 'src-c-2': 'Hello' },
      fr: { 'src-c-2': 'Bonjour' },
    })
    expect(payload.theme).toEqual({
      variables: {
        'font-title': '"Roboto", serif',
        'color-brand': '${color-base}',
        'color-base': '#f00',
        'color-text': '#111',
      },
      fonts: { Roboto: { source: 'google', name: 'Roboto', fallback: 'serif' } },
    })
  })

  it('copies, so later edits to the site do not reach the payload', () => {
    const site = sourceSite()
    const payload = buildClipboardPayload(site, 'src-c-1', 's')
    site.pages['/home']!.root.children![0]!.name = 'changed'
    site.context.styles['src-s-10']!.name = 'changed'
    expect(payload.component.name).toBe('Card')
    expect(payload.styles['src-s-10']?.name).toBe('Card')
  })

  it('throws for an unknown component', () => {
    expect(() => buildClipboardPayload(sourceSite(), 'src-c-99', 's')).toThrow(
      'Cannot find component with ID src-c-99',
    )
  })
})

describe('parseClipboardPayload', () => {
  it('reads back a serialized payload', () => {
    const payload = buildClipboardPayload(sourceSite(), 'src-c-1', 'site-42')
    expect(parseClipboardPayload(serializeClipboardPayload(payload))).toEqual(payload)
    expect(CLIPBOARD_MIME_TYPE).toBe('web text/tesseraio')
  })

  it('returns undefined for plain text and other JSON', () => {
    for (const text of ['hello', '', '42', 'null', '[]', '{"siteId":"x"}', '{"siteId":1}']) {
      expect(parseClipboardPayload(text)).toBeUndefined()
    }
    const payload = JSON.parse(
      serializeClipboardPayload(buildClipboardPayload(sourceSite(), 'src-c-1', 's')),
    )
    payload.component.tag = 'blink'
    expect(parseClipboardPayload(JSON.stringify(payload))).toBeUndefined()
  })

  it('applies component defaults to loosely written payloads', () => {
    const text = JSON.stringify({
      siteId: 's',
      component: { id: 'x-c-1', tag: 'div', children: [{ id: 'x-c-2', tag: 'p' }] },
      breakpoints: {},
      translations: {},
      behaviors: {},
      styles: {},
      theme: { variables: {}, fonts: {} },
    })
    expect(parseClipboardPayload(text)?.component).toEqual({
      id: 'x-c-1',
      name: 'x-c-1',
      tag: 'div',
      style: { custom: {} },
      children: [
        { id: 'x-c-2', name: 'x-c-2', tag: 'p', parentId: 'x-c-1', style: { custom: {} } },
      ],
    })
  })
})
