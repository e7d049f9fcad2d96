import { describe, expect, it } from 'vitest'
import {
  RESOURCE_SCHEMES,
  safeAbsoluteUrl,
  safeSrcset,
  safeUrl,
  strictResourceUrl,
} from './urls.js'

describe('safeUrl', () => {
  it('keeps relative, http(s), mailto and tel URLs', () => {
    for (const url of [
      '/about',
      'page.html',
      '#top',
      '?q=1',
      'https://a.example/x',
      'mailto:a@b.c',
      'tel:+123',
    ]) {
      expect(safeUrl(url)).toBe(url)
    }
  })

  it('refuses script and data schemes however they are written', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      '  javascript:alert(1)',
      '\u0000javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\r\nscript:alert(1)',
      'vbscript:x',
      'data:text/html,x',
      'jav\u0001ascript:alert(1)',
    ]) {
      expect(safeUrl(url), JSON.stringify(url)).toBeUndefined()
    }
  })

  it('leaves entity-looking text as a harmless relative URL', () => {
    // Written into an attribute, `&` becomes `&amp;`: the browser never decodes it to a scheme.
    expect(safeUrl('&#106;avascript:alert(1)')).toBe('&#106;avascript:alert(1)')
  })

  it('treats backslashes as slashes and limits resources to http(s)', () => {
    expect(safeUrl('\\\\evil.example/x')).toBe('//evil.example/x')
    expect(safeUrl('mailto:a@b.c', RESOURCE_SCHEMES)).toBeUndefined()
  })

  it('checks srcset candidates, absolute site URLs and head resources', () => {
    expect(safeSrcset('a.png 1x, https://b.example/b.png 2x')).toBe(
      'a.png 1x, https://b.example/b.png 2x',
    )
    expect(safeSrcset('a.png 1x, javascript:alert(1) 2x')).toBeUndefined()
    expect(safeSrcset('java script:alert(1) 2x')).toBeUndefined()
    expect(safeAbsoluteUrl('https://site.example')).toBe('https://site.example')
    expect(safeAbsoluteUrl('/relative')).toBeUndefined()
    expect(strictResourceUrl('/a.js')).toBe('/a.js')
    expect(strictResourceUrl('"><script>')).toBeUndefined()
    expect(strictResourceUrl('')).toBeUndefined()
  })
})
