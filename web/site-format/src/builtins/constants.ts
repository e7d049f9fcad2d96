import { defaultBreakpointBelow, DEFAULT_BREAKPOINT_ID } from '../defaults/breakpoints.js'

/** Layout defaults of the built-in blocks (editor.md section 9). */
export const BUTTON_PADDING = '12px 24px 11px'
export const BUTTON_RADIUS = '8px'

export const GALLERY_COLUMNS = 3
export const GALLERY_SMALL_COLUMNS = 2
export const GALLERY_ROW_HEIGHT = '220px'
export const GALLERY_GAP = '4px'
/** The gallery switches to two columns at the default breakpoint under 600 px (Mobile). */
export const GALLERY_SMALL_BREAKPOINT_ID = defaultBreakpointBelow(600)?.id ?? DEFAULT_BREAKPOINT_ID

export const LIGHTBOX_OVERLAY_COLOR = 'rgba(0, 0, 0, 0.92)'

export const LOADING_DOT_COUNT = 3
/** Seconds between the start of one loading dot's animation and the next. */
export const LOADING_DOT_DELAY = 0.2
/** The keyframes the loading dots use; stored as a global style, since mixins hold no at-rules. */
export const LOADING_KEYFRAMES_NAME = 'builtin-scale'
export const LOADING_GLOBAL_STYLE_NAME = 'BuiltinScale'
export const LOADING_GLOBAL_STYLE = `@keyframes ${LOADING_KEYFRAMES_NAME} {
  0%, 80%, 100% { transform: scale(0.4); opacity: 0.4; }
  40% { transform: scale(1); opacity: 1; }
}`

/** The flex editor's defaults for grow, shrink and basis. */
export const FLEX_DEFAULTS = { grow: '1', shrink: '1', basis: '0' } as const
export const FLEX_DEFAULT_VALUE = `${FLEX_DEFAULTS.grow} ${FLEX_DEFAULTS.shrink} ${FLEX_DEFAULTS.basis}`

export const CONTACT_FORM_MAX_WIDTH = '900px'
export const CONTACT_FORM_MIN_WIDTH = '400px'
export const TEXTAREA_ROWS = 8

export const VIDEO_WIDTH = 640
export const VIDEO_HEIGHT = 480
