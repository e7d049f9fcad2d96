import type { ArgType, Behavior, BehaviorArg } from '../types/behavior.js'

/*
 * Built-in behaviours (FORMAT.md section 6). `code` is a JavaScript function body run in strict
 * mode with `helpers`, `behaviorContext` and `args`; `getState`, `setState`, `setIsInput`,
 * `getComponent`, `site`, `component` and `event` are already in scope. The helper signatures
 * the code relies on are described by `BehaviorHelpers` in `behavior-helpers.ts`.
 *
 * The code avoids `await` (the body is not an async function) and returns the promise of
 * asynchronous work so a runtime or a test can wait for it.
 */

export const BUILTIN_BEHAVIOR_PREFIX = 'global-b-'

/** Ids of the built-in behaviours that may be stored in `context.behaviors`. */
export const BuiltinBehaviorId = {
  none: 'global-b-none',
  stopClick: 'global-b-stopClick',
  toggleHidden: 'global-b-toggleHidden',
  setHidden: 'global-b-setHidden',
  homeLink: 'global-b-homeLink',
  contactForm: 'global-b-contactform',
  contactFormClearError: 'global-b-contactformclearerror',
  mailingList: 'global-b-mailinglist',
  viewCounter: 'global-b-viewcounter',
  selectLanguage: 'global-b-selectLanguage',
  setupLanguage: 'global-b-setupLanguage',
  showLightbox: 'global-b-showLightbox',
  hideLightbox: 'global-b-hideLightbox',
  lightboxImageLoad: 'global-b-lightboxImageLoad',
  downloadImage: 'global-b-downloadImage',
  updateNavIndex: 'global-b-updateNavIndex',
} as const

/**
 * Editor-only behaviours: referenced from `editorEvents`, run by the editor itself (nav menu
 * page sync, loader set-up) and never stored in a site.
 */
export const EditorBehaviorId = {
  navItem: 'global-b-navItem',
  navAddChildren: 'global-b-navAddChildren',
  navRemoveChildren: 'global-b-navRemoveChildren',
  navChangeChildren: 'global-b-navChangeChildren',
  setupLoader: 'global-b-setupLoader',
} as const

export const editorOnlyBehaviorIds: readonly string[] = Object.values(EditorBehaviorId)

/** Stand-in for the three nav behaviours in data from before 2024-06. */
export const LEGACY_NAV_CHILDREN_BEHAVIOR_ID = 'global-b-navChildren'

export function isEditorOnlyBehavior(id: string): boolean {
  return editorOnlyBehaviorIds.includes(id) || id === LEGACY_NAV_CHILDREN_BEHAVIOR_ID
}

function arg(name: string, help: string, type: ArgType = 'string', defaultValue?: unknown) {
  const result: BehaviorArg = { name, type, help }
  if (defaultValue !== undefined) result.default = defaultValue
  return result
}

function argMap(...list: BehaviorArg[]): Record<string, BehaviorArg> {
  return Object.fromEntries(list.map((a) => [a.name, a]))
}

// Snippets shared by several behaviours; each code string must stand alone.
const preventDefault = `if (event && typeof event.preventDefault === 'function') event.preventDefault()`
const stopPropagation = `if (event && typeof event.stopPropagation === 'function') event.stopPropagation()`
const keyFilter = `if (args.onKey && (!event || event.key !== args.onKey)) return`
const findDescendant = `const findDescendant = (root, match) => {
  for (const child of (root && root.children) || []) {
    if (match(child)) return child
    const found = findDescendant(child, match)
    if (found) return found
  }
  return undefined
}`
const findLightboxParts = `const findLightboxImage = (id) => findDescendant(getComponent(id), (c) => c.tag === 'img')
const findLightboxLoader = (id) =>
  findDescendant(getComponent(id), (c) => !!(c.style && c.style.mixins && c.style.mixins.includes('global-s-loading')))`
const findSubmitButton = `const button = findDescendant(getComponent(component.id) || component, (c) => c.tag === 'button')`
const missingArgs = (names: string[]) =>
  `const missing = ${JSON.stringify(names)}.filter((name) => args[name] === undefined || args[name] === null || args[name] === '')`

const code = (...lines: string[]) => lines.join('\n')

