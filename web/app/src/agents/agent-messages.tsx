import type { ReactNode } from 'react'
import en from '../i18n/messages/agents-en.json'
import zhTw from '../i18n/messages/agents-zh-tw.json'
import { ScreenMessages } from '../i18n/screen-messages'

const catalogues = { en, 'zh-tw': zhTw }

/** The agent screens' messages (the consent screen, Settings' connected agents). */
export function AgentMessages({ children }: { children: ReactNode }) {
  return <ScreenMessages catalogues={catalogues}>{children}</ScreenMessages>
}
