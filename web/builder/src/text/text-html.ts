import { Text, type Descendant } from 'slate'
import {
  FLAG_MARKS,
  STYLE_MARKS,
  STYLE_PROPERTY,
  type BlockElement,
  type FormattedText,
  type HeadingLevel,
  type InlineNode,
  type LinkElement,
  type StyleMark,
  type TextMarks,
  type TextValue,
} from './text-model'

/*
 * Component content (HTML) to and from the editor's value. The HTML is written exactly as the
 * renderer's sanitiser writes it back (attribute order, `<br />`, `prop:value` styles), so what
 * the editor writes passes the sanitiser unchanged, and a value survives the round trip.
 *
 * - A paragraph of unmarked text is written as the text alone (plain text content stays plain).
 * - Other paragraphs are `<div class="pm-p">` (a `p` cannot sit inside a `p` component).
 * - A hard break is a line feed in a text, written `<br />`; a block whose text is empty or ends
 *   with a break gets one more `<br />`, which reading drops again (a trailing break shows no
 *   line in a browser).
 */

const TAG_OF_FLAG = { underline: 'u', italic: 'em', code: 'code' } as const

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;')
}

function textHtml(text: string): string {
  return text
    .split('\n')
    .map((line) => escapeText(line))
    .join('<br />')
}

function leafHtml(leaf: FormattedText): string {
  if (leaf.text === '') return ''
  let html = textHtml(leaf.text)
  for (const flag of [...FLAG_MARKS].reverse()) {
    if (leaf[flag]) html = `<${TAG_OF_FLAG[flag]}>${html}</${TAG_OF_FLAG[flag]}>`
  }
  const styles = STYLE_MARKS.filter((mark) => leaf[mark] !== undefined).map(
    (mark) => `${STYLE_PROPERTY[mark]}:${leaf[mark]!}`,
  )
  if (styles.length > 0) html = `<span style="${escapeAttribute(styles.join(';'))}">${html}</span>`
  return html
}

function linkHtml(link: LinkElement): string {
  const inner = link.children.map(leafHtml).join('')
  if (inner === '') return ''
  let attributes = ` href="${escapeAttribute(link.href)}"`
  if (link.title !== undefined) attributes += ` title="${escapeAttribute(link.title)}"`
  if (link.target !== undefined) {
    attributes += ` target="${escapeAttribute(link.target)}"`
    // What the sanitiser adds: a page opened in a new tab gets no handle on this one.
    if (link.target === '_blank') attributes += ' rel="noopener"'
  }
  return `<a${attributes}>${inner}</a>`
}

function plainTextOf(nodes: readonly InlineNode[]): string {
  return nodes.map((node) => (Text.isText(node) ? node.text : plainTextOf(node.children))).join('')
}

function inlineHtml(nodes: readonly InlineNode[]): string {
  const html = nodes.map((node) => (Text.isText(node) ? leafHtml(node) : linkHtml(node))).join('')
  const text = plainTextOf(nodes)
  return text === '' || text.endsWith('\n') ? `${html}<br />` : html
}

function blockHtml(block: BlockElement): string {
  switch (block.type) {
    case 'paragraph':
      return `<div class="pm-p">${inlineHtml(block.children)}</div>`
    case 'blockquote':
      return `<blockquote>${inlineHtml(block.children)}</blockquote>`
    case 'heading':
      return `<h${block.level}>${inlineHtml(block.children)}</h${block.level}>`
    case 'code-block':
      return `<pre><code>${escapeText(plainTextOf(block.children))}</code></pre>`
    case 'horizontal-rule':
      return '<hr />'
    case 'image': {
      let attributes = ` src="${escapeAttribute(block.src)}"`
      if (block.alt !== undefined) attributes += ` alt="${escapeAttribute(block.alt)}"`
      if (block.title !== undefined) attributes += ` title="${escapeAttribute(block.title)}"`
      return `<img${attributes} />`
    }
  }
}

function hasMarks(text: FormattedText): boolean {
  return Object.keys(text).some((key) => key !== 'text')
}

/** The editor's value as component content. */
export function toHtml(value: TextValue): string {
  const blocks = value as BlockElement[]
  if (blocks.length === 1 && blocks[0]!.type === 'paragraph') {
    const children = blocks[0]!.children
    if (children.every((child) => Text.isText(child) && !hasMarks(child))) {
      const text = plainTextOf(children)
      if (text === '') return ''
      return text.endsWith('\n') ? `${textHtml(text)}<br />` : textHtml(text)
    }
  }
  return blocks.map(blockHtml).join('')
}

