/*
 * Content set by behaviours can hold what visitors typed or what custom data returned, so it is
 * cut down to the marks and blocks the editor produces (like the renderer's sanitiser) before it
 * reaches the page: no scripts, no event handler attributes, no script URLs.
 */

const TAGS = new Set(
  (
    'a b blockquote br code div em h1 h2 h3 h4 h5 h6 hr i img li mark ol p pre s small span ' +
    'strong sub sup u ul svg g path circle ellipse line polyline polygon rect text tspan title'
  ).split(' '),
)
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href'])
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'noscript',
])

/** A URL for a link or a resource, or undefined when its scheme could run code. */
export function safeUrl(value: string, resource = false): string | undefined {
  // Browsers ignore these inside a scheme (`java\tscript:`).
  const compact = value.replace(/[\p{Cc}\s]/gu, '')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase()
  if (scheme === undefined) return value
  if (['http', 'https', 'mailto', 'tel'].includes(scheme)) return value
  if (resource && (scheme === 'blob' || /^data:image\/(?!svg)/i.test(compact))) return value
  return undefined
}

/** HTML for `setContent`: plain text as text, markup through an allowlist. */
export function setSafeContent(element: Element, content: string): void {
  if (!/[<&]/.test(content)) {
    element.textContent = content
    return
  }
  const template = element.ownerDocument.createElement('template')
  template.innerHTML = content
  clean(template.content)
  element.replaceChildren(template.content)
}

function clean(parent: ParentNode): void {
  for (const child of Array.from(parent.children)) {
    const tag = child.localName
    if (DROPPED_WITH_CONTENT.has(tag)) {
      child.remove()
      continue
    }
    clean(child)
    if (!TAGS.has(tag)) {
      child.replaceWith(...Array.from(child.childNodes))
      continue
    }
    for (const { name, value } of Array.from(child.attributes)) {
      const lower = name.toLowerCase()
      const url = URL_ATTRIBUTES.has(lower)
      if (
        lower.startsWith('on') ||
        lower === 'id' ||
        lower === 'srcdoc' ||
        (url && safeUrl(value, lower !== 'href') === undefined)
      ) {
        child.removeAttribute(name)
      }
    }
  }
}
