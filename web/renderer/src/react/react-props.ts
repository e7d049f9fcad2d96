/** HTML attribute names to React prop names, where they differ. */
const PROP_NAMES: Readonly<Record<string, string>> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  maxlength: 'maxLength',
  minlength: 'minLength',
  crossorigin: 'crossOrigin',
  srcset: 'srcSet',
  srclang: 'srcLang',
  'accept-charset': 'acceptCharset',
  'http-equiv': 'httpEquiv',
  charset: 'charSet',
  contenteditable: 'contentEditable',
  spellcheck: 'spellCheck',
  autocomplete: 'autoComplete',
  autocapitalize: 'autoCapitalize',
  enctype: 'encType',
  referrerpolicy: 'referrerPolicy',
  formaction: 'formAction',
  formenctype: 'formEncType',
  formmethod: 'formMethod',
  formtarget: 'formTarget',
  datetime: 'dateTime',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  usemap: 'useMap',
  accesskey: 'accessKey',
  fetchpriority: 'fetchPriority',
  hreflang: 'hrefLang',
  imagesizes: 'imageSizes',
  imagesrcset: 'imageSrcSet',
  controlslist: 'controlsList',
  popovertarget: 'popoverTarget',
  popovertargetaction: 'popoverTargetAction',
  itemprop: 'itemProp',
  itemtype: 'itemType',
  itemid: 'itemID',
  itemref: 'itemRef',
  frameborder: 'frameBorder',
  viewbox: 'viewBox',
  preserveaspectratio: 'preserveAspectRatio',
  'xlink:href': 'xlinkHref',
  'xml:lang': 'xmlLang',
}

/** Boolean attributes, with their React names; present (any value) means true. */
const BOOLEAN_PROPS: Readonly<Record<string, string>> = {
  allowfullscreen: 'allowFullScreen',
  async: 'async',
  autofocus: 'autoFocus',
  autoplay: 'autoPlay',
  controls: 'controls',
  default: 'default',
  defer: 'defer',
  disabled: 'disabled',
  disablepictureinpicture: 'disablePictureInPicture',
  disableremoteplayback: 'disableRemotePlayback',
  formnovalidate: 'formNoValidate',
  hidden: 'hidden',
  inert: 'inert',
  itemscope: 'itemScope',
  loop: 'loop',
  multiple: 'multiple',
  muted: 'muted',
  nomodule: 'noModule',
  novalidate: 'noValidate',
  open: 'open',
  playsinline: 'playsInline',
  readonly: 'readOnly',
  required: 'required',
  reversed: 'reversed',
}

/** Form state is left to the browser: React's uncontrolled equivalents of the attributes. */
const UNCONTROLLED: Readonly<Record<string, string>> = {
  value: 'defaultValue',
  checked: 'defaultChecked',
  selected: 'defaultSelected',
}

const FORM_FIELDS: ReadonlySet<string> = new Set(['input', 'textarea', 'select', 'option'])

function camelCase(name: string): string {
  return name.replace(/-([a-z])/g, (_m, letter: string) => letter.toUpperCase())
}

/** `a:b;c:d` as a React style object (custom properties kept as they are). */
export function styleObject(style: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of style.split(';')) {
    const colon = part.indexOf(':')
    if (colon < 0) continue
    const property = part.slice(0, colon).trim()
    const value = part.slice(colon + 1).trim()
    if (property === '' || value === '') continue
    if (property.startsWith('--')) out[property] = value
    else if (property.startsWith('-ms-')) out[camelCase(property.slice(1))] = value
    else if (property.startsWith('-')) {
      const name = camelCase(property.slice(1))
      out[name.charAt(0).toUpperCase() + name.slice(1)] = value
    } else out[camelCase(property)] = value
  }
  return out
}

/** The React props for an element's attributes. */
export function reactProps(tag: string, attrs: Record<string, string>): Record<string, unknown> {
  const props: Record<string, unknown> = {}
  const svg = tag === 'svg'
  for (const name in attrs) {
    const value = attrs[name]!
    if (name === 'style') {
      props.style = styleObject(value)
      continue
    }
    const boolean = BOOLEAN_PROPS[name]
    if (boolean !== undefined) {
      props[boolean] = true
      continue
    }
    if (tag === 'option' && (name === 'value' || name === 'selected')) {
      // React picks the selected option from its select's value (see `renderToReact`).
      if (name === 'value') props.value = value
      continue
    }
    const uncontrolled = FORM_FIELDS.has(tag) ? UNCONTROLLED[name] : undefined
    if (uncontrolled !== undefined) {
      props[uncontrolled] = name === 'value' ? value : true
      continue
    }
    const renamed = PROP_NAMES[name]
    if (renamed !== undefined) props[renamed] = value
    else if (svg && name.includes('-') && !name.startsWith('data-') && !name.startsWith('aria-')) {
      props[camelCase(name)] = value
    } else props[name] = value
  }
  return props
}

/** Component events a React tree can wire to DOM events; the rest are the runtime's. */
export const DOM_EVENT_PROPS: Readonly<Record<string, string>> = {
  click: 'onClick',
  load: 'onLoad',
  error: 'onError',
  mouseover: 'onMouseOver',
  mouseleave: 'onMouseLeave',
  input: 'onInput',
  submit: 'onSubmit',
  keyup: 'onKeyUp',
  keydown: 'onKeyDown',
}