// ---------------------------------------------------------------------------------------------
// Reading

const BLOCK_TAGS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'IMG',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'UL',
])

/** Elements whose content is never text of the component. */
const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'SVG', 'svg', 'NOSCRIPT', 'IFRAME'])

const isElement = (node: Node): node is Element => node.nodeType === 1
const isTextNode = (node: Node): node is globalThis.Text => node.nodeType === 3

function isBlockElement(node: Node): boolean {
  return isElement(node) && BLOCK_TAGS.has(node.tagName.toUpperCase())
}

function tagOf(element: Element): string {
  return element.tagName.toUpperCase()
}

/** The marks an element adds to the text inside it. */
function marksOf(element: Element, marks: TextMarks): TextMarks {
  switch (tagOf(element)) {
    case 'U':
      return { ...marks, underline: true }
    case 'EM':
    case 'I':
      return { ...marks, italic: true }
    case 'CODE':
      return { ...marks, code: true }
    case 'B':
    case 'STRONG':
      return { ...marks, fontWeight: 'bold' }
    case 'SPAN': {
      const style = element.getAttribute('style')
      if (!style) return marks
      const next: TextMarks = { ...marks }
      for (const declaration of style.split(';')) {
        const colon = declaration.indexOf(':')
        if (colon < 0) continue
        const property = declaration.slice(0, colon).trim().toLowerCase()
        const value = declaration.slice(colon + 1).trim()
        const mark = STYLE_MARKS.find((m) => STYLE_PROPERTY[m] === property)
        if (mark !== undefined && value !== '') next[mark as StyleMark] = value
      }
      return next
    }
    default:
      return marks
  }
}

function sameMarks(a: FormattedText, b: FormattedText): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  keys.delete('text')
  for (const key of keys) {
    if (a[key as keyof TextMarks] !== b[key as keyof TextMarks]) return false
  }
  return true
}

/**
 * Inline content as the editor keeps it (Slate's own normalisation): adjacent texts with the
 * same marks merged, empty texts dropped unless needed, a text on both sides of every link, and
 * links without text dropped.
 */
function tidyInlines(nodes: readonly InlineNode[]): InlineNode[] {
  const out: InlineNode[] = []
  for (const node of nodes) {
    const previous = out[out.length - 1]
    if (!Text.isText(node)) {
      const children = tidyInlines(node.children).filter(Text.isText)
      if (plainTextOf(children) === '') continue
      if (previous === undefined || !Text.isText(previous)) out.push({ text: '' })
      out.push({ ...node, children })
      continue
    }
    if (previous !== undefined && Text.isText(previous)) {
      if (sameMarks(previous, node)) {
        out[out.length - 1] = { ...previous, text: previous.text + node.text }
      } else if (previous.text === '') out[out.length - 1] = node
      else if (node.text !== '') out.push(node)
    } else out.push(node)
  }
  const last = out[out.length - 1]
  if (last === undefined || !Text.isText(last)) out.push({ text: '' })
  return out
}

/** Drops the break a block's content ends with (see the note at the top). */
function withoutTrailingBreak(all: InlineNode[]): InlineNode[] {
  let end = all.length
  while (end > 0 && Text.isText(all[end - 1]!) && (all[end - 1] as FormattedText).text === '') end--
  const nodes = all.slice(0, end)
  const last = nodes[nodes.length - 1]
  if (last && Text.isText(last) && last.text.endsWith('\n')) {
    return [...nodes.slice(0, -1), { ...last, text: last.text.slice(0, -1) }]
  }
  if (last && !Text.isText(last)) {
    const inner = last.children[last.children.length - 1]
    if (inner && inner.text.endsWith('\n')) {
      const children = [...last.children.slice(0, -1), { ...inner, text: inner.text.slice(0, -1) }]
      return [...nodes.slice(0, -1), { ...last, children }]
    }
  }
  return nodes
}

function blockInlines(nodes: InlineNode[]): InlineNode[] {
  return tidyInlines(withoutTrailingBreak(nodes))
}

