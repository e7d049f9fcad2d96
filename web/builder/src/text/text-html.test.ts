import fc from 'fast-check'
import { createEditor, Editor, type Descendant } from 'slate'
import { sanitizeContent } from '@tessera/renderer'
import { describe, expect, it } from 'vitest'
import { withTextRules } from './text-commands'
import { fromHtml, toHtml } from './text-html'
import type {
  BlockElement,
  FormattedText,
  InlineNode,
  TextEditorType,
  TextValue,
} from './text-model'
import { storedContent } from './text-session'

/** A value as the editor keeps it (Slate's normalisation and the text model's rules). */
function normalised(value: TextValue): TextValue {
  const editor = withTextRules(createEditor() as TextEditorType)
  editor.children = structuredClone(value)
  Editor.normalize(editor, { force: true })
  return withoutEmptyMarks(editor.children)
}

/** Marks on a text with no characters are not content: nothing is written for them. */
function withoutEmptyMarks(nodes: Descendant[]): Descendant[] {
  return nodes.map((node) => {
    if ('text' in node) return node.text === '' ? { text: '' } : node
    return { ...node, children: withoutEmptyMarks(node.children) } as Descendant
  })
}

const read = (html: string) => fromHtml(html, document)

describe('content HTML to text and back', () => {
  it('keeps plain text plain', () => {
    expect(read('Hello')).toEqual([{ type: 'paragraph', children: [{ text: 'Hello' }] }])
    expect(toHtml(read('Hello'))).toBe('Hello')
    expect(toHtml(read(''))).toBe('')
    expect(toHtml(read('a &amp; b'))).toBe('a &amp; b')
  })

  it('writes paragraphs, marks and links as the sanitiser keeps them', () => {
    const value: Descendant[] = [
      {
        type: 'paragraph',
        children: [
          { text: 'Plain ' },
          { text: 'bold', fontWeight: 'bold', color: '#ff0000' },
          { text: ' and ' },
          { text: 'all', underline: true, italic: true, code: true },
          { text: ' ' },
          {
            type: 'link',
            href: 'https://example.com/a?b=1&c=2',
            title: 'Example "site"',
            target: '_blank',
            children: [{ text: 'example' }],
          },
          { text: '' },
        ],
      },
      { type: 'heading', level: 2, children: [{ text: 'Heading' }] },
      { type: 'blockquote', children: [{ text: 'Quoted\nlines' }] },
      { type: 'code-block', children: [{ text: 'const a = 1 < 2\n  && b' }] },
      { type: 'horizontal-rule', children: [{ text: '' }] },
      {
        type: 'image',
        src: 'https://cdn.example.com/a.png',
        alt: 'A',
        title: 'T',
        children: [{ text: '' }],
      },
      { type: 'paragraph', children: [{ text: '' }] },
    ]
    const html = toHtml(value)
    expect(html).toBe(
      '<div class="pm-p">Plain <span style="color:#ff0000;font-weight:bold">bold</span> and ' +
        '<u><em><code>all</code></em></u> ' +
        '<a href="https://example.com/a?b=1&amp;c=2" title="Example &quot;site&quot;" target="_blank" rel="noopener">example</a></div>' +
        '<h2>Heading</h2>' +
        '<blockquote>Quoted<br />lines</blockquote>' +
        '<pre><code>const a = 1 &lt; 2\n  &amp;&amp; b</code></pre>' +
        '<hr />' +
        '<img src="https://cdn.example.com/a.png" alt="A" title="T" />' +
        '<div class="pm-p"><br /></div>',
    )
    expect(sanitizeContent(html)).toBe(html)
    expect(read(html)).toEqual(normalised(value))
  })

  it('keeps hard breaks, a trailing one too', () => {
    for (const text of ['a\nb', 'a\n', '\n', '\n\na', 'a\n\n']) {
      const value: Descendant[] = [{ type: 'paragraph', children: [{ text }] }]
      expect(read(toHtml(value)), JSON.stringify(text)).toEqual(value)
    }
  })

  it('drops the trailing break before empty elements too', () => {
    expect(read('<div class="pm-p">a<br /><br /><em></em></div>')).toEqual([
      { type: 'paragraph', children: [{ text: 'a\n' }] },
    ])
  })

  it('reads what other editors write', () => {
    expect(read('<p>One</p>\n<p>Two <strong>bold</strong></p>')).toEqual([
      { type: 'paragraph', children: [{ text: 'One' }] },
      {
        type: 'paragraph',
        children: [{ text: 'Two ' }, { text: 'bold', fontWeight: 'bold' }],
      },
    ])
    expect(read('<blockquote><p>a</p><p>b</p></blockquote>')).toEqual([
      { type: 'blockquote', children: [{ text: 'a\nb' }] },
    ])
    expect(read('Line\nwrapped <i>x</i><img src="https://a.test/i.png">')).toEqual([
      { type: 'paragraph', children: [{ text: 'Line wrapped ' }, { text: 'x', italic: true }] },
      { type: 'image', src: 'https://a.test/i.png', children: [{ text: '' }] },
    ])
    expect(read('<h7>odd</h7><ul><li>one</li><li>two</li></ul>')).toEqual([
      { type: 'paragraph', children: [{ text: 'odd' }] },
      { type: 'paragraph', children: [{ text: 'one' }] },
      { type: 'paragraph', children: [{ text: 'two' }] },
    ])
  })
})

