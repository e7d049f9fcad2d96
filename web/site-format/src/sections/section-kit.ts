import { BuiltinComponentId } from '../builtins/components.js'
import { BuiltinMixinId } from '../builtins/mixins.js'
import { buttonLink, heading, paragraph, type LinkSpec } from '../templates/sections.js'
import type { Palette } from '../templates/sections.js'
import type {
  Bilingual,
  NodeSpec,
  Responsive,
  TemplateBuilder,
} from '../templates/template-builder.js'
import { themeRef } from './section-theme.js'

/** The categories of the sections library, in the order the New menu lists them. */
export const SECTION_CATEGORIES = [
  'headers',
  'heroes',
  'features',
  'galleries',
  'testimonials',
  'pricing',
  'faq',
  'team',
  'collections',
  'cta',
  'contact',
  'footers',
] as const

export type SectionCategory = (typeof SECTION_CATEGORIES)[number]

/** The two languages every section's texts come in. */
export type SectionLanguage = 'en' | 'zh-tw'

/** What a section is drawn with. */
export interface SectionKit {
  b: TemplateBuilder
  p: Palette
  /** The language of texts that cannot be translated (picture labels). */
  lang: SectionLanguage
}

export interface SectionDef {
  /** Stable id, also the prefix of the section's translation keys. */
  id: string
  category: SectionCategory
  /** The form inside, whose walkthrough opens on a server site. */
  form?: 'contactForm' | 'mailingList'
  build(kit: SectionKit): NodeSpec
}

export const t = (en: string, zh: string): Bilingual => ({ en, zh })

export const CONTENT_WIDTH = '1120px'
const v = themeRef

/** Padding of a band at each width, from the spacing variables. */
export const BAND_PADDING: Responsive = {
  base: { padding: `${v('space-section')} ${v('space-gutter')}` },
  small: { padding: `calc(${v('space-section')} * 0.72) calc(${v('space-gutter')} * 0.75)` },
  mobile: { padding: `calc(${v('space-section')} * 0.55) calc(${v('space-gutter')} * 0.625)` },
}

export type Tone = 'page' | 'band' | 'hero'

export function toneColors(p: Palette, tone: Tone) {
  return tone === 'hero'
    ? { background: p.heroBg, title: p.heroText, text: p.heroMuted, muted: p.heroMuted }
    : {
        background: tone === 'band' ? p.band : p.page,
        title: p.title,
        text: p.text,
        muted: p.muted,
      }
}

/** A full-width band with its content centred at the content width. */
export function band(
  k: SectionKit,
  options: { name: string; tone: Tone; center?: boolean; inner?: Responsive },
  children: NodeSpec[],
): NodeSpec {
  const { b, p } = k
  const colors = toneColors(p, options.tone)
  return b.el(
    'div',
    {
      name: options.name,
      style: {
        base: {
          width: '100%',
          'box-sizing': 'border-box',
          'background-color': colors.background,
          color: colors.text,
          'font-family': p.textFont,
          ...BAND_PADDING.base,
        },
        small: BAND_PADDING.small,
        mobile: BAND_PADDING.mobile,
      },
    },
    [
      b.el(
        'div',
        {
          name: `${options.name}Inner`,
          style: {
            base: {
              display: 'flex',
              'flex-direction': 'column',
              gap: v('space-gap'),
              width: '100%',
              'max-width': CONTENT_WIDTH,
              margin: '0 auto',
              ...(options.center ? { 'align-items': 'center', 'text-align': 'center' } : {}),
              ...options.inner?.base,
            },
            tablet: options.inner?.tablet,
            small: options.inner?.small,
            mobile: options.inner?.mobile,
          },
        },
        children,
      ),
    ],
  )
}

/** Eyebrow, title and lead of a section, coloured for its tone. */
export function titleBlock(
  k: SectionKit,
  tone: Tone,
  content: { eyebrow?: Bilingual; title: Bilingual; lead?: Bilingual },
  options: { level?: 1 | 2; center?: boolean } = {},
): NodeSpec[] {
  const { b, p } = k
  const colors = toneColors(p, tone)
  const center: Record<string, string> = options.center
    ? { margin: '0 auto', 'text-align': 'center' }
    : {}
  return [
    ...(content.eyebrow
      ? [
          line(k, content.eyebrow, {
            name: 'Eyebrow',
            color: tone === 'hero' ? p.heroMuted : (p.accentText ?? p.accent),
            size: '14px',
            weight: '700',
            style: {
              base: { 'letter-spacing': '0.12em', 'text-transform': 'uppercase', ...center },
            },
          }),
        ]
      : []),
    heading(b, options.level ?? 2, p, content.title, {
      base: { color: colors.title, 'font-family': p.titleFont, 'max-width': '760px', ...center },
    }),
    ...(content.lead
      ? [
          paragraph(b, p, content.lead, {
            base: { color: colors.muted, 'max-width': '680px', ...center },
          }),
        ]
      : []),
  ]
}

/** Buttons in a row that stack on phones. */
export function actions(
  k: SectionKit,
  tone: Tone,
  primary: LinkSpec,
  secondary?: LinkSpec,
  center = false,
): NodeSpec {
  const { b, p } = k
  const buttons = [buttonLink(b, p, primary)]
  if (secondary) buttons.push(buttonLink(b, p, secondary, 'outline', tone === 'hero'))
  return b.el(
    'div',
    {
      name: 'Actions',
      style: {
        base: {
          display: 'flex',
          'flex-wrap': 'wrap',
          gap: '16px',
          'margin-top': '8px',
          ...(center ? { 'justify-content': 'center' } : {}),
        },
        mobile: { 'flex-direction': 'column', width: '100%' },
      },
    },
    buttons,
  )
}

