import { COLLECTION_LIST_TEXTS, FORM_TABLE_NAMES, type Component } from '@tessera/site-format'

/*
 * The texts a new built-in block starts with, in the builder's language. The site format ships
 * them in English (its templates' contents); their Traditional Chinese is defined here, once
 * each, keyed by the English text. Blocks added while the builder speaks zh-TW start with these;
 * what the person types afterwards is theirs.
 */

const zhTw: Readonly<Record<string, string>> = {
  Text: '文字',
  'Heading 1': '標題 1',
  'Heading 2': '標題 2',
  'Heading 3': '標題 3',
  'Heading 4': '標題 4',
  'Heading 5': '標題 5',
  'Heading 6': '標題 6',
  'Image caption': '圖片說明',
  Link: '連結',
  Button: '按鈕',
  Page: '頁面',
  '© Your Company': '© 你的公司',
  Label: '標籤',
  'List item': '清單項目',
  'Get in touch': '與我們聯絡',
  Send: '送出',
  'Join our mailing list': '訂閱我們的電子報',
  Subscribe: '訂閱',
  [COLLECTION_LIST_TEXTS.title]: '項目標題',
  [COLLECTION_LIST_TEXTS.text]: '項目內文',
  [COLLECTION_LIST_TEXTS.empty]: '目前還沒有項目。',
  // The name a form's new table is offered with.
  [FORM_TABLE_NAMES.contactForm]: '聯絡請求',
  [FORM_TABLE_NAMES.mailingList]: '郵寄名單',
}

/** Whether the builder's locale tag ('en', 'zh-TW') reads the Chinese texts. */
function speaksZhTw(locale: string): boolean {
  return locale.toLowerCase() === 'zh-tw'
}

/** A shipped text in the builder's language (itself when none is defined). */
export function blockText(text: string, locale: string): string {
  return speaksZhTw(locale) && Object.hasOwn(zhTw, text) ? zhTw[text]! : text
}

/** Whether a shipped English text has its Traditional Chinese here. */
export function hasBlockText(text: string): boolean {
  return Object.hasOwn(zhTw, text)
}

/** A new block's shipped texts, in place, in the builder's language. */
export function localizeBlock(component: Component, locale: string): void {
  if (!speaksZhTw(locale)) return
  if (component.content !== undefined) component.content = blockText(component.content, locale)
  for (const child of component.children ?? []) localizeBlock(child, locale)
}