const contactFormCode = code(
  preventDefault,
  missingArgs(['tableName', 'emailId', 'messageId', 'errorId', 'apiEmailField', 'apiMessageField']),
  `if (missing.length > 0) {
  if (args.errorId) helpers.setError(args.errorId, 'Unknown form error')
  else console.error('Unknown form error')
  return
}
const row = {}
row[args.apiEmailField] = helpers.getValue(args.emailId) || ''
row[args.apiMessageField] = helpers.getValue(args.messageId) || ''
if (args.nameId && args.apiNameField) {
  const name = helpers.getValue(args.nameId)
  if (name) row[args.apiNameField] = name
}`,
  findDescendant,
  findSubmitButton,
  `if (button) helpers.setLoading(button.id, true)
return helpers
  .addRow(args.tableName, row)
  .then(() => {
    helpers.setContent(args.errorId, 'Contact request sent!')
    helpers.setCustomStyle(args.errorId, 'color', '\${color-success}')
    helpers.setCustomStyle(args.errorId, 'opacity', '1')
    if (button) {
      helpers.setLoading(button.id, false)
      setState(button.id, 'hide', true)
    }
  })
  .catch((error) => {
    if (button) helpers.setLoading(button.id, false)
    if (error && error.code === 'CustomDataUniqueFail') {
      helpers.setError(args.errorId, 'Contact request already submitted')
    } else {
      helpers.setError(args.errorId, error)
    }
  })`,
)

const mailingListCode = code(
  preventDefault,
  missingArgs(['tableName', 'emailId', 'errorId', 'apiEmailField']),
  `if (missing.length > 0) {
  if (args.errorId) helpers.setError(args.errorId, 'Unknown form error')
  else console.error('Unknown form error')
  return
}
const row = {}
row[args.apiEmailField] = helpers.getValue(args.emailId) || ''
if (args.nameId && args.apiNameField) {
  const name = helpers.getValue(args.nameId)
  if (name) row[args.apiNameField] = name
}`,
  findDescendant,
  findSubmitButton,
  `if (button) helpers.setLoading(button.id, true)
return helpers
  .addRow(args.tableName, row)
  .then(() => {
    helpers.setContent(args.errorId, 'Subscribed!')
    helpers.setCustomStyle(args.errorId, 'color', '\${color-success}')
    helpers.setCustomStyle(args.errorId, 'opacity', '1')
    if (button) helpers.setLoading(button.id, false)
  })
  .catch((error) => {
    if (button) helpers.setLoading(button.id, false)
    if (error && error.code === 'CustomDataUniqueFail') {
      helpers.setError(args.errorId, "You're already subscribed!")
    } else {
      helpers.setError(args.errorId, error)
    }
  })`,
)

const clearErrorCode = code(
  `helpers.requireArgs(args, ['errorId'])
helpers.setCustomStyle(args.errorId, 'opacity', '0')
helpers.setContent(args.errorId, '')`,
)

const viewCounterCode = code(
  `// Fetch once per page view, however often the counter appears.
if (getState(component.id, 'viewCountLoaded')) return
setState(component.id, 'viewCountLoaded', true)
return helpers
  .getPublicUsage()
  .then((usage) => {
    const count = usage && usage.total_site_view_count
    helpers.setContent(component.id, String(typeof count === 'number' ? count : 0))
  })
  .catch((error) => {
    setState(component.id, 'viewCountLoaded', false)
    console.warn('View count unavailable', error)
  })`,
)

const setupLanguageCode = code(
  `if (getState(component.id, 'languageReady')) return
setState(component.id, 'languageReady', true)
const available = Object.keys((site.context && site.context.i18n) || {})
const pick = (code) => {
  if (!code) return undefined
  const lower = String(code).toLowerCase()
  if (available.includes(lower)) return lower
  const base = lower.split('-')[0]
  return available.includes(base) ? base : undefined
}
const browser = typeof navigator !== 'undefined' ? navigator.language : undefined
helpers.setLanguage(pick(browser) || args.default || 'en')`,
)

const showLightboxCode = code(
  `helpers.requireArgs(args, ['lightboxId'])`,
  keyFilter,
  `if (args.onKey) ${preventDefault}`,
  findDescendant,
  findLightboxParts,
  `// The gallery is the clicked image's parent; its images are the lightbox's slides.
const gallery = component.parentId ? getComponent(component.parentId) : undefined
const images = ((gallery && gallery.children) || [component]).filter((c) => c.tag === 'img')
const sources = images.map((c) => String(helpers.getInput(c.id, 'src') || ''))
const alts = images.map((c) => String(helpers.getInput(c.id, 'alt') || ''))
const given = args.imageIndex === undefined || args.imageIndex === '' ? NaN : Number(args.imageIndex)
let index = Number.isInteger(given) ? given : images.findIndex((c) => c.id === component.id)
index = Math.min(Math.max(index, 0), Math.max(sources.length - 1, 0))
setState(args.lightboxId, 'images', sources)
setState(args.lightboxId, 'index', index)
setState(args.lightboxId, 'alts', alts)
const loader = args.loaderId ? getComponent(args.loaderId) : findLightboxLoader(args.lightboxId)
if (loader) setState(loader.id, 'hide', false)
const image = findLightboxImage(args.lightboxId)
if (image) {
  setIsInput(image.id, 'alt', alts[index] || '')
  setIsInput(image.id, 'src', sources[index] || '')
}
setState(args.lightboxId, 'hide', false)`,
)

