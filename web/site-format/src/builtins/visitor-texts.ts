/*
 * What published pages say to visitors in the built-in blocks' own words (form labels, form
 * messages, gallery and lightbox names), in English and Traditional Chinese. The renderer writes
 * them in the page's language; the runtime switches them when the visitor picks a language and
 * shows form errors with them. Pages in other languages get the English texts.
 */

const en = {
  'field.email': 'Email',
  'field.name': 'Name (optional)',
  'field.message': 'Message',
  'noun.email': 'Email',
  'noun.name': 'Name',
  'noun.message': 'Message',
  'rule.Required': '{field} is required',
  'rule.Email': 'Enter a valid email address',
  'rule.MinLength': '{field} must be at least {limit} characters',
  'rule.MinLength.one': '{field} must be at least 1 character',
  'rule.MaxLength': '{field} must be at most {limit} characters',
  'rule.MaxLength.one': '{field} must be at most 1 character',
  'error.None': 'Unknown error, try again later',
  'error.NETWORK_FAILURE': 'Network error, try again later',
  'error.InvalidFormData': 'Please check the form and try again',
  'error.CustomDataRequired': 'Please fill in the required fields',
  'error.CustomDataUniqueFail': 'This has already been submitted',
  'error.CustomDataInvalidEmail': 'Please enter a valid email address',
  'error.CustomDataInvalidColumn': 'This form is not set up correctly',
  'error.CustomDataUsageExceeded': 'This form cannot take more submissions',
  'error.TooManyRequests': 'Too many attempts, try again later',
  'form.unknownError': 'Unknown form error',
  'form.contactSent': 'Contact request sent!',
  'form.contactRepeated': 'Contact request already submitted',
  'form.subscribed': 'Subscribed!',
  'form.alreadySubscribed': "You're already subscribed!",
  'gallery.open': 'Open image {index} of {count}',
  'lightbox.dialog': 'Image viewer',
  'lightbox.download': 'Download image',
  'lightbox.close': 'Close',
  'lightbox.previous': 'Previous image',
  'lightbox.next': 'Next image',
  'list.pages': 'Pages',
  'list.previous': 'Previous',
  'list.next': 'Next',
} as const

export type VisitorTextKey = keyof typeof en

const zhTw: Record<VisitorTextKey, string> = {
  'field.email': '電子郵件',
  'field.name': '姓名（選填）',
  'field.message': '訊息',
  'noun.email': '電子郵件',
  'noun.name': '姓名',
  'noun.message': '訊息',
  'rule.Required': '請填寫{field}',
  'rule.Email': '請輸入有效的電子郵件地址',
  'rule.MinLength': '{field}至少需要 {limit} 個字',
  'rule.MinLength.one': '{field}至少需要 1 個字',
  'rule.MaxLength': '{field}最多 {limit} 個字',
  'rule.MaxLength.one': '{field}最多 1 個字',
  'error.None': '發生未知的錯誤，請稍後再試',
  'error.NETWORK_FAILURE': '網路連線錯誤，請稍後再試',
  'error.InvalidFormData': '請檢查表單內容後再試一次',
  'error.CustomDataRequired': '請填寫必填欄位',
  'error.CustomDataUniqueFail': '這筆資料已經送出過了',
  'error.CustomDataInvalidEmail': '請輸入有效的電子郵件地址',
  'error.CustomDataInvalidColumn': '這個表單的設定有誤',
  'error.CustomDataUsageExceeded': '這個表單目前無法再接受資料',
  'error.TooManyRequests': '嘗試次數過多，請稍後再試',
  'form.unknownError': '表單發生未知的錯誤',
  'form.contactSent': '已送出聯絡請求！',
  'form.contactRepeated': '聯絡請求已經送出過了',
  'form.subscribed': '訂閱成功！',
  'form.alreadySubscribed': '你已經訂閱過了！',
  'gallery.open': '開啟第 {index} 張圖片，共 {count} 張',
  'lightbox.dialog': '圖片檢視器',
  'lightbox.download': '下載圖片',
  'lightbox.close': '關閉',
  'lightbox.previous': '上一張圖片',
  'lightbox.next': '下一張圖片',
  'list.pages': '分頁',
  'list.previous': '上一頁',
  'list.next': '下一頁',
}

