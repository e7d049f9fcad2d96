import { nextId } from '../ids/ids.js'
import type { Behavior, BehaviorCallArgs } from '../types/behavior.js'
import type {
  Component,
  ComponentEvent,
  ComponentInput,
  ComponentState,
  EditorEvent,
  EditorEventName,
  EventBehaviorCall,
  Tag,
} from '../types/component.js'
import type { CollectionList } from '../types/collection.js'
import type { SiteContext } from '../types/site.js'
import type { BreakpointStyles, GlobalStyle, StyleMixin } from '../types/style.js'
import { BuiltinBehaviorId, builtinBehavior, EditorBehaviorId } from './behaviors.js'
import {
  CONTACT_FORM_MAX_WIDTH,
  CONTACT_FORM_MIN_WIDTH,
  FLEX_DEFAULT_VALUE,
  LOADING_DOT_COUNT,
  LOADING_DOT_DELAY,
  LOADING_GLOBAL_STYLE,
  LOADING_GLOBAL_STYLE_NAME,
  TEXTAREA_ROWS,
  VIDEO_HEIGHT,
  VIDEO_WIDTH,
} from './constants.js'
import { builtinMixin, BuiltinMixinId } from './mixins.js'

/*
 * Built-in components: templates for the blocks of the New menu (editor.md section 2). A page
 * never holds a `global-c-*` id: inserting a block copies its template with fresh site ids.
 */

export const BUILTIN_COMPONENT_PREFIX = 'global-c-'

/** Stands for the id another node of the same template gets when it is instantiated. */
export interface TemplateRef {
  $ref: string
}

export function ref(key: string): TemplateRef {
  return { $ref: key }
}

export function isTemplateRef(value: unknown): value is TemplateRef {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { $ref?: unknown }).$ref === 'string'
  )
}

/** One node of a built-in template. Event args may hold `ref(key)` for ids inside the subtree. */
export interface ComponentTemplate {
  name: string
  tag: Tag
  /** Lets event args of this subtree refer to this node's future id. */
  key?: string
  role?: string
  content?: string
  /** The component's own styles (`style.custom`). */
  style?: BreakpointStyles
  mixins?: string[]
  state?: ComponentState
  inputs?: Record<string, ComponentInput>
  events?: Record<string, ComponentEvent>
  editorEvents?: Partial<Record<EditorEventName, EditorEvent>>
  children?: ComponentTemplate[]
  /** Makes the component a collection list (its first child the item design). */
  list?: CollectionList
}

export interface BuiltinComponent extends ComponentTemplate {
  id: string
}

// --- Template helpers ---

function input(name: string, defaultValue: unknown, attr = true): ComponentInput {
  const type =
    typeof defaultValue === 'number'
      ? 'number'
      : typeof defaultValue === 'boolean'
        ? 'boolean'
        : 'string'
  return { name, type, attr, default: defaultValue }
}

function inputs(...list: ComponentInput[]): Record<string, ComponentInput> {
  return Object.fromEntries(list.map((i) => [i.name, i]))
}

function call(behaviorId: string, args?: BehaviorCallArgs): EventBehaviorCall {
  return args === undefined ? { behaviorId } : { behaviorId, args }
}

function on(name: string, ...behaviors: EventBehaviorCall[]): Record<string, ComponentEvent> {
  return { [name]: { name, behaviors } }
}

function editorOn(
  entries: Array<[EditorEventName, string]>,
): Partial<Record<EditorEventName, EditorEvent>> {
  return Object.fromEntries(
    entries.map(([name, behaviorId]) => [name, { name, behaviors: [{ behaviorId }] }]),
  )
}

function styles(base: Record<string, string>, other: BreakpointStyles = {}): BreakpointStyles {
  return { 'breakpoint-1': { default: base }, ...other }
}

function events(...maps: Array<Record<string, ComponentEvent>>): Record<string, ComponentEvent> {
  const result: Record<string, ComponentEvent> = {}
  for (const map of maps) {
    for (const [name, event] of Object.entries(map)) {
      const existing = result[name]
      if (existing) existing.behaviors.push(...event.behaviors)
      else result[name] = event
    }
  }
  return result
}

const builtinId = (name: string) => `${BUILTIN_COMPONENT_PREFIX}${name}`