const hideLightboxCode = code(
  `helpers.requireArgs(args, ['lightboxId'])`,
  keyFilter,
  findDescendant,
  findLightboxParts,
  `setState(args.lightboxId, 'hide', true)
setState(args.lightboxId, 'images', undefined)
setState(args.lightboxId, 'index', undefined)
setState(args.lightboxId, 'alts', undefined)
const image = findLightboxImage(args.lightboxId)
if (image) {
  setIsInput(image.id, 'src', '')
  setIsInput(image.id, 'alt', '')
}`,
)

const lightboxImageLoadCode = code(
  `helpers.requireArgs(args, ['loaderId'])
setState(args.loaderId, 'hide', true)`,
)

const updateNavIndexCode = code(
  `helpers.requireArgs(args, ['navDataId'])`,
  keyFilter,
  `const sources = getState(args.navDataId, 'images')
if (!Array.isArray(sources) || sources.length === 0) return
const step = args.increment === undefined || args.increment === '' ? 1 : Number(args.increment)
if (!Number.isFinite(step)) return
const count = sources.length
const current = Number(getState(args.navDataId, 'index')) || 0
// Wrap at both ends.
const next = (((current + step) % count) + count) % count
if (next === current) return
setState(args.navDataId, 'index', next)`,
  findDescendant,
  findLightboxParts,
  `const loader = findLightboxLoader(args.navDataId)
if (loader) setState(loader.id, 'hide', false)
const image = findLightboxImage(args.navDataId)
if (image) {
  const alts = getState(args.navDataId, 'alts')
  setIsInput(image.id, 'alt', (Array.isArray(alts) && alts[next]) || '')
  setIsInput(image.id, 'src', sources[next] || '')
}`,
)

const downloadImageCode = code(
  `helpers.requireArgs(args, ['imageId'])`,
  stopPropagation,
  `const src = String(helpers.getInput(args.imageId, 'src') || '')
if (!src || typeof document === 'undefined') return
let file = (src.split(/[?#]/)[0] || '').split('/').pop() || 'image'
try {
  file = decodeURIComponent(file)
} catch (_error) {
  // Keep the encoded name.
}
const fileName = (file.replace(/\\.[^.]*$/, '') || 'image') + '.png'
// Re-encode as PNG through a canvas, then save it with a temporary link.
const image = new Image()
image.crossOrigin = 'anonymous'
image.onload = () => {
  const canvas = document.createElement('canvas')
  canvas.width = image.naturalWidth
  canvas.height = image.naturalHeight
  const context = canvas.getContext('2d')
  if (!context) return
  context.drawImage(image, 0, 0)
  canvas.toBlob((blob) => {
    if (!blob) return
    const url = URL.createObjectURL(blob)
    const link = document.createElement('a')
    link.href = url
    link.download = fileName
    document.body.appendChild(link)
    link.click()
    link.remove()
    URL.revokeObjectURL(url)
  }, 'image/png')
}
image.src = src`,
)

