import { describe, expect, it } from 'vitest'
import { svgDimensions } from './svg-dimensions.js'

const svg = (attrs: string, before = '') =>
  `${before}<svg xmlns="http://www.w3.org/2000/svg" ${attrs}><rect width="1" height="1"/></svg>`

describe("an SVG's own size", () => {
  it('reads width and height in pixels or absolute units', () => {
    expect(svgDimensions(svg('width="120" height="40"'))).toEqual({ width: 120, height: 40 })
    expect(svgDimensions(svg(`width='64px' height = '48px'`))).toEqual({ width: 64, height: 48 })
    expect(svgDimensions(svg('width="1in" height="72pt"'))).toEqual({ width: 96, height: 96 })
    expect(svgDimensions(svg('width="10.6" height="2.4"'))).toEqual({ width: 11, height: 2 })
  })

  it('falls back to the viewBox, keeping its shape when one side is given', () => {
    expect(svgDimensions(svg('viewBox="0 0 300 150"'))).toEqual({ width: 300, height: 150 })
    expect(svgDimensions(svg('viewBox="-5,-5, 20,10" width="40"'))).toEqual({
      width: 40,
      height: 20,
    })
    expect(svgDimensions(svg('viewBox="0 0 20 10" height="30"'))).toEqual({
      width: 60,
      height: 30,
    })
    // A relative width says nothing about pixels: the viewBox does.
    expect(svgDimensions(svg('width="100%" height="100%" viewBox="0 0 24 24"'))).toEqual({
      width: 24,
      height: 24,
    })
  })

  it('looks past the XML prolog, comments and a doctype to the root element', () => {
    const before = '<?xml version="1.0"?>\n<!-- <svg width="1" height="1"> -->\n'
    expect(svgDimensions(svg('width="50" height="25"', before))).toEqual({ width: 50, height: 25 })
  })

  it('gives nothing when the size is relative, missing, empty or absurd', () => {
    for (const attrs of [
      '',
      'width="100%" height="50%"',
      'width="10em" height="5em"',
      'width="0" height="10"',
      'width="-3" height="10"',
      'viewBox="0 0 0 10"',
      'viewBox="0 0 10"',
      'viewBox="a b c d"',
      'width="1e9" height="10"',
    ]) {
      expect(svgDimensions(svg(attrs)), attrs).toBeUndefined()
    }
    expect(svgDimensions('<html><svg width="1" height="1"></svg></html>')).toBeUndefined()
  })
})
