import { describe, expect, it } from 'vitest'
import { acceptedImageSrc, acceptedLinkHref, acceptedStyle, FONT_SIZE_LIMITS } from './text-values'

describe('toolbar values, tried on the renderer sanitiser', () => {
  it('accepts the style marks the published page keeps', () => {
    expect(acceptedStyle('color', '#ff0000')).toBe(true)
    expect(acceptedStyle('color', 'var(--primary)')).toBe(true)
    expect(acceptedStyle('backgroundColor', 'rgb(1, 2, 3)')).toBe(true)
    expect(acceptedStyle('fontFamily', 'Times New Roman')).toBe(true)
    expect(acceptedStyle('fontWeight', '600')).toBe(true)
    expect(acceptedStyle('fontSize', '18px')).toBe(true)
    expect(acceptedStyle('fontSize', '1.5rem')).toBe(true)
  })

  it('refuses what the sanitiser would drop, and font sizes outside 1 to 1000', () => {
    expect(FONT_SIZE_LIMITS).toEqual({ above: 1, below: 1000 })
    expect(acceptedStyle('color', 'url(javascript:x)')).toBe(false)
    expect(acceptedStyle('color', 'red; position: fixed')).toBe(false)
    expect(acceptedStyle('fontWeight', 'heavy')).toBe(false)
    expect(acceptedStyle('fontSize', '1px')).toBe(false)
    expect(acceptedStyle('fontSize', '1000px')).toBe(false)
    expect(acceptedStyle('fontSize', '999px')).toBe(true)
    expect(acceptedStyle('fontSize', 'big')).toBe(false)
    expect(acceptedStyle('fontFamily', 'Arial; color: red')).toBe(false)
  })

  it('takes link addresses the sanitiser keeps; a bare domain gets https', () => {
    expect(acceptedLinkHref('example.com')).toBe('https://example.com')
    expect(acceptedLinkHref('https://example.com/a?b=1&c=2')).toBe('https://example.com/a?b=1&c=2')
    expect(acceptedLinkHref('mailto:a@b.test')).toBe('mailto:a@b.test')
    expect(acceptedLinkHref('/about')).toBe('/about')
    expect(acceptedLinkHref('#scratch-c-4')).toBe('#scratch-c-4')
    expect(acceptedLinkHref('javascript:alert(1)')).toBeUndefined()
    expect(acceptedLinkHref('data:text/html,x')).toBeUndefined()
    expect(acceptedLinkHref('')).toBeUndefined()
  })

  it('takes image addresses over http or https, or on the site', () => {
    expect(acceptedImageSrc('https://cdn.test/a.png')).toBe('https://cdn.test/a.png')
    expect(acceptedImageSrc('/assets/a.png')).toBe('/assets/a.png')
    expect(acceptedImageSrc('javascript:alert(1)')).toBeUndefined()
    expect(acceptedImageSrc('data:image/png;base64,AAAA')).toBeUndefined()
    expect(acceptedImageSrc('')).toBeUndefined()
  })
})
