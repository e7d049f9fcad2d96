import type en from './messages/en.json'

/** Every message id of the catalogues; `en` is the reference, `zh-tw` must have the same keys. */
export type MessageKey = keyof typeof en

declare global {
  // react-intl checks message ids against the catalogue (typed ids).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey
    }
  }
}
