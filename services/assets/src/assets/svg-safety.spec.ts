import { describe, expect, it } from 'vitest'
import { svgHazard } from './svg-safety.js'

const svg = (body: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attrs}>${body}</svg>`

describe('SVG active content', () => {
  it.each([
    ['a script element', svg('<script>alert(1)</script>'), 'a script'],
    ['a namespaced script', svg('<svg:script href="x.js"/>'), 'a script'],
    ['an upper-case script', svg('<SCRIPT>alert(1)</SCRIPT>'), 'a script'],
    ['an onload handler', svg('', ' onload="alert(1)"'), 'an event handler attribute'],
    ['an onclick on a child', svg('<rect\nonclick = "x()"/>'), 'an event handler attribute'],
    [
      'a javascript: link',
      svg('<a href="javascript:alert(1)"><text>x</text></a>'),
      'a javascript: address',
    ],
    [
      'an encoded javascript: link',
      svg('<a xlink:href="jav&#x61;script&#58;alert(1)"/>'),
      'a javascript: address',
    ],
    [
      'a javascript: link with a tab',
      svg('<a href="java\tscript:alert(1)"/>'),
      'a javascript: address',
    ],
    [
      'an animation setting a javascript: link',
      svg('<set attributeName="href" to="javascript:x()"/>'),
      'a javascript: address',
    ],
    [
      'a foreignObject',
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"/></foreignObject>'),
      'embedded content',
    ],
    ['an iframe', svg('<iframe src="https://example.test"/>'), 'embedded content'],
    [
      'an embedded HTML document',
      svg('<image href="data:text/html;base64,PHNjcmlwdD4="/>'),
      'an embedded document',
    ],
    [
      'entity declarations (billion laughs)',
      `<!DOCTYPE svg [<!ENTITY a "aaaa">]>${svg('&a;')}`,
      'a document type or entity declarations',
    ],
  ])('finds %s', (_, text, what) => {
    expect(svgHazard(text)).toBe(what)
  })

  it.each([
    ['shapes and gradients', svg('<defs><linearGradient id="g"/></defs><rect fill="url(#g)"/>')],
    ['text mentioning scripts and handlers', svg('<text>describe the script: one = two</text>')],
    [
      'links to pages and images',
      svg('<a href="https://example.test/page"><image href="data:image/png;base64,AAAA"/></a>'),
    ],
    [
      'styles with fonts',
      svg('<style>.a { font-family: serif }</style><text class="a" font-size="3">x</text>'),
    ],
  ])('accepts %s', (_, text) => {
    expect(svgHazard(text)).toBeUndefined()
  })
})