/** The texts by language; `en` is also every other language's. */
export const VISITOR_TEXTS: Readonly<
  Record<'en' | 'zh-tw', Readonly<Record<VisitorTextKey, string>>>
> = { en, 'zh-tw': zhTw }

/** The language of the texts a page in `lang` gets. */
export function visitorLanguage(lang: string): 'en' | 'zh-tw' {
  const lower = lang.toLowerCase()
  return lower === 'zh-tw' || lower.startsWith('zh-hant') ? 'zh-tw' : 'en'
}

export type VisitorTextParams = Readonly<Record<string, string | number>>

/** A text in a page's language, `{name}` replaced by its parameter; `limit` 1 takes the `.one` form. */
export function visitorText(
  lang: string,
  key: VisitorTextKey,
  params: VisitorTextParams = {},
): string {
  const texts = VISITOR_TEXTS[visitorLanguage(lang)]
  const one = `${key}.one`
  const text = params.limit === 1 && one in texts ? texts[one as VisitorTextKey] : texts[key]
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : match,
  )
}

export function isVisitorTextKey(key: string): key is VisitorTextKey {
  return Object.prototype.hasOwnProperty.call(en, key)
}

/**
 * The key of a built-in text given in English (the words built-in behaviours pass, and stored
 * sites keep as names), so a page can show it in its own language.
 */
export function visitorTextKeyOf(english: string): VisitorTextKey | undefined {
  for (const key of Object.keys(en) as VisitorTextKey[]) if (en[key] === english) return key
  return undefined
}

/** The text for an error code a visitor can meet, or undefined for other codes. */
export function visitorErrorKey(code: string): VisitorTextKey | undefined {
  const key = `error.${code}`
  return isVisitorTextKey(key) ? key : undefined
}

/**
 * Marks an element whose text is a visitor text: the value is the key, with its parameters as
 * a query (`gallery.open?index=3&count=8`). The text is the element's content, or the value of
 * the attribute named by `VISITOR_TEXT_TARGET_ATTRIBUTE`. The runtime rewrites marked texts when
 * the page's language changes.
 */
export const VISITOR_TEXT_ATTRIBUTE = 'data-tessera-text'
export const VISITOR_TEXT_TARGET_ATTRIBUTE = 'data-tessera-attr'

/** The element a published page puts around a form field and its label. */
export const FIELD_CLASS = 'tessera-field'
/** A field's error, shown next to it by the runtime. */
export const FIELD_ERROR_CLASS = 'tessera-field-error'

/**
 * The cookie a published page sets when the visitor picks a language in a language switch; while
 * it is there, `/` is never redirected by the browser's languages (the visitor chose).
 */
export const LANGUAGE_CHOICE_COOKIE = 'tessera_lang'

export function visitorTextRef(key: VisitorTextKey, params: VisitorTextParams = {}): string {
  const query = Object.entries(params)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&')
  return query === '' ? key : `${key}?${query}`
}

/** The text a marker stands for in `lang`, or undefined for an unknown key. */
export function visitorTextOfRef(lang: string, ref: string): string | undefined {
  const [key = '', query = ''] = ref.split('?', 2)
  if (!isVisitorTextKey(key)) return undefined
  const params: Record<string, string | number> = {}
  for (const pair of query === '' ? [] : query.split('&')) {
    const [name = '', value = ''] = pair.split('=', 2)
    const decoded = decodeURIComponent(value)
    params[decodeURIComponent(name)] = /^\d+$/.test(decoded) ? Number(decoded) : decoded
  }
  return visitorText(lang, key, params)
}
