import { DEFAULT_BREAKPOINT_ID } from '../defaults/breakpoints.js'
import type { BreakpointStyles, PseudoStyle, RawStyle, StyleMixin } from '../types/style.js'
import {
  BUTTON_PADDING,
  BUTTON_RADIUS,
  GALLERY_COLUMNS,
  GALLERY_GAP,
  GALLERY_ROW_HEIGHT,
  GALLERY_SMALL_BREAKPOINT_ID,
  GALLERY_SMALL_COLUMNS,
  LIGHTBOX_OVERLAY_COLOR,
  LOADING_KEYFRAMES_NAME,
} from './constants.js'

/*
 * Built-in mixins (FORMAT.md section 7). A site that uses one gets a copy in `context.styles`
 * under the same `global-s-*` id, and that copy is authoritative from then on: these
 * definitions only seed new copies. Values use theme variables so a theme change restyles them.
 */

export const BUILTIN_MIXIN_PREFIX = 'global-s-'

export const BuiltinMixinId = {
  button: 'global-s-0',
  containerHorizontal: 'global-s-1',
  containerVertical: 'global-s-2',
  footer: 'global-s-3',
  navMenu: 'global-s-4',
  navMenuItem: 'global-s-5',
  image: 'global-s-6',
  link: 'global-s-7',
  text: 'global-s-8',
  h1: 'global-s-9',
  h2: 'global-s-10',
  h3: 'global-s-11',
  h4: 'global-s-12',
  h5: 'global-s-13',
  h6: 'global-s-14',
  svg: 'global-s-15',
  list: 'global-s-16',
  listItem: 'global-s-17',
  dividerVertical: 'global-s-18',
  dividerHorizontal: 'global-s-19',
  input: 'global-s-20',
  header: 'global-s-21',
  textarea: 'global-s-22',
  label: 'global-s-23',
  languageDisplay: 'global-s-24',
  langText: 'global-s-25',
  caretRight: 'global-s-26',
  caretBubble: 'global-s-27',
  langOption: 'global-s-28',
  langOptionText: 'global-s-29',
  video: 'global-s-video',
  videoWrap: 'global-s-videowrap',
  captionedImage: 'global-s-captionedImage',
  backgroundImage: 'global-s-backgroundImage',
  loading: 'global-s-loading',
  loadingDot: 'global-s-loadingdot',
  grid: 'global-s-grid',
  gallery: 'global-s-gallery',
  gridImage: 'global-s-gridimage',
  lightboxGallery: 'global-s-lightboxgallery',
  lightboxWrap: 'global-s-lightboxwrap',
  lightboxContent: 'global-s-lightboxcontent',
  lightboxIconWrap: 'global-s-lightboxiconwrap',
  imageNav: 'global-s-imagenav',
  languageSelect: 'global-s-languageselect',
} as const

/** A mixin whose default-breakpoint styles are `base` (state `default`) plus `states`. */
function mixin(
  id: string,
  name: string,
  base: RawStyle,
  states: Omit<PseudoStyle, 'default'> = {},
  otherBreakpoints: BreakpointStyles = {},
): StyleMixin {
  return {
    id,
    name,
    breakpoints: { [DEFAULT_BREAKPOINT_ID]: { default: base, ...states }, ...otherBreakpoints },
  }
}

function heading(id: string, level: number, weight: string): StyleMixin {
  return mixin(id, `H${level}Style`, {
    margin: '0',
    color: '${color-title}',
    'font-family': '${font-title}',
    'font-size': `\${size-h${level}}`,
    'font-weight': weight,
    'line-height': '125%',
  })
}

/** Form fields wear the theme: its field colours, text and radius; a visible focus ring. */
const fieldBase: RawStyle = {
  margin: '0',
  padding: '10px 12px',
  color: '${color-text}',
  'font-family': '${font-text}',
  'font-size': '${size-text}',
  'background-color': '${color-field}',
  border: '1px solid ${color-field-border}',
  'border-radius': BUTTON_RADIUS,
  'box-sizing': 'border-box',
  transition: 'border-color 0.2s, outline-color 0.2s',
}

const fieldStates: Omit<PseudoStyle, 'default'> = {
  ':focus': {
    'border-color': '${color-focus}',
    outline: '2px solid ${color-focus}',
    'outline-offset': '1px',
  },
  ':disabled': { opacity: '0.6', cursor: 'not-allowed' },
  // Firefox dims placeholders on its own; the colour already reads at 4.5:1.
  '::placeholder': { color: '${color-placeholder}', opacity: '1' },
}

