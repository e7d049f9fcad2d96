import {
  parseClipboardPayload,
  serializeClipboardPayload,
  type ClipboardPayload,
} from './payload.js'

/** The attribute of the text/html form that carries a payload. */
export const CLIPBOARD_HTML_ATTRIBUTE = 'data-tesseraio'

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&#39;',
}

function escapeHtml(text: string): string {
  return text.replace(/[&"<>']/g, (char) => ESCAPES[char]!)
}

function unescapeHtml(text: string): string {
  return text.replace(/&(amp|quot|lt|gt|#39|#x27|#34);/g, (_match, name: string) => {
    switch (name) {
      case 'amp':
        return '&'
      case 'quot':
      case '#34':
        return '"'
      case 'lt':
        return '<'
      case 'gt':
        return '>'
      default:
        return "'"
    }
  })
}

/**
 * The text/html form of a payload, for browsers that refuse custom clipboard formats: an
 * element naming the component, with the payload in an attribute.
 */
export function clipboardHtml(payload: ClipboardPayload): string {
  const json = serializeClipboardPayload(payload)
  return `<span ${CLIPBOARD_HTML_ATTRIBUTE}="${escapeHtml(json)}">${escapeHtml(payload.component.name)}</span>`
}

/** The payload carried by clipboard HTML, or undefined when the HTML carries none. */
export function payloadFromHtml(html: string): ClipboardPayload | undefined {
  const match = new RegExp(`${CLIPBOARD_HTML_ATTRIBUTE}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(html)
  if (!match) return undefined
  return parseClipboardPayload(unescapeHtml(match[1] ?? match[2] ?? ''))
}