/** The inline content of a node, with the marks of the elements around it. */
function inlinesOf(node: Node, marks: TextMarks, inLink: boolean): InlineNode[] {
  if (isTextNode(node)) {
    // Line feeds in HTML text show as spaces (breaks are `<br>`).
    return [{ ...marks, text: node.data.replace(/\r\n?|\n/g, ' ') }]
  }
  if (!isElement(node)) return []
  const tag = tagOf(node)
  if (SKIPPED_TAGS.has(tag) || tag === 'IMG' || tag === 'HR') return []
  if (tag === 'BR') return [{ ...marks, text: '\n' }]
  if (tag === 'A' && !inLink) {
    const texts = childInlines(node, marks, true).filter(Text.isText)
    const link: LinkElement = {
      type: 'link',
      href: node.getAttribute('href') ?? '',
      children: texts,
    }
    const title = node.getAttribute('title')
    const target = node.getAttribute('target')
    if (title !== null) link.title = title
    if (target !== null) link.target = target
    return [link]
  }
  if (tag === 'PRE') return [{ ...marks, text: preText(node) }]
  return childInlines(node, marksOf(node, marks), inLink)
}

function childInlines(element: Element, marks: TextMarks, inLink: boolean): InlineNode[] {
  const out: InlineNode[] = []
  const children = [...element.childNodes]
  children.forEach((child, index) => {
    out.push(...inlinesOf(child, marks, inLink))
    // A block inside inline content ends its line.
    if (isBlockElement(child) && index < children.length - 1) out.push({ ...marks, text: '\n' })
  })
  return out
}

/** The text of preformatted code: line feeds kept, `<br>` as a line feed. */
function preText(element: Element): string {
  let text = ''
  for (const child of element.childNodes) {
    if (isTextNode(child)) text += child.data.replace(/\r\n?/g, '\n')
    else if (isElement(child)) text += tagOf(child) === 'BR' ? '\n' : preText(child)
  }
  return text
}

function heading(level: HeadingLevel, children: InlineNode[]): BlockElement {
  return { type: 'heading', level, children }
}

/** The blocks of a node that holds block content. */
function blocksOf(container: Node): BlockElement[] {
  const children = [...container.childNodes]
  const hasBlocks = children.some(isBlockElement)
  const blocks: BlockElement[] = []
  let loose: InlineNode[] = []
  const flush = () => {
    if (loose.length > 0) blocks.push({ type: 'paragraph', children: blockInlines(loose) })
    loose = []
  }
  for (const child of children) {
    if (!isBlockElement(child)) {
      if (hasBlocks && isTextNode(child) && child.data.trim() === '') continue
      loose.push(...inlinesOf(child, {}, false))
      continue
    }
    flush()
    blocks.push(...blockOf(child as Element))
  }
  flush()
  return blocks
}

function blockOf(element: Element): BlockElement[] {
  const tag = tagOf(element)
  switch (tag) {
    case 'H1':
    case 'H2':
    case 'H3':
    case 'H4':
    case 'H5':
    case 'H6':
      return [
        heading(Number(tag[1]) as HeadingLevel, blockInlines(childInlines(element, {}, false))),
      ]
    case 'PRE':
      return [{ type: 'code-block', children: [{ text: preText(element) }] }]
    case 'HR':
      return [{ type: 'horizontal-rule', children: [{ text: '' }] }]
    case 'IMG': {
      const src = element.getAttribute('src')
      if (!src) return []
      const image: BlockElement = { type: 'image', src, children: [{ text: '' }] }
      const alt = element.getAttribute('alt')
      const title = element.getAttribute('title')
      if (alt !== null) image.alt = alt
      if (title !== null) image.title = title
      return [image]
    }
    case 'BLOCKQUOTE': {
      if (![...element.childNodes].some(isBlockElement)) {
        return [{ type: 'blockquote', children: blockInlines(childInlines(element, {}, false)) }]
      }
      // Paragraphs inside a quote become lines of it.
      const lines: InlineNode[] = []
      for (const block of blocksOf(element)) {
        if (block.type === 'horizontal-rule' || block.type === 'image') continue
        if (lines.length > 0) lines.push({ text: '\n' })
        lines.push(...block.children)
      }
      return [{ type: 'blockquote', children: tidyInlines(lines) }]
    }
    case 'P':
    case 'DIV':
      if (![...element.childNodes].some(isBlockElement)) {
        return [{ type: 'paragraph', children: blockInlines(childInlines(element, {}, false)) }]
      }
      return blocksOf(element)
    default:
      return blocksOf(element)
  }
}

/** Component content as the editor's value (at least one paragraph). */
export function fromHtml(html: string, document: Document): TextValue {
  const template = document.createElement('template')
  template.innerHTML = html
  const blocks = blocksOf(template.content)
  return blocks.length > 0
    ? (blocks as Descendant[])
    : [{ type: 'paragraph', children: [{ text: '' }] }]
}