// ---------------------------------------------------------------------------------------------
// Property tests

const text = fc
  .array(
    fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom('a', 'b', 'Z', ' ', '  ', '文', 'é', '1') },
      { weight: 2, arbitrary: fc.constantFrom('<', '>', '&', '"', "'", '\n', '&amp;', '\u00a0') },
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''))

const marks = fc.record(
  {
    color: fc.constantFrom('#ff0000', '#0a0', 'red', 'rgb(1, 2, 3)', 'var(--primary)'),
    backgroundColor: fc.constantFrom('#ffff00', 'yellow', 'hsl(120, 50%, 50%)'),
    fontSize: fc.constantFrom('12px', '1.5em', '2rem', '120%', '14pt'),
    fontFamily: fc.constantFrom('Arial', 'Times New Roman', "'Courier New', monospace"),
    fontWeight: fc.constantFrom('bold', '100', '700', 'normal'),
    underline: fc.constant(true as const),
    italic: fc.constant(true as const),
    code: fc.constant(true as const),
  },
  { requiredKeys: [] },
)

const leaf: fc.Arbitrary<FormattedText> = fc
  .tuple(text, marks)
  .map(([value, m]) => ({ ...m, text: value }))

const link: fc.Arbitrary<InlineNode> = fc.record(
  {
    type: fc.constant('link' as const),
    href: fc.constantFrom(
      'https://example.com/',
      'http://a.test/x?y=1&z="2"',
      'mailto:a@b.test',
      '/about',
      '#top',
    ),
    title: fc.constantFrom('A title', 'Quote "q" & more'),
    target: fc.constantFrom('_blank', '_self', 'frame-1'),
    children: fc.array(leaf, { minLength: 1, maxLength: 3 }),
  },
  { requiredKeys: ['type', 'href', 'children'] },
)

const inlines = fc.array(fc.oneof({ weight: 4, arbitrary: leaf }, { weight: 1, arbitrary: link }), {
  minLength: 1,
  maxLength: 5,
})

const block: fc.Arbitrary<BlockElement> = fc.oneof(
  inlines.map((children) => ({ type: 'paragraph' as const, children })),
  inlines.map((children) => ({ type: 'blockquote' as const, children })),
  fc
    .tuple(fc.constantFrom(1, 2, 3, 4, 5, 6) as fc.Arbitrary<1 | 2 | 3 | 4 | 5 | 6>, inlines)
    .map(([level, children]) => ({ type: 'heading' as const, level, children })),
  text.map((code) => ({ type: 'code-block' as const, children: [{ text: code }] })),
  fc.constant<BlockElement>({ type: 'horizontal-rule', children: [{ text: '' }] }),
  fc.record(
    {
      type: fc.constant('image' as const),
      src: fc.constantFrom('https://a.test/i.png', '/assets/b.jpg', 'https://a.test/q?x=1&y=2'),
      alt: fc.constantFrom('', 'Alt & "text"'),
      title: fc.constantFrom('Title'),
      children: fc.constant([{ text: '' as const }] as [{ text: '' }]),
    },
    { requiredKeys: ['type', 'src', 'children'] },
  ),
)

const value: fc.Arbitrary<TextValue> = fc.array(block, { minLength: 1, maxLength: 5 })

describe('content HTML properties', () => {
  it('writes every value so that the sanitiser keeps it unchanged and reading gives it back', () => {
    fc.assert(
      fc.property(value, (generated) => {
        const canonical = normalised(generated)
        const html = toHtml(canonical)
        expect(sanitizeContent(html)).toBe(html)
        expect(normalised(read(html))).toEqual(canonical)
        expect(read(html)).toEqual(canonical)
      }),
      { numRuns: 300 },
    )
  }, 30_000)

  const fragment = fc.constantFrom(
    'text ',
    '<p>para</p>',
    '<div class="pm-p">x</div>',
    '<b>bold</b>',
    '<script>alert(1)</script>',
    '<img src="x" onerror="alert(1)">',
    '<img src="javascript:alert(1)">',
    '<a href="javascript:alert(1)">bad</a>',
    '<a href="https://ok.test" onclick="x()">ok</a>',
    '<span style="color:red;position:fixed;background-image:url(javascript:x)">s</span>',
    '<svg onload="x()"><circle r="1"/></svg>',
    '<iframe src="https://evil.test"></iframe>',
    '<style>body{}</style>',
    '<h3>h</h3>',
    '<pre>code\n</pre>',
    '<br>',
    '&lt;tag&gt;',
    '<blockquote>q<p>r</p></blockquote>',
    '<a href="https://x.test" target="_top">t</a>',
    '</div><div>',
  )

  it('stores any content the way the renderer sanitises it, with nothing that runs', () => {
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 8 }), (parts) => {
        const raw = parts.join('')
        const stored = storedContent(read(sanitizeContent(raw)))
        // What is stored is already what the renderer makes of it.
        expect(sanitizeContent(stored)).toBe(stored)
        expect(stored).not.toMatch(/<script|<iframe|<style|onerror|onload|onclick|javascript:/i)
        // And editing it again changes nothing.
        expect(storedContent(read(stored))).toBe(stored)
      }),
      { numRuns: 300 },
    )
  }, 30_000)
})
