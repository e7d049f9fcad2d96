import {
  CLIPBOARD_MIME_TYPE,
  clipboardHtml,
  parseClipboardPayload,
  payloadFromHtml,
  serializeClipboardPayload,
  type ClipboardPayload,
} from '@tessera/site-format'

/** What the clipboard holds for the builder: a copied component, or plain text. */
export type ClipboardContent = { payload: ClipboardPayload } | { text: string }

/** The system clipboard as the builder uses it (a test gives its own). */
export interface ClipboardAccess {
  write(payload: ClipboardPayload): Promise<void>
  /** Undefined when the clipboard holds nothing the builder can paste. */
  read(): Promise<ClipboardContent | undefined>
}

type ItemConstructor = typeof ClipboardItem & { supports?: (type: string) => boolean }

/** Reads a text that may be a payload (a browser without custom formats or HTML). */
function fromText(text: string): ClipboardContent | undefined {
  const payload = parseClipboardPayload(text)
  if (payload) return { payload }
  return text === '' ? undefined : { text }
}

/**
 * The browser's clipboard. A copy writes the payload in the custom format `web text/tesseraio`,
 * with a text/html form carrying it too (and alone where a browser refuses custom formats), and
 * the component's name as plain text. A paste prefers the custom format, then the HTML form,
 * then plain text.
 */
export function systemClipboard(
  clipboard: Clipboard | undefined = globalThis.navigator?.clipboard,
  Item: ItemConstructor | undefined = globalThis.ClipboardItem as ItemConstructor | undefined,
): ClipboardAccess {
  return {
    async write(payload) {
      if (!clipboard) throw new Error('No clipboard')
      const json = serializeClipboardPayload(payload)
      if (!Item || typeof clipboard.write !== 'function') {
        await clipboard.writeText(json)
        return
      }
      const common = {
        'text/html': new Blob([clipboardHtml(payload)], { type: 'text/html' }),
        'text/plain': new Blob([payload.component.name], { type: 'text/plain' }),
      }
      const custom = typeof Item.supports !== 'function' || Item.supports(CLIPBOARD_MIME_TYPE)
      if (custom) {
        try {
          const blob = new Blob([json], { type: CLIPBOARD_MIME_TYPE })
          await clipboard.write([new Item({ [CLIPBOARD_MIME_TYPE]: blob, ...common })])
          return
        } catch {
          // The browser refuses the custom format: the HTML form alone carries the payload.
        }
      }
      await clipboard.write([new Item(common)])
    },

    async read() {
      if (!clipboard) throw new Error('No clipboard')
      if (typeof clipboard.read !== 'function') return fromText(await clipboard.readText())
      const items = await clipboard.read()
      for (const item of items) {
        if (item.types.includes(CLIPBOARD_MIME_TYPE)) {
          const payload = parseClipboardPayload(
            await (await item.getType(CLIPBOARD_MIME_TYPE)).text(),
          )
          if (payload) return { payload }
        }
      }
      for (const item of items) {
        if (item.types.includes('text/html')) {
          const payload = payloadFromHtml(await (await item.getType('text/html')).text())
          if (payload) return { payload }
        }
      }
      for (const item of items) {
        if (item.types.includes('text/plain')) {
          return fromText(await (await item.getType('text/plain')).text())
        }
      }
      return undefined
    },
  }
}
