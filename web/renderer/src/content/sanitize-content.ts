import sanitizeHtml from 'sanitize-html'

/*
 * Component content is HTML written by the editor. It is cut down to the nodes and marks the
 * editor can produce (editor.md section 3 "Other"), plus a safe subset of SVG, which the
 * built-in icons and the SVG block use.
 */

const SVG_TAGS = [
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
  'text',
  'tspan',
  'defs',
  'lineargradient',
  'radialgradient',
  'stop',
  'title',
  'desc',
  'clippath',
  'mask',
  'symbol',
  'use',
  'pattern',
  'marker',
]

const SVG_ATTRIBUTES = [
  'viewBox',
  'xmlns',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'pathLength',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'clip-path',
  'mask',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-miterlimit',
  'stroke-opacity',
  'opacity',
  'transform',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternTransform',
  'preserveAspectRatio',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'marker-start',
  'marker-mid',
  'marker-end',
  'font-size',
  'font-family',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'dx',
  'dy',
  'vector-effect',
  'visibility',
  'display',
  'aria-hidden',
  'aria-label',
  'role',
  'focusable',
  'id',
  'style',
]

// Values without `:` cannot name a URL scheme; `url(#id)` references stay possible.
const SAFE_SVG_STYLE = [/^(?!.*expression)[#\w\s.,%()-]+$/i]
const SVG_STYLES = Object.fromEntries(
  [
    'fill',
    'fill-opacity',
    'fill-rule',
    'stroke',
    'stroke-width',
    'stroke-linecap',
    'stroke-linejoin',
    'stroke-dasharray',
    'stroke-opacity',
    'opacity',
    'stop-color',
    'stop-opacity',
    'display',
    'visibility',
    'font-size',
    'font-family',
    'font-weight',
    'text-anchor',
  ].map((property) => [property, SAFE_SVG_STYLE]),
)

const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^(rgb|rgba|hsl|hsla)\([\d\s.,%/deg+-]+\)$/i,
  /^[a-z]+$/i,
  /^var\(--[a-z0-9_-]+\)$/i,
]

/** The text marks of the editor, as inline styles on `span`. */
const MARK_STYLES: Record<string, RegExp[]> = {
  color: COLOR,
  'background-color': COLOR,
  'font-size': [/^\d+(\.\d+)?(px|em|rem|%|pt)$/i, /^var\(--[a-z0-9_-]+\)$/i],
  'font-family': [/^[\w\s,'"-]+$/],
  'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/i],
}

const TARGET = /^[_A-Za-z0-9-]{1,64}$/
/** Ids the page itself relies on (the runtime data) must not be taken by content. */
const RESERVED_ID = /^tessera/i

const svgAttributes = Object.fromEntries(SVG_TAGS.map((tag) => [tag, SVG_ATTRIBUTES]))
const svgStyles = Object.fromEntries(SVG_TAGS.map((tag) => [tag, SVG_STYLES]))

function withoutReservedId(tagName: string, attribs: sanitizeHtml.Attributes) {
  if (attribs.id !== undefined && RESERVED_ID.test(attribs.id)) delete attribs.id
  return { tagName, attribs }
}

const svgTransforms: Record<string, sanitizeHtml.Transformer> = {
  ...Object.fromEntries(SVG_TAGS.map((tag) => [tag, withoutReservedId])),
  // `use` may only point inside the document; an external reference loads another file.
  use: (tagName, attribs) => {
    const href = attribs.href ?? attribs['xlink:href']
    const next: sanitizeHtml.Attributes = { ...attribs }
    delete next.href
    delete next['xlink:href']
    if (href !== undefined && /^#[\w-]+$/.test(href)) next.href = href
    return withoutReservedId(tagName, next)
  },
}

const parser = { lowerCaseAttributeNames: false, recognizeSelfClosing: true }

const svgOptions: sanitizeHtml.IOptions = {
  allowedTags: SVG_TAGS,
  allowedAttributes: { ...svgAttributes, use: [...SVG_ATTRIBUTES, 'href'] },
  allowedStyles: svgStyles,
  allowedSchemes: [],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  transformTags: svgTransforms,
  parser,
}

const contentOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'div',
    'p',
    'blockquote',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'pre',
    'code',
    'img',
    'br',
    'a',
    'span',
    'u',
    'em',
    'i',
    ...SVG_TAGS,
  ],
  allowedAttributes: {
    ...svgAttributes,
    use: [...SVG_ATTRIBUTES, 'href'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
    span: ['style'],
  },
  allowedClasses: { div: ['pm-p'], p: ['pm-p'] },
  allowedStyles: { ...svgStyles, span: MARK_STYLES },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: true,
  transformTags: {
    ...svgTransforms,
    a: (tagName, attribs) => {
      const next: sanitizeHtml.Attributes = { ...attribs }
      delete next.rel
      if (next.target !== undefined && !TARGET.test(next.target)) delete next.target
      // A page opened in a new tab must not get a handle on this one.
      if (next.target === '_blank') next.rel = 'noopener'
      return { tagName, attribs: next }
    },
  },
  parser,
}

/** Bounded memo: content repeats a lot (icons, list items), and sanitising is pure. */
class Memo {
  private readonly map = new Map<string, string>()
  constructor(private readonly limit: number) {}

  get(key: string, compute: (key: string) => string): string {
    const found = this.map.get(key)
    if (found !== undefined) return found
    const value = compute(key)
    if (this.map.size >= this.limit) this.map.clear()
    this.map.set(key, value)
    return value
  }
}

const contentMemo = new Memo(2000)
const svgMemo = new Memo(500)

/** Component content (HTML) cut down to what the editor allows. */
export function sanitizeContent(html: string): string {
  return contentMemo.get(html, (input) => sanitizeHtml(input, contentOptions))
}

/** SVG markup (the SVG block's content) cut down to safe SVG elements and attributes. */
export function sanitizeSvg(markup: string): string {
  return svgMemo.get(markup, (input) => sanitizeHtml(input, svgOptions))
}

/** Content that is plain text (no markup, no entities) can skip the sanitiser. */
export function isPlainText(content: string): boolean {
  return !/[<&>]/.test(content)
}
