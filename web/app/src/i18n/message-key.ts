import type agents from './messages/agents-en.json'
import type en from './messages/en.json'

/**
 * Every message id: the catalogue every page loads (`en` is the reference, `zh-tw` has the same
 * keys), and those of catalogues that come with the screens using them (screen-messages.tsx),
 * kept out of the home page's JavaScript.
 */
export type MessageKey = keyof typeof en | keyof typeof agents

declare global {
  // react-intl checks message ids against the catalogue (typed ids).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey
    }
  }
}
