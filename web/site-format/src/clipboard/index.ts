export { CLIPBOARD_HTML_ATTRIBUTE, clipboardHtml, payloadFromHtml } from './clipboard-html.js'
export { styleForPaste } from './paste-style.js'
export {
  buildClipboardPayload,
  CLIPBOARD_MIME_TYPE,
  parseClipboardPayload,
  payloadNamespace,
  serializeClipboardPayload,
  type ClipboardPayload,
} from './payload.js'
export {
  isRootComponent,
  preparePaste,
  ROOT_PASTE_ONLY,
  type PasteOptions,
  type PreparedPaste,
} from './prepare-paste.js'
export { matchBreakpoint, PASTE_BREAKPOINT_TOLERANCE } from './remap.js'