const definitions: StyleMixin[] = [
  mixin(
    BuiltinMixinId.button,
    'ButtonStyle',
    {
      display: 'flex',
      'align-items': 'center',
      'justify-content': 'center',
      // As wide as its label, also in a column that stretches its children.
      width: 'fit-content',
      'max-width': '100%',
      padding: BUTTON_PADDING,
      'border-radius': BUTTON_RADIUS,
      border: 'none',
      'background-color': '${color-primary}',
      color: '${color-on-primary}',
      'font-family': '${font-text}',
      'font-size': '${size-text}',
      'font-weight': '600',
      'line-height': '1.25',
      'text-align': 'center',
      'text-decoration': 'none',
      cursor: 'pointer',
      transition: 'background-color 0.2s',
    },
    {
      ':hover': { 'background-color': '${color-button-hover}' },
      ':active': { 'background-color': '${color-active}', color: '#ffffff' },
      ':disabled': { 'background-color': '${color-disabled}', cursor: 'default' },
    },
  ),
  mixin(BuiltinMixinId.containerHorizontal, 'ContainerHorizontalStyle', {
    display: 'flex',
    'flex-direction': 'row',
    'align-items': 'center',
    width: '100%',
    'min-height': '60px',
  }),
  mixin(BuiltinMixinId.containerVertical, 'ContainerVerticalStyle', {
    display: 'flex',
    'flex-direction': 'column',
    width: '100%',
    'min-height': '60px',
  }),
  mixin(BuiltinMixinId.footer, 'FooterStyle', {
    display: 'flex',
    'flex-direction': 'row',
    'align-items': 'center',
    'justify-content': 'center',
    width: '100%',
    padding: '32px 16px',
    margin: 'auto 0 0 0',
    color: '${color-text}',
    'font-family': '${font-text}',
    'font-size': '14px',
    'box-sizing': 'border-box',
  }),
  mixin(
    BuiltinMixinId.navMenu,
    'NavMenuStyle',
    {
      display: 'flex',
      'flex-direction': 'row',
      'flex-wrap': 'wrap',
      'align-items': 'center',
      gap: '24px',
    },
    {},
    { 'breakpoint-4': { default: { 'flex-direction': 'column', gap: '12px' } } },
  ),
  mixin(
    BuiltinMixinId.navMenuItem,
    'NavMenuItemStyle',
    {
      color: '${color-link}',
      'font-family': '${font-text}',
      'font-size': '${size-text}',
      'text-decoration': 'none',
      cursor: 'pointer',
    },
    { ':visited': { color: '${color-link}' }, ':hover': { color: '${color-active}' } },
  ),
  mixin(BuiltinMixinId.image, 'ImageStyle', {
    display: 'block',
    width: '240px',
    'max-width': '100%',
    height: 'auto',
    'object-fit': 'cover',
  }),
  mixin(
    BuiltinMixinId.link,
    'LinkStyle',
    {
      color: '${color-link}',
      'font-family': '${font-text}',
      'font-size': '${size-text}',
      'text-decoration': 'underline',
      cursor: 'pointer',
    },
    { ':visited': { color: '${color-link-visited}' }, ':hover': { color: '${color-active}' } },
  ),
  mixin(BuiltinMixinId.text, 'TextStyle', {
    margin: '0',
    color: '${color-text}',
    'font-family': '${font-text}',
    'font-size': '${size-text}',
    'line-height': '150%',
  }),
  heading(BuiltinMixinId.h1, 1, '700'),
  heading(BuiltinMixinId.h2, 2, '700'),
  heading(BuiltinMixinId.h3, 3, '600'),
  heading(BuiltinMixinId.h4, 4, '600'),
  heading(BuiltinMixinId.h5, 5, '600'),
  heading(BuiltinMixinId.h6, 6, '600'),
  mixin(BuiltinMixinId.svg, 'SvgStyle', {
    display: 'block',
    width: '48px',
    height: '48px',
    color: '${color-text}',
    fill: 'currentColor',
  }),
  mixin(BuiltinMixinId.list, 'ListStyle', {
    margin: '0',
    padding: '0 0 0 1.5em',
    color: '${color-text}',
    'font-family': '${font-text}',
    'font-size': '${size-list}',
  }),
  mixin(BuiltinMixinId.listItem, 'ListItemStyle', {
    margin: '0 0 0.4em 0',
    'line-height': '150%',
  }),
  mixin(BuiltinMixinId.dividerVertical, 'DividerVerticalStyle', {
    width: '1px',
    'align-self': 'stretch',
    'min-height': '24px',
    margin: '0 8px',
    'background-color': '${color-border}',
  }),
  mixin(BuiltinMixinId.dividerHorizontal, 'DividerHorizontalStyle', {
    width: '100%',
    height: '1px',
    margin: '8px 0',
    'background-color': '${color-border}',
  }),
  mixin(BuiltinMixinId.input, 'InputStyle', fieldBase, fieldStates),
  mixin(
    BuiltinMixinId.header,
    'HeaderStyle',
    {
      display: 'flex',
      'flex-direction': 'row',
      'align-items': 'center',
      'justify-content': 'space-between',
      width: '100%',
      padding: '16px 24px',
      'box-sizing': 'border-box',
    },
    {},
    { 'breakpoint-4': { default: { padding: '12px 16px' } } },
  ),
  mixin(
    BuiltinMixinId.textarea,
    'TextareaStyle',
    { ...fieldBase, width: '100%', resize: 'vertical', 'line-height': '150%' },
    fieldStates,
  ),
  mixin(BuiltinMixinId.label, 'LabelStyle', {
    display: 'block',
    margin: '0 0 6px 0',
    color: '${color-text}',
    'font-family': '${font-text}',
    'font-size': '14px',
    'font-weight': '600',
  }),
  mixin(BuiltinMixinId.languageDisplay, 'LanguageDisplay', {
    display: 'flex',
    'align-items': 'center',
    gap: '8px',
    cursor: 'pointer',
    'user-select': 'none',
  }),
  mixin(BuiltinMixinId.langText, 'LangText', {
    color: '${color-text}',
    'font-family': '${font-text}',
    'font-size': '${size-text}',
  }),
  mixin(BuiltinMixinId.caretRight, 'CaretRight', {
    width: '0',
    height: '0',
    'border-top': '5px solid transparent',
    'border-bottom': '5px solid transparent',
    'border-left': '6px solid ${color-text}',
    transform: 'rotate(90deg)',
  }),
  mixin(BuiltinMixinId.caretBubble, 'CaretBubble', {
    position: 'absolute',
    top: '100%',
    right: '0',
    'margin-top': '8px',
    display: 'flex',
    'flex-direction': 'column',
    'min-width': '140px',
    padding: '4px 0',
    'background-color': '${color-field}',
    border: '1px solid ${color-border}',
    'border-radius': '6px',
    'box-shadow': '0 4px 16px rgba(0, 0, 0, 0.15)',
    'z-index': '100',
  }),
  mixin(
    BuiltinMixinId.langOption,
    'LangOption',
    { display: 'flex', 'align-items': 'center', padding: '8px 14px', cursor: 'pointer' },
    // A tint of the menu's own kind (light on light themes, dark on dark) keeps its text
    // readable; the button hover colour is light on a dark theme.
    { ':hover': { 'background-color': '${color-border}' } },
  ),
  // Upstream reuses the name; this one carries the option's typography.
  mixin(BuiltinMixinId.langOptionText, 'LangOption', {
    color: '${color-text}',
    'font-family': '${font-text}',
    'font-size': '15px',
    'white-space': 'nowrap',
  }),
  mixin(BuiltinMixinId.video, 'VideoStyle', {
    display: 'block',
    'max-width': '100%',
    height: 'auto',
    'background-color': '#000000',
  }),
  mixin(BuiltinMixinId.videoWrap, 'VideoWrapStyle', {
    display: 'flex',
    'justify-content': 'center',
    width: '100%',
  }),
  mixin(BuiltinMixinId.captionedImage, 'CaptionedImageStyle', {
    display: 'flex',
    'flex-direction': 'column',
    'align-items': 'center',
    gap: '8px',
    'max-width': '100%',
  }),
  mixin(BuiltinMixinId.backgroundImage, 'BackgroundImageStyle', {
    display: 'flex',
    'flex-direction': 'column',
    width: '100%',
    'min-height': '240px',
    'background-color': '${color-secondary}',
    'background-size': 'cover',
    'background-position': 'center',
    'background-repeat': 'no-repeat',
  }),
  mixin(BuiltinMixinId.loading, 'LoadingStyle', {
    display: 'flex',
    'flex-direction': 'row',
    'align-items': 'center',
    'justify-content': 'center',
    gap: '8px',
    padding: '8px',
  }),
  mixin(BuiltinMixinId.loadingDot, 'LoadingDotStyle', {
    width: '10px',
    height: '10px',
    'border-radius': '50%',
    'background-color': '${color-primary}',
    animation: `${LOADING_KEYFRAMES_NAME} 1.2s infinite ease-in-out both`,
  }),
  mixin(
    BuiltinMixinId.grid,
    'GridStyle',
    {
      display: 'grid',
      'grid-template-columns': 'repeat(2, 1fr)',
      gap: '16px',
      width: '100%',
      'min-height': '120px',
    },
    {},
    { [GALLERY_SMALL_BREAKPOINT_ID]: { default: { 'grid-template-columns': '1fr' } } },
  ),
  mixin(
    BuiltinMixinId.gallery,
    'GridStyle',
    {
      display: 'grid',
      'grid-template-columns': `repeat(${GALLERY_COLUMNS}, 1fr)`,
      'grid-auto-rows': GALLERY_ROW_HEIGHT,
      gap: GALLERY_GAP,
      width: '100%',
    },
    {},
    {
      [GALLERY_SMALL_BREAKPOINT_ID]: {
        default: { 'grid-template-columns': `repeat(${GALLERY_SMALL_COLUMNS}, 1fr)` },
      },
    },
  ),
  mixin(BuiltinMixinId.gridImage, 'GridImageStyle', {
    display: 'block',
    width: '100%',
    height: '100%',
    'object-fit': 'cover',
    'background-color': '${color-border}',
  }),
  mixin(BuiltinMixinId.lightboxGallery, 'LightboxGalleryStyle', {
    position: 'relative',
    width: '100%',
    cursor: 'pointer',
  }),
  mixin(BuiltinMixinId.lightboxWrap, 'LightboxWrapStyle', {
    position: 'fixed',
    top: '0',
    left: '0',
    width: '100vw',
    height: '100vh',
    display: 'flex',
    'align-items': 'center',
    'justify-content': 'center',
    'background-color': LIGHTBOX_OVERLAY_COLOR,
    cursor: 'default',
    'z-index': '1000',
  }),
  mixin(BuiltinMixinId.lightboxContent, 'LightboxContentStyle', {
    position: 'relative',
    display: 'flex',
    'align-items': 'center',
    'justify-content': 'center',
    'max-width': '90vw',
    'max-height': '85vh',
  }),
  mixin(BuiltinMixinId.lightboxIconWrap, 'LightboxIconWrapStyle', {
    position: 'absolute',
    top: '16px',
    right: '16px',
    display: 'flex',
    'flex-direction': 'row',
    gap: '16px',
    'z-index': '1',
  }),
  mixin(
    BuiltinMixinId.imageNav,
    'ImageNavStyle',
    {
      position: 'absolute',
      top: '50%',
      transform: 'translateY(-50%)',
      width: '48px',
      height: '48px',
      display: 'flex',
      'align-items': 'center',
      'justify-content': 'center',
      padding: '0',
      border: 'none',
      'border-radius': '50%',
      'background-color': 'transparent',
      color: '#ffffff',
      'font-size': '32px',
      cursor: 'pointer',
      'user-select': 'none',
    },
    { ':hover': { 'background-color': 'rgba(255, 255, 255, 0.12)' } },
  ),
  // A native select: keyboard and screen readers for free; colours from the theme.
  mixin(
    BuiltinMixinId.languageSelect,
    'LanguageSelect',
    {
      margin: '0 8px',
      padding: '6px 10px',
      border: '1px solid ${color-field-border}',
      'border-radius': '6px',
      // Its options' list takes these colours too, so it reads on a dark theme.
      'background-color': '${color-field}',
      color: '${color-text}',
      'font-family': '${font-text}',
      'font-size': '${size-text}',
      cursor: 'pointer',
    },
    { ':focus': { outline: '2px solid ${color-focus}', 'outline-offset': '1px' } },
  ),
]

/** The built-in mixins, by id. Copy one before storing it in a site. */
export const builtinMixins: Record<string, StyleMixin> = Object.fromEntries(
  definitions.map((m) => [m.id, m]),
)

export const builtinMixinIds: readonly string[] = definitions.map((m) => m.id)

export function isBuiltinMixin(id: string): boolean {
  return Object.hasOwn(builtinMixins, id)
}

/** A copy of a built-in mixin, ready to put into `context.styles`. */
export function builtinMixin(id: string): StyleMixin | undefined {
  const found = builtinMixins[id]
  return found === undefined ? undefined : structuredClone(found)
}