// Inline SVG used for icons and the default SVG block.
const svgIcon = (path: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${path}</svg>`

// --- Templates ---

const containerHorizontal: ComponentTemplate = {
  name: 'ContainerHorizontal',
  tag: 'div',
  mixins: [BuiltinMixinId.containerHorizontal],
}

const containerVertical: ComponentTemplate = {
  name: 'ContainerVertical',
  tag: 'div',
  mixins: [BuiltinMixinId.containerVertical],
}

/** A grid cell, so a new grid has something to drop into. */
const tempChild: ComponentTemplate = {
  name: 'GridItem',
  tag: 'div',
  mixins: [BuiltinMixinId.containerVertical],
}

const grid: ComponentTemplate = {
  name: 'Grid',
  tag: 'div',
  mixins: [BuiltinMixinId.grid],
  children: [tempChild, tempChild, tempChild, tempChild],
}

const text: ComponentTemplate = {
  name: 'Text',
  tag: 'div',
  content: 'Text',
  mixins: [BuiltinMixinId.text],
}

const headingTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const

const headings: Record<string, ComponentTemplate> = Object.fromEntries(
  headingTags.map((tag, i) => [
    tag,
    { name: tag.toUpperCase(), tag, content: `Heading ${i + 1}`, mixins: [BuiltinMixinId[tag]] },
  ]),
)

const image: ComponentTemplate = {
  name: 'Image',
  tag: 'img',
  mixins: [BuiltinMixinId.image],
  inputs: inputs(input('src', ''), input('alt', '')),
}

const videoSource: ComponentTemplate = {
  name: 'VideoSource',
  tag: 'source',
  inputs: inputs(input('src', ''), input('type', 'video/mp4')),
}

const video: ComponentTemplate = {
  name: 'Video',
  tag: 'video',
  mixins: [BuiltinMixinId.video],
  inputs: inputs(
    input('width', VIDEO_WIDTH),
    input('height', VIDEO_HEIGHT),
    input('controls', true),
    input('autoplay', false),
    input('muted', false),
    input('loop', false),
    input('playsinline', true),
  ),
  children: [videoSource],
}

const videoWrap: ComponentTemplate = {
  name: 'VideoWrap',
  tag: 'div',
  mixins: [BuiltinMixinId.videoWrap],
  children: [video],
}

const captionedImage: ComponentTemplate = {
  name: 'CaptionedImage',
  tag: 'div',
  mixins: [BuiltinMixinId.captionedImage],
  children: [
    { ...image, name: 'Image' },
    { name: 'Caption', tag: 'p', content: 'Image caption', mixins: [BuiltinMixinId.text] },
  ],
}

const backgroundImage: ComponentTemplate = {
  name: 'BackgroundImage',
  tag: 'div',
  mixins: [BuiltinMixinId.backgroundImage],
}

const svg: ComponentTemplate = {
  name: 'Svg',
  tag: 'svg',
  mixins: [BuiltinMixinId.svg],
  content: svgIcon('<circle cx="12" cy="12" r="9"/><path d="M8 12l3 3 5-6"/>'),
}

const link: ComponentTemplate = {
  name: 'Link',
  tag: 'a',
  content: 'Link',
  mixins: [BuiltinMixinId.link],
  inputs: inputs(input('href', ''), input('target', '')),
}

const button: ComponentTemplate = {
  name: 'Button',
  tag: 'button',
  content: 'Button',
  mixins: [BuiltinMixinId.button],
  inputs: inputs(input('type', 'button')),
}

const navMenuItem: ComponentTemplate = {
  name: 'NavMenuItem',
  tag: 'a',
  content: 'Page',
  mixins: [BuiltinMixinId.navMenuItem],
  inputs: inputs(input('href', '')),
  editorEvents: editorOn([['OnSelfAdded', EditorBehaviorId.navItem]]),
}

/** Starts empty: the editor fills it with one item per page and keeps it in sync. */
const navMenu: ComponentTemplate = {
  name: 'NavMenu',
  tag: 'div',
  role: 'navigation',
  mixins: [BuiltinMixinId.navMenu],
  editorEvents: editorOn([
    ['OnSelfAdded', EditorBehaviorId.navAddChildren],
    ['OnPageAdd', EditorBehaviorId.navAddChildren],
    ['OnPageRemove', EditorBehaviorId.navRemoveChildren],
    ['OnPageChange', EditorBehaviorId.navChangeChildren],
  ]),
}

const listItem: ComponentTemplate = {
  name: 'ListItem',
  tag: 'li',
  content: 'List item',
  mixins: [BuiltinMixinId.listItem],
}

const unorderedList: ComponentTemplate = {
  name: 'UnorderedList',
  tag: 'ul',
  mixins: [BuiltinMixinId.list],
  children: [listItem, listItem, listItem],
}

const orderedList: ComponentTemplate = {
  name: 'OrderedList',
  tag: 'ol',
  mixins: [BuiltinMixinId.list],
  children: [listItem, listItem, listItem],
}

const headerLogo: ComponentTemplate = {
  name: 'HeaderLogo',
  tag: 'img',
  mixins: [BuiltinMixinId.image],
  style: styles({ width: 'auto', height: '40px' }),
  inputs: inputs(input('src', ''), input('alt', 'Logo')),
}

const headerLogoLink: ComponentTemplate = {
  name: 'HeaderLogoLink',
  tag: 'a',
  style: styles({ display: 'flex', 'align-items': 'center', cursor: 'pointer' }),
  inputs: inputs(input('href', '')),
  events: on('click', call(BuiltinBehaviorId.homeLink)),
  children: [headerLogo],
}

const headerNavMenu: ComponentTemplate = { ...navMenu, name: 'HeaderNavMenu' }

const header: ComponentTemplate = {
  name: 'Header',
  tag: 'header',
  mixins: [BuiltinMixinId.header],
  children: [headerLogoLink, headerNavMenu],
}

const footer: ComponentTemplate = {
  name: 'Footer',
  tag: 'footer',
  mixins: [BuiltinMixinId.footer],
  children: [{ name: 'Copyright', tag: 'div', content: '© Your Company' }],
}

const dividerHorizontal: ComponentTemplate = {
  name: 'DividerHorizontal',
  tag: 'div',
  mixins: [BuiltinMixinId.dividerHorizontal],
}

const dividerVertical: ComponentTemplate = {
  name: 'DividerVertical',
  tag: 'div',
  mixins: [BuiltinMixinId.dividerVertical],
}

const viewCounter: ComponentTemplate = {
  name: 'ViewCounter',
  tag: 'div',
  content: '0',
  mixins: [BuiltinMixinId.text],
  events: on('appear', call(BuiltinBehaviorId.viewCounter)),
}

const inputField: ComponentTemplate = {
  name: 'Input',
  tag: 'input',
  mixins: [BuiltinMixinId.input],
  inputs: inputs(input('type', 'text'), input('name', ''), input('placeholder', '')),
}

const textarea: ComponentTemplate = {
  name: 'Textarea',
  tag: 'textarea',
  mixins: [BuiltinMixinId.textarea],
  inputs: inputs(input('name', ''), input('placeholder', ''), input('rows', TEXTAREA_ROWS)),
}

const label: ComponentTemplate = {
  name: 'Label',
  tag: 'label',
  content: 'Label',
  mixins: [BuiltinMixinId.label],
  inputs: inputs(input('for', '')),
}

/** Three dots; the staggered delays make them pulse in turn. */
const loading: ComponentTemplate = {
  name: 'Loading',
  tag: 'div',
  mixins: [BuiltinMixinId.loading],
  editorEvents: editorOn([['OnSelfAdded', EditorBehaviorId.setupLoader]]),
  children: Array.from({ length: LOADING_DOT_COUNT }, (_, i) => ({
    name: 'LoadingDot',
    tag: 'div' as const,
    mixins: [BuiltinMixinId.loadingDot],
    style: styles({ 'animation-delay': `${Math.round(i * LOADING_DOT_DELAY * 10) / 10}s` }),
  })),
}

const GALLERY_IMAGE_COUNT = 6

const galleryImage: ComponentTemplate = {
  name: 'GalleryImage',
  tag: 'img',
  mixins: [BuiltinMixinId.gridImage],
  inputs: inputs(input('src', ''), input('alt', '')),
}

/** A lightbox gallery's image: focusable, opened by a click or by Enter. */
const openingImage = (index: number): ComponentTemplate => {
  const show = (onKey?: string) =>
    call(BuiltinBehaviorId.showLightbox, {
      imageIndex: String(index),
      lightboxId: ref('lightbox'),
      loaderId: ref('lightboxLoader'),
      ...(onKey === undefined ? {} : { onKey }),
    })
  return {
    ...galleryImage,
    inputs: inputs(input('src', ''), input('alt', ''), input('tabindex', '0')),
    events: events(on('click', show()), on('keydown', show('Enter'))),
  }
}

const gallery: ComponentTemplate = {
  name: 'ImageGallery',
  tag: 'div',
  mixins: [BuiltinMixinId.gallery],
  children: Array.from({ length: GALLERY_IMAGE_COUNT }, () => galleryImage),
}

const iconStyle = styles({
  width: '32px',
  height: '32px',
  padding: '0',
  border: 'none',
  'background-color': 'transparent',
  color: '#ffffff',
  cursor: 'pointer',
})

/** A button named for screen readers (its content is an icon). */
const iconButton = (label: string) => inputs(input('type', 'button'), input('aria-label', label))

/**
 * The overlay: hidden until a gallery image is clicked. It keeps the image list and the current
 * index in its state, so it is also the `navDataId` of the navigation behaviours.
 */
const lightbox: ComponentTemplate = {
  name: 'Lightbox',
  tag: 'div',
  key: 'lightbox',
  role: 'dialog',
  mixins: [BuiltinMixinId.lightboxWrap],
  state: { hide: true },
  inputs: inputs(input('aria-modal', 'true'), input('aria-label', 'Image viewer')),
  events: events(
    on('click', call(BuiltinBehaviorId.hideLightbox, { lightboxId: ref('lightbox') })),
    on(
      'keydown',
      call(BuiltinBehaviorId.hideLightbox, { lightboxId: ref('lightbox'), onKey: 'Escape' }),
      call(BuiltinBehaviorId.updateNavIndex, {
        navDataId: ref('lightbox'),
        onKey: 'ArrowLeft',
        increment: -1,
      }),
      call(BuiltinBehaviorId.updateNavIndex, {
        navDataId: ref('lightbox'),
        onKey: 'ArrowRight',
        increment: 1,
      }),
    ),
  ),
  children: [
    {
      name: 'LightboxContent',
      tag: 'div',
      mixins: [BuiltinMixinId.lightboxContent],
      events: on('click', call(BuiltinBehaviorId.stopClick)),
      children: [
        {
          name: 'LightboxImage',
          tag: 'img',
          key: 'lightboxImage',
          style: styles({
            display: 'block',
            'max-width': '90vw',
            'max-height': '85vh',
            'object-fit': 'contain',
          }),
          inputs: inputs(input('src', ''), input('alt', '')),
          events: on(
            'load',
            call(BuiltinBehaviorId.lightboxImageLoad, { loaderId: ref('lightboxLoader') }),
          ),
        },
        {
          ...loading,
          key: 'lightboxLoader',
          state: { hide: true },
          style: styles({
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
          }),
        },
      ],
    },
    {
      name: 'LightboxIcons',
      tag: 'div',
      mixins: [BuiltinMixinId.lightboxIconWrap],
      events: on('click', call(BuiltinBehaviorId.stopClick)),
      children: [
        {
          name: 'DownloadIcon',
          tag: 'button',
          style: iconStyle,
          inputs: iconButton('Download image'),
          content: svgIcon('<path d="M12 4v11"/><path d="M7 10l5 5 5-5"/><path d="M5 20h14"/>'),
          events: on(
            'click',
            call(BuiltinBehaviorId.downloadImage, { imageId: ref('lightboxImage') }),
          ),
        },
        {
          name: 'CloseIcon',
          tag: 'button',
          style: iconStyle,
          inputs: iconButton('Close'),
          content: svgIcon('<path d="M6 6l12 12"/><path d="M18 6L6 18"/>'),
          events: on(
            'click',
            call(BuiltinBehaviorId.hideLightbox, { lightboxId: ref('lightbox') }),
          ),
        },
      ],
    },
    {
      name: 'PreviousImage',
      tag: 'button',
      mixins: [BuiltinMixinId.imageNav],
      inputs: iconButton('Previous image'),
      style: styles({ left: '16px' }),
      content: svgIcon('<path d="M15 5l-7 7 7 7"/>'),
      events: on(
        'click',
        call(BuiltinBehaviorId.stopClick),
        call(BuiltinBehaviorId.updateNavIndex, { navDataId: ref('lightbox'), increment: -1 }),
      ),
    },
    {
      name: 'NextImage',
      tag: 'button',
      mixins: [BuiltinMixinId.imageNav],
      inputs: iconButton('Next image'),
      style: styles({ right: '16px' }),
      content: svgIcon('<path d="M9 5l7 7-7 7"/>'),
      events: on(
        'click',
        call(BuiltinBehaviorId.stopClick),
        call(BuiltinBehaviorId.updateNavIndex, { navDataId: ref('lightbox'), increment: 1 }),
      ),
    },
  ],
}

const lightboxGallery: ComponentTemplate = {
  name: 'LightboxGallery',
  tag: 'div',
  mixins: [BuiltinMixinId.lightboxGallery],
  children: [
    {
      ...gallery,
      children: Array.from({ length: GALLERY_IMAGE_COUNT }, (_, i) => openingImage(i)),
    },
    lightbox,
  ],
}

const clearFormError = on(
  'input',
  call(BuiltinBehaviorId.contactFormClearError, { errorId: ref('error') }),
)

const formError: ComponentTemplate = {
  name: 'FormError',
  tag: 'div',
  key: 'error',
  mixins: [BuiltinMixinId.text],
  style: styles({
    color: '${color-error}',
    'font-size': '14px',
    'min-height': '20px',
    opacity: '0',
    transition: 'opacity 0.25s ease',
  }),
}

function formField(
  key: string,
  name: string,
  fieldName: string,
  placeholder: string,
  type = 'text',
): ComponentTemplate {
  return {
    name,
    tag: 'input',
    key,
    mixins: [BuiltinMixinId.input],
    style: styles({ width: '100%', flex: FLEX_DEFAULT_VALUE }),
    inputs: inputs(
      input('type', type),
      input('name', fieldName),
      input('placeholder', placeholder),
    ),
    events: clearFormError,
  }
}

const submitButton = (content: string): ComponentTemplate => ({
  ...button,
  name: 'SubmitButton',
  key: 'submit',
  content,
  inputs: inputs(input('type', 'submit')),
})

const formStyle = (padding: string) =>
  styles(
    {
      'align-items': 'stretch',
      gap: '16px',
      padding,
      margin: '0 auto',
      'box-sizing': 'border-box',
      'max-width': CONTACT_FORM_MAX_WIDTH,
      'min-width': CONTACT_FORM_MIN_WIDTH,
    },
    { 'breakpoint-4': { default: { 'min-width': '100%' } } },
  )

/**
 * A form wired to a custom data table. `tableName` stays empty until the walkthrough creates
 * or links a table. Children by position: 0 title, 1 email, 2 name, then message (contact form
 * only), error and the submit button.
 */
const contactForm: ComponentTemplate = {
  name: 'ContactForm',
  tag: 'Form',
  mixins: [BuiltinMixinId.containerVertical],
  style: formStyle('24px'),
  events: on(
    'submit',
    call(BuiltinBehaviorId.contactForm, {
      tableName: '',
      emailId: ref('email'),
      messageId: ref('message'),
      nameId: ref('name'),
      errorId: ref('error'),
      apiEmailField: 'email',
      apiMessageField: 'message',
      apiNameField: 'name',
    }),
  ),
  children: [
    { name: 'ContactFormTitle', tag: 'h2', content: 'Get in touch', mixins: [BuiltinMixinId.h2] },
    formField('email', 'Email', 'contact-email', 'Email', 'email'),
    formField('name', 'Name', 'contact-name', 'Name (optional)'),
    {
      ...textarea,
      name: 'Message',
      key: 'message',
      inputs: inputs(
        input('name', 'contact-message'),
        input('placeholder', 'Message'),
        input('rows', TEXTAREA_ROWS),
      ),
      events: clearFormError,
    },
    formError,
    submitButton('Send'),
  ],
}

const mailingList: ComponentTemplate = {
  name: 'MailingList',
  tag: 'Form',
  mixins: [BuiltinMixinId.containerVertical],
  style: formStyle('16px'),
  events: on(
    'submit',
    call(BuiltinBehaviorId.mailingList, {
      tableName: '',
      emailId: ref('email'),
      nameId: ref('name'),
      errorId: ref('error'),
      apiEmailField: 'email',
      apiNameField: 'name',
    }),
  ),
  children: [
    {
      name: 'MailingListTitle',
      tag: 'h3',
      content: 'Join our mailing list',
      mixins: [BuiltinMixinId.h3],
    },
    formField('email', 'Email', 'mailing-email', 'Email', 'email'),
    formField('name', 'Name', 'mailing-name', 'Name (optional)'),
    formError,
    submitButton('Subscribe'),
  ],
}

const vueComponent: ComponentTemplate = {
  name: 'VueComponent',
  tag: 'vue',
  inputs: inputs(input('componentName', '', false)),
}

/** Display names of the languages the editor offers (editor.md section 9). */
export const languageNames: Readonly<Record<string, string>> = {
  en: 'English',
  'zh-tw': '中文 (繁體)',
  'zh-cn': '中文 (简体)',
  hi: 'हिन्दी',
  es: 'Español',
  fr: 'Français',
  ar: 'العربية',
  bn: 'বাংলা',
  ru: 'Русский',
  pt: 'Português',
  ur: 'اردو',
  id: 'Bahasa Indonesia',
  de: 'Deutsch',
  ja: '日本語',
  tr: 'Türkçe',
  vi: 'Tiếng Việt',
  ko: '한국어',
}

/**
 * The language switcher: a native select with one option per language of the site (`en` when
 * it has none), so it works with a keyboard and a screen reader as any select does.
 */
export function languageSelectTemplate(languages: readonly string[]): ComponentTemplate {
  const codes = languages.length > 0 ? languages : ['en']
  return {
    name: 'LanguageSelect',
    tag: 'select',
    mixins: [BuiltinMixinId.languageSelect],
    inputs: inputs(input('aria-label', 'Language')),
    events: events(
      // At load, not when it appears: a switch below the fold still picks the visitor's language.
      // Without a match for the browser, the site's default (first) language.
      on('load', call(BuiltinBehaviorId.setupLanguage, { default: codes[0]! })),
      on('input', call(BuiltinBehaviorId.selectLanguage)),
    ),
    children: codes.map((code) => ({
      name: `LanguageOption ${code}`,
      tag: 'option' as const,
      content: languageNames[code] ?? code,
      inputs: inputs(input('value', code), input('lang', code)),
    })),
  }
}

const templates: Record<string, ComponentTemplate> = {
  containerHorizontal,
  containerVertical,
  grid,
  text,
  ...headings,
  image,
  gallery,
  lightboxgallery: lightboxGallery,
  lightbox,
  video,
  videowrap: videoWrap,
  videosource: videoSource,
  captionedImage,
  backgroundImage,
  svg,
  link,
  button,
  navmenu: navMenu,
  navmenuitem: navMenuItem,
  header,
  headerLogo,
  headerLogoLink,
  headerNavMenu,
  footer,
  input: inputField,
  textarea,
  label,
  ul: unorderedList,
  ol: orderedList,
  li: listItem,
  dividerVertical,
  dividerHorizontal,
  contactform: contactForm,
  mailinglist: mailingList,
  loading,
  viewcounter: viewCounter,
  vuecomponent: vueComponent,
  languages: languageSelectTemplate(['en']),
  tempchild: tempChild,
}

/** Every built-in component template, by its `global-c-<name>` id. */
export const builtinComponents: Record<string, BuiltinComponent> = Object.fromEntries(
  Object.entries(templates).map(([name, template]) => [
    builtinId(name),
    { ...template, id: builtinId(name) },
  ]),
)

export const BuiltinComponentId = {
  containerHorizontal: builtinId('containerHorizontal'),
  containerVertical: builtinId('containerVertical'),
  grid: builtinId('grid'),
  text: builtinId('text'),
  h1: builtinId('h1'),
  h2: builtinId('h2'),
  h3: builtinId('h3'),
  h4: builtinId('h4'),
  h5: builtinId('h5'),
  h6: builtinId('h6'),
  image: builtinId('image'),
  gallery: builtinId('gallery'),
  lightboxGallery: builtinId('lightboxgallery'),
  lightbox: builtinId('lightbox'),
  video: builtinId('video'),
  videoWrap: builtinId('videowrap'),
  videoSource: builtinId('videosource'),
  captionedImage: builtinId('captionedImage'),
  backgroundImage: builtinId('backgroundImage'),
  svg: builtinId('svg'),
  link: builtinId('link'),
  button: builtinId('button'),
  navMenu: builtinId('navmenu'),
  navMenuItem: builtinId('navmenuitem'),
  header: builtinId('header'),
  headerLogo: builtinId('headerLogo'),
  headerLogoLink: builtinId('headerLogoLink'),
  headerNavMenu: builtinId('headerNavMenu'),
  footer: builtinId('footer'),
  input: builtinId('input'),
  textarea: builtinId('textarea'),
  label: builtinId('label'),
  ul: builtinId('ul'),
  ol: builtinId('ol'),
  li: builtinId('li'),
  dividerVertical: builtinId('dividerVertical'),
  dividerHorizontal: builtinId('dividerHorizontal'),
  contactForm: builtinId('contactform'),
  mailingList: builtinId('mailinglist'),
  loading: builtinId('loading'),
  viewCounter: builtinId('viewcounter'),
  vueComponent: builtinId('vuecomponent'),
  languages: builtinId('languages'),
  tempChild: builtinId('tempchild'),
} as const

export function isBuiltinComponent(id: string): boolean {
  return Object.hasOwn(builtinComponents, id)
}

/** Who sees a New-menu block (editor.md sections 2 and 6). */
export type NewMenuRequirement = 'apiSite' | 'multipleLanguages' | 'admin'

export interface NewMenuBlock {
  id: string
  column: 'left' | 'right'
  requires?: NewMenuRequirement
}

/** The New menu, column by column, in display order. */
export const newMenuBlocks: readonly NewMenuBlock[] = [
  { id: BuiltinComponentId.containerHorizontal, column: 'left' },
  { id: BuiltinComponentId.containerVertical, column: 'left' },
  { id: BuiltinComponentId.grid, column: 'left' },
  { id: BuiltinComponentId.image, column: 'left' },
  { id: BuiltinComponentId.video, column: 'left' },
  { id: BuiltinComponentId.captionedImage, column: 'left' },
  { id: BuiltinComponentId.backgroundImage, column: 'left' },
  { id: BuiltinComponentId.svg, column: 'left' },
  { id: BuiltinComponentId.link, column: 'left' },
  { id: BuiltinComponentId.button, column: 'left' },
  { id: BuiltinComponentId.navMenu, column: 'left' },
  { id: BuiltinComponentId.ul, column: 'left' },
  { id: BuiltinComponentId.header, column: 'left' },
  { id: BuiltinComponentId.footer, column: 'left' },
  { id: BuiltinComponentId.dividerHorizontal, column: 'left' },
  { id: BuiltinComponentId.viewCounter, column: 'left', requires: 'apiSite' },
  { id: BuiltinComponentId.languages, column: 'left', requires: 'multipleLanguages' },
  { id: BuiltinComponentId.text, column: 'right' },
  { id: BuiltinComponentId.h1, column: 'right' },
  { id: BuiltinComponentId.h2, column: 'right' },
  { id: BuiltinComponentId.h3, column: 'right' },
  { id: BuiltinComponentId.h4, column: 'right' },
  { id: BuiltinComponentId.h5, column: 'right' },
  { id: BuiltinComponentId.h6, column: 'right' },
  { id: BuiltinComponentId.ol, column: 'right' },
  { id: BuiltinComponentId.input, column: 'right' },
  { id: BuiltinComponentId.textarea, column: 'right' },
  { id: BuiltinComponentId.label, column: 'right' },
  { id: BuiltinComponentId.dividerVertical, column: 'right' },
  { id: BuiltinComponentId.gallery, column: 'right' },
  { id: BuiltinComponentId.lightboxGallery, column: 'right' },
  { id: BuiltinComponentId.contactForm, column: 'right', requires: 'apiSite' },
  { id: BuiltinComponentId.mailingList, column: 'right', requires: 'apiSite' },
  { id: BuiltinComponentId.vueComponent, column: 'right', requires: 'admin' },
]

export interface NewMenuViewer {
  apiSite: boolean
  /** The number of languages the site has translations for. */
  languageCount: number
  admin: boolean
}

/** The New-menu blocks a given user sees for a given site. */
export function visibleNewMenuBlocks(viewer: NewMenuViewer): NewMenuBlock[] {
  const allowed: Record<NewMenuRequirement, boolean> = {
    apiSite: viewer.apiSite,
    multipleLanguages: viewer.languageCount > 1,
    admin: viewer.admin,
  }
  return newMenuBlocks.filter((block) => block.requires === undefined || allowed[block.requires])
}

// --- Instantiation ---

export interface BuiltinInstance {
  /** The new subtree; its root's `parentId` is the given parent. */
  component: Component
  /** Copies of the built-in mixins the subtree uses, in first-use order. */
  mixins: StyleMixin[]
  /** Copies of the storable built-in behaviours its `events` use, in first-use order. */
  behaviors: Behavior[]
  /** Global styles the subtree needs (the loading dots' keyframes), by name. */
  globalStyles: Record<string, GlobalStyle>
}

/** The template for a built-in id; the language switcher is built from the site's languages. */
export function builtinTemplate(context: SiteContext, id: string): ComponentTemplate | undefined {
  if (id === BuiltinComponentId.languages) {
    return languageSelectTemplate(Object.keys(context.i18n ?? {}))
  }
  return builtinComponents[id]
}

/**
 * A fresh copy of a built-in component with new ids from `context.nextId` (parents before
 * children), plus the built-in mixins and behaviours it references so the caller can copy
 * those it lacks into the site. Mutates `context.nextId` only.
 */
export function instantiateBuiltin(
  context: SiteContext,
  id: string,
  parentId?: string,
): BuiltinInstance {
  const template = builtinTemplate(context, id)
  if (template === undefined) throw new Error(`Unknown built-in component ${id}`)
  return instantiateTemplate(context, template, parentId, id)
}

/**
 * A fresh copy of any template made of built-in parts (a collection list's design), as
 * `instantiateBuiltin` makes one; `id` names it in errors.
 */
export function instantiateTemplate(
  context: SiteContext,
  template: ComponentTemplate,
  parentId?: string,
  id: string = template.name,
): BuiltinInstance {
  const keyIds = new Map<string, string>()
  const mixinIds: string[] = []
  const behaviorIds: string[] = []
  const addOnce = (list: string[], value: string) => {
    if (!list.includes(value)) list.push(value)
  }

  // First pass: ids and plain fields. Event args are resolved once every key has its id.
  const pending: Array<{ component: Component; events: Record<string, ComponentEvent> }> = []
  const build = (node: ComponentTemplate, parent: string | undefined): Component => {
    const component: Component = {
      id: nextId(context, 'c'),
      name: node.name,
      tag: node.tag,
      style: { custom: structuredClone(node.style ?? {}) },
    }
    if (node.key !== undefined) {
      if (keyIds.has(node.key)) throw new Error(`Duplicate template key ${node.key} in ${id}`)
      keyIds.set(node.key, component.id)
    }
    if (parent !== undefined) component.parentId = parent
    if (node.role !== undefined) component.role = node.role
    if (node.content !== undefined) component.content = node.content
    if (node.mixins !== undefined) {
      component.style.mixins = [...node.mixins]
      node.mixins.forEach((mixinId) => addOnce(mixinIds, mixinId))
    }
    if (node.state !== undefined) component.state = structuredClone(node.state)
    if (node.inputs !== undefined) component.inputs = structuredClone(node.inputs)
    if (node.events !== undefined) pending.push({ component, events: node.events })
    if (node.editorEvents !== undefined) component.editorEvents = structuredClone(node.editorEvents)
    if (node.list !== undefined) component.list = structuredClone(node.list)
    if (node.children !== undefined && node.children.length > 0) {
      component.children = node.children.map((child) => build(child, component.id))
    }
    return component
  }
  const component = build(template, parentId)

  const resolve = (value: unknown): unknown => {
    if (!isTemplateRef(value)) return structuredClone(value)
    const resolved = keyIds.get(value.$ref)
    if (resolved === undefined) throw new Error(`Unknown template key ${value.$ref} in ${id}`)
    return resolved
  }
  for (const { component: target, events: templateEvents } of pending) {
    target.events = Object.fromEntries(
      Object.entries(templateEvents).map(([name, event]) => {
        const copy: ComponentEvent = {
          name: event.name,
          behaviors: event.behaviors.map((b) => {
            addOnce(behaviorIds, b.behaviorId)
            if (b.args === undefined) return { behaviorId: b.behaviorId }
            const args = Object.fromEntries(
              Object.entries(b.args).map(([argName, value]) => [argName, resolve(value)]),
            )
            return { behaviorId: b.behaviorId, args }
          }),
        }
        if (event.eventParams !== undefined) copy.eventParams = structuredClone(event.eventParams)
        return [name, copy]
      }),
    )
  }

  const mixins = mixinIds.map((mixinId) => {
    const found = builtinMixin(mixinId)
    if (found === undefined) throw new Error(`Unknown built-in mixin ${mixinId} in ${id}`)
    return found
  })
  const behaviors = behaviorIds.map((behaviorId) => {
    const found = builtinBehavior(behaviorId)
    if (found === undefined) throw new Error(`Unknown built-in behavior ${behaviorId} in ${id}`)
    return found
  })
  const globalStyles: Record<string, GlobalStyle> = mixinIds.includes(BuiltinMixinId.loadingDot)
    ? { [LOADING_GLOBAL_STYLE_NAME]: { style: LOADING_GLOBAL_STYLE } }
    : {}

  return { component, mixins, behaviors, globalStyles }
}