/** A grid that narrows to two columns on tablets and one on phones. */
export function columns(
  k: SectionKit,
  name: string,
  count: number,
  children: NodeSpec[],
  /** `phone`: columns kept on narrow screens (1 unless said). */
  options: { gap?: string; phone?: number } = {},
): NodeSpec {
  const repeat = (n: number) => `repeat(${n}, minmax(0, 1fr))`
  return k.b.el(
    'div',
    {
      name,
      style: {
        base: {
          display: 'grid',
          'grid-template-columns': repeat(count),
          gap: options.gap ?? v('space-gap'),
          width: '100%',
          'margin-top': '8px',
        },
        tablet: count > 2 ? { 'grid-template-columns': repeat(2) } : {},
        small: { 'grid-template-columns': repeat(Math.min(count, options.phone ?? 1)) },
        mobile: { 'grid-template-columns': repeat(Math.min(count, options.phone ?? 1)) },
      },
    },
    children,
  )
}

/** A card: surface, border and radius of the theme. */
export function card(
  k: SectionKit,
  children: NodeSpec[],
  options: { name?: string; highlight?: boolean; style?: Responsive } = {},
): NodeSpec {
  const { b, p } = k
  return b.el(
    'div',
    {
      name: options.name ?? 'Card',
      style: {
        base: {
          display: 'flex',
          'flex-direction': 'column',
          gap: '12px',
          padding: '28px',
          'box-sizing': 'border-box',
          'background-color': p.card,
          border: options.highlight
            ? `2px solid ${p.accentText ?? p.accent}`
            : `1px solid ${p.border}`,
          'border-radius': p.radius,
          'min-width': '0',
          ...options.style?.base,
        },
        mobile: { padding: '22px', ...options.style?.mobile },
      },
    },
    children,
  )
}

/** A plain text line in a given colour and size. */
export function line(
  k: SectionKit,
  text: Bilingual,
  options: { name?: string; color?: string; size?: string; weight?: string; style?: Responsive },
): NodeSpec {
  const { b, p } = k
  return b.el('p', {
    name: options.name ?? 'Text',
    mixins: [BuiltinMixinId.text],
    text,
    style: {
      base: {
        margin: '0',
        color: options.color ?? p.text,
        'font-family': p.textFont,
        'font-size': options.size ?? '16px',
        'line-height': '1.6',
        ...(options.weight ? { 'font-weight': options.weight } : {}),
        ...options.style?.base,
      },
      mobile: options.style?.mobile,
    },
  })
}

/** A small heading inside a card or column. */
export function cardTitle(k: SectionKit, text: Bilingual, color?: string): NodeSpec {
  const { b, p } = k
  return heading(b, 3, p, text, {
    base: { 'font-size': '21px', color: color ?? p.title, 'font-family': p.titleFont },
    small: { 'font-size': '20px' },
    mobile: { 'font-size': '19px' },
  })
}

export type ArtKind = 'landscape' | 'portrait' | 'square' | 'avatar' | 'wide'

const ART_RATIO: Record<ArtKind, string> = {
  landscape: '4 / 3',
  portrait: '3 / 4',
  square: '1 / 1',
  avatar: '1 / 1',
  wide: '16 / 7',
}

/*
 * Placeholder pictures: shapes in the current colour at several strengths over the band colour,
 * so they take the theme's colours and read as "a picture goes here" until one is chosen.
 */
const SCENE =
  '<rect width="400" height="400" fill="currentColor" opacity=".1"/><circle cx="290" cy="120" r="36" fill="currentColor" opacity=".4"/><path d="M0 400V290l110-110 90 90 60-60 140 140v50z" fill="currentColor" opacity=".55"/><path d="M0 400v-60l80-70 120 130z" fill="currentColor" opacity=".8"/>'
const PERSON =
  '<rect width="400" height="400" fill="currentColor" opacity=".1"/><circle cx="200" cy="160" r="70" fill="currentColor" opacity=".55"/><path d="M70 400c0-80 58-140 130-140s130 60 130 140z" fill="currentColor" opacity=".55"/>'

function artSvg(kind: ArtKind): string {
  const box: Record<ArtKind, string> = {
    landscape: '0 25 400 300',
    portrait: '50 0 300 400',
    square: '0 0 400 400',
    avatar: '0 0 400 400',
    wide: '0 112 400 175',
  }
  const body = kind === 'avatar' || kind === 'portrait' ? PERSON : SCENE
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box[kind]}" preserveAspectRatio="xMidYMid slice">${body}</svg>`
}

/** A placeholder picture, named for screen readers, in the theme's colours. */
export function picture(
  k: SectionKit,
  kind: ArtKind,
  label: Bilingual,
  style: Responsive = {},
): NodeSpec {
  const { b, p, lang } = k
  return b.block(BuiltinComponentId.svg, (art) => {
    art.name = 'Picture'
    art.content = artSvg(kind)
    art.role = 'img'
    art.inputs = {
      'aria-label': {
        name: 'aria-label',
        type: 'string',
        attr: true,
        default: '',
        is: lang === 'en' ? label.en : label.zh,
      },
    }
    b.style(art, {
      base: {
        display: 'block',
        width: '100%',
        height: 'auto',
        'aspect-ratio': ART_RATIO[kind],
        color: p.accent,
        'background-color': p.band,
        'border-radius': kind === 'avatar' ? '50%' : p.radius,
        overflow: 'hidden',
        ...style.base,
      },
      small: style.small,
      mobile: style.mobile,
    })
  })
}