const definitions: Behavior[] = [
  { id: BuiltinBehaviorId.none, name: 'None', code: '' },
  { id: BuiltinBehaviorId.stopClick, name: 'Stop Click', code: stopPropagation },
  {
    id: BuiltinBehaviorId.toggleHidden,
    name: 'Toggle Hidden',
    args: argMap(arg('id', 'Component to show or hide')),
    code: code(
      `helpers.requireArgs(args, ['id'])`,
      `setState(args.id, 'hide', !getState(args.id, 'hide'))`,
    ),
  },
  {
    id: BuiltinBehaviorId.setHidden,
    name: 'Set Hidden',
    args: argMap(
      arg('id', 'Component to show or hide'),
      arg('hide', 'True hides the component, false shows it', 'boolean'),
    ),
    code: code(
      `helpers.requireArgs(args, ['id'])`,
      `const hide = args.hide === undefined || args.hide === true || args.hide === 'true'`,
      `setState(args.id, 'hide', hide)`,
    ),
  },
  {
    id: BuiltinBehaviorId.homeLink,
    name: 'Home Link',
    code: code(
      preventDefault,
      `const home = (site.defaults && site.defaults.homePage) || '/'`,
      `if (typeof window !== 'undefined') window.location.assign(home)`,
    ),
  },
  {
    id: BuiltinBehaviorId.contactForm,
    name: 'Contact Form Submit',
    args: argMap(
      arg('tableName', 'Custom data table that stores the messages'),
      arg('emailId', 'Email input'),
      arg('messageId', 'Message textarea'),
      arg('nameId', 'Name input (optional)'),
      arg('errorId', 'Element that shows errors and the confirmation'),
      arg('apiEmailField', 'Table column for the email'),
      arg('apiMessageField', 'Table column for the message'),
      arg('apiNameField', 'Table column for the name (optional)'),
    ),
    code: contactFormCode,
  },
  {
    id: BuiltinBehaviorId.contactFormClearError,
    name: 'Clear Error',
    args: argMap(arg('errorId', 'Element that shows form errors')),
    code: clearErrorCode,
  },
  {
    id: BuiltinBehaviorId.mailingList,
    name: 'Mailing List Submit',
    args: argMap(
      arg('tableName', 'Custom data table that stores the subscribers'),
      arg('emailId', 'Email input'),
      arg('nameId', 'Name input (optional)'),
      arg('errorId', 'Element that shows errors and the confirmation'),
      arg('apiEmailField', 'Table column for the email'),
      arg('apiNameField', 'Table column for the name (optional)'),
    ),
    code: mailingListCode,
  },
  { id: BuiltinBehaviorId.viewCounter, name: 'View Counter', code: viewCounterCode },
  {
    id: BuiltinBehaviorId.selectLanguage,
    name: 'SelectLanguage',
    args: argMap(arg('language', 'Language code to switch to', 'string', 'en')),
    // A native select names the language in its value; an option element in its args.
    code: code(
      `const chosen = event && event.target && event.target.localName === 'select' ? event.target.value : ''`,
      `helpers.setLanguage(chosen || args.language || 'en')`,
    ),
  },
  {
    id: BuiltinBehaviorId.setupLanguage,
    name: 'SetupLanguage',
    args: argMap(
      arg('default', 'Language used when the browser language is missing', 'string', 'en'),
    ),
    code: setupLanguageCode,
  },
  {
    id: BuiltinBehaviorId.showLightbox,
    name: 'Show Lightbox',
    args: argMap(
      arg('imageIndex', 'Index of the image to show; defaults to the clicked image'),
      arg('lightboxId', 'Lightbox component'),
      arg('loaderId', 'Loading indicator shown until the image loads'),
      arg('onKey', 'Only for this key (e.g. Enter); empty for any event'),
    ),
    code: showLightboxCode,
  },
  {
    id: BuiltinBehaviorId.hideLightbox,
    name: 'Hide Lightbox',
    args: argMap(
      arg('lightboxId', 'Lightbox component'),
      arg('onKey', 'Only for this key (e.g. Escape); empty for any event'),
    ),
    code: hideLightboxCode,
  },
  {
    id: BuiltinBehaviorId.lightboxImageLoad,
    name: 'Lightbox Image Load',
    args: argMap(arg('loaderId', 'Loading indicator to hide')),
    code: lightboxImageLoadCode,
  },
  {
    id: BuiltinBehaviorId.downloadImage,
    name: 'Download Image',
    args: argMap(arg('imageId', 'Image to save as PNG')),
    code: downloadImageCode,
  },
  {
    id: BuiltinBehaviorId.updateNavIndex,
    name: 'Set Nav Index',
    args: argMap(
      arg('navDataId', 'Component whose state holds the images and the current index'),
      arg('onKey', 'Only for this key (e.g. ArrowRight); empty for any event'),
      arg('increment', 'Steps to move; negative goes back', 'number'),
    ),
    code: updateNavIndexCode,
  },
]

/** The storable built-in behaviours, by id. Copy a definition before storing it in a site. */
export const builtinBehaviors: Record<string, Behavior> = Object.fromEntries(
  definitions.map((behavior) => [behavior.id, behavior]),
)

export const storableBuiltinBehaviorIds: readonly string[] = definitions.map((b) => b.id)

export function isStorableBuiltinBehavior(id: string): boolean {
  return Object.hasOwn(builtinBehaviors, id)
}

/** A copy of a storable built-in behaviour, ready to put into `context.behaviors`. */
export function builtinBehavior(id: string): Behavior | undefined {
  const behavior = builtinBehaviors[id]
  return behavior === undefined ? undefined : structuredClone(behavior)
}
