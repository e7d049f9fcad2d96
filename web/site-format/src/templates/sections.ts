import { BuiltinComponentId } from '../builtins/components.js'
import { BuiltinMixinId } from '../builtins/mixins.js'
import type { Bilingual, NodeSpec, Responsive, TemplateBuilder } from './template-builder.js'

/**
 * The sections shipped templates are made of. Each takes the template's palette, so one set of
 * layouts gives six sites that look their own. Colours are chosen for a contrast of at least
 * 4.5:1 between text and its background.
 */
export interface Palette {
  /** Page background. */
  page: string
  /** Alternate section background. */
  band: string
  /** Body text. */
  text: string
  /** Secondary text on `page` and `band`. */
  muted: string
  /** Headings. */
  title: string
  /** Buttons and links; white text on it. */
  accent: string
  accentHover: string
  /** Text on `accent` (white when absent). */
  onAccent?: string
  /** Accent-coloured text (eyebrows, card links) when it differs from `accent`. */
  accentText?: string
  /** The hero and the closing band. */
  heroBg: string
  heroText: string
  heroMuted: string
  /** Card background and border. */
  card: string
  border: string
  /** Corner radius of cards and buttons. */
  radius: string
  titleFont: string
  textFont: string
}

export interface LinkSpec {
  text: Bilingual
  href: string
}

const CONTENT_WIDTH = '1120px'

/** A full-width band with centred content. */
export function section(
  b: TemplateBuilder,
  options: { name: string; background: string; padding?: Responsive; label?: Bilingual },
  children: NodeSpec[],
): NodeSpec {
  return b.el(
    'div',
    {
      name: options.name,
      style: {
        base: {
          width: '100%',
          'background-color': options.background,
          padding: '88px 32px',
          'box-sizing': 'border-box',
          ...options.padding?.base,
        },
        small: { padding: '64px 24px', ...options.padding?.small },
        mobile: { padding: '48px 20px', ...options.padding?.mobile },
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
              gap: '24px',
              width: '100%',
              'max-width': CONTENT_WIDTH,
              margin: '0 auto',
            },
          },
        },
        children,
      ),
    ],
  )
}

export function heading(
  b: TemplateBuilder,
  level: 1 | 2 | 3,
  p: Palette,
  text: Bilingual,
  style: Responsive = {},
): NodeSpec {
  const size = { 1: '56px', 2: '38px', 3: '22px' }[level]
  const small = { 1: '40px', 2: '30px', 3: '20px' }[level]
  const mobile = { 1: '34px', 2: '26px', 3: '20px' }[level]
  const mixin = { 1: BuiltinMixinId.h1, 2: BuiltinMixinId.h2, 3: BuiltinMixinId.h3 }[level]
  return b.el(`h${level}`, {
    name: `H${level}`,
    mixins: [mixin],
    text,
    style: {
      base: {
        'font-size': size,
        'line-height': level === 1 ? '1.1' : '1.2',
        'letter-spacing': level === 1 ? '-0.02em' : '-0.01em',
        color: p.title,
        ...style.base,
      },
      small: { 'font-size': small, ...style.small },
      mobile: { 'font-size': mobile, ...style.mobile },
    },
  })
}

export function paragraph(
  b: TemplateBuilder,
  p: Palette,
  text: Bilingual,
  style: Responsive = {},
): NodeSpec {
  return b.el('p', {
    name: 'Text',
    mixins: [BuiltinMixinId.text],
    text,
    style: {
      base: { color: p.text, 'font-size': '18px', 'line-height': '1.65', ...style.base },
      mobile: { 'font-size': '17px', ...style.mobile },
    },
  })
}

/** A small uppercase label above a heading. */
export function eyebrow(b: TemplateBuilder, color: string, text: Bilingual): NodeSpec {
  return b.el('p', {
    name: 'Eyebrow',
    mixins: [BuiltinMixinId.text],
    text,
    style: {
      base: {
        color,
        'font-size': '14px',
        'font-weight': '700',
        'letter-spacing': '0.12em',
        'text-transform': 'uppercase',
      },
    },
  })
}

/** A link that looks like a button: solid, or outlined on the hero. */
export function buttonLink(
  b: TemplateBuilder,
  p: Palette,
  link: LinkSpec,
  kind: 'solid' | 'outline' = 'solid',
  onDark = false,
): NodeSpec {
  const solid = kind === 'solid'
  const outlineColor = onDark ? p.heroText : p.title
  return b.el('a', {
    name: solid ? 'ButtonLink' : 'SecondaryLink',
    mixins: [BuiltinMixinId.link],
    text: link.text,
    attrs: { href: link.href },
    style: {
      base: {
        display: 'inline-flex',
        'align-items': 'center',
        'justify-content': 'center',
        'min-height': '48px',
        padding: '0 28px',
        'box-sizing': 'border-box',
        'border-radius': p.radius,
        border: `2px solid ${solid ? p.accent : outlineColor}`,
        'background-color': solid ? p.accent : 'transparent',
        color: solid ? (p.onAccent ?? '#ffffff') : outlineColor,
        'font-family': p.textFont,
        'font-size': '17px',
        'font-weight': '700',
        'text-decoration': 'none',
        transition: 'background-color 0.2s, color 0.2s',
      },
      hover: solid
        ? {
            'background-color': p.accentHover,
            'border-color': p.accentHover,
            color: p.onAccent ?? '#ffffff',
          }
        : { 'background-color': outlineColor, color: onDark ? p.heroBg : p.page },
      mobile: { width: '100%' },
    },
  })
}

function buttonRow(b: TemplateBuilder, children: NodeSpec[], center = false): NodeSpec {
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
        mobile: { 'flex-direction': 'column' },
      },
    },
    children,
  )
}

/** Top bar: the site's name (a link home), the nav menu and the language switcher. */
export function siteHeader(
  b: TemplateBuilder,
  p: Palette,
  brand: Bilingual,
  pageNames: Record<string, Bilingual>,
  home: string,
): NodeSpec {
  return b.block(
    BuiltinComponentId.header,
    (header) => {
      header.name = 'Header'
      b.style(header, {
        base: {
          'max-width': CONTENT_WIDTH,
          margin: '0 auto',
          padding: '20px 32px',
          gap: '24px',
          'flex-wrap': 'wrap',
        },
        small: { padding: '16px 24px' },
        mobile: { 'flex-direction': 'column', 'align-items': 'flex-start', gap: '12px' },
      })
    },
    [
      b.el('a', {
        name: 'Brand',
        mixins: [BuiltinMixinId.link],
        text: brand,
        attrs: { href: home },
        style: {
          base: {
            color: p.title,
            'font-family': p.titleFont,
            'font-size': '22px',
            'font-weight': '700',
            'text-decoration': 'none',
            'letter-spacing': '-0.01em',
          },
          hover: { color: p.accent },
        },
      }),
      b.el(
        'div',
        {
          name: 'HeaderEnd',
          style: {
            base: { display: 'flex', 'align-items': 'center', gap: '28px', 'flex-wrap': 'wrap' },
            mobile: { gap: '16px', width: '100%', 'justify-content': 'space-between' },
          },
        },
        [
          b.navMenu(pageNames, {
            menu: { mobile: { 'flex-direction': 'row', gap: '16px' } },
            item: {
              base: {
                color: p.text,
                'font-family': p.textFont,
                'font-size': '16px',
                'font-weight': '600',
                padding: '8px 0',
              },
              hover: { color: p.accent },
            },
          }),
          b.languageSelect(p.text),
        ],
      ),
    ],
  )
}

/** The opening band: eyebrow, title, lead and actions, beside an illustration. */
export function hero(
  b: TemplateBuilder,
  p: Palette,
  content: {
    eyebrow: Bilingual
    title: Bilingual
    lead: Bilingual
    primary: LinkSpec
    secondary?: LinkSpec
    art: string
    artLabel: Bilingual
  },
): NodeSpec {
  const actions = [buttonLink(b, p, content.primary)]
  if (content.secondary) actions.push(buttonLink(b, p, content.secondary, 'outline', true))
  return b.el(
    'div',
    {
      name: 'Hero',
      style: {
        base: {
          width: '100%',
          'background-color': p.heroBg,
          padding: '96px 32px',
          'box-sizing': 'border-box',
        },
        small: { padding: '64px 24px' },
        mobile: { padding: '48px 20px' },
      },
    },
    [
      b.el(
        'div',
        {
          name: 'HeroInner',
          style: {
            base: {
              display: 'grid',
              'grid-template-columns': '1.2fr 1fr',
              'align-items': 'center',
              gap: '56px',
              'max-width': CONTENT_WIDTH,
              margin: '0 auto',
            },
            tablet: { gap: '40px' },
            small: { 'grid-template-columns': '1fr' },
          },
        },
        [
          b.el(
            'div',
            {
              name: 'HeroText',
              style: { base: { display: 'flex', 'flex-direction': 'column', gap: '20px' } },
            },
            [
              eyebrow(b, p.heroMuted, content.eyebrow),
              heading(b, 1, p, content.title, { base: { color: p.heroText } }),
              paragraph(b, p, content.lead, {
                base: { color: p.heroMuted, 'font-size': '20px' },
              }),
              buttonRow(b, actions),
            ],
          ),
          illustration(b, content.art, content.artLabel, p.radius),
        ],
      ),
    ],
  )
}

/** An inline SVG picture, named for screen readers. */
export function illustration(
  b: TemplateBuilder,
  svg: string,
  label: Bilingual,
  radius: string,
): NodeSpec {
  return b.block(BuiltinComponentId.svg, (art) => {
    art.name = 'Illustration'
    art.content = svg
    art.role = 'img'
    art.inputs = {
      'aria-label': {
        name: 'aria-label',
        type: 'string',
        attr: true,
        default: '',
        is: label.en,
      },
    }
    b.style(art, {
      base: {
        width: '100%',
        height: 'auto',
        'aspect-ratio': '4 / 3',
        'border-radius': radius,
        overflow: 'hidden',
      },
      small: { 'max-width': '560px' },
    })
  })
}

/** A grid of cards with an icon or a label, a title and a text. */
export function cardGrid(
  b: TemplateBuilder,
  p: Palette,
  items: Array<{ mark: Bilingual | string; title: Bilingual; text: Bilingual; link?: LinkSpec }>,
  columns = 3,
  /** 2 when the cards come right after the page's h1, so no heading level is skipped. */
  titleLevel: 2 | 3 = 3,
): NodeSpec {
  return b.el(
    'div',
    {
      name: 'Cards',
      mixins: [BuiltinMixinId.grid],
      style: {
        base: {
          display: 'grid',
          'grid-template-columns': `repeat(${columns}, minmax(0, 1fr))`,
          gap: '24px',
          width: '100%',
          'margin-top': '16px',
        },
        tablet: columns > 2 ? { 'grid-template-columns': 'repeat(2, minmax(0, 1fr))' } : {},
        small: { 'grid-template-columns': '1fr' },
      },
    },
    items.map((item) =>
      b.el(
        'div',
        {
          name: 'Card',
          style: {
            base: {
              display: 'flex',
              'flex-direction': 'column',
              gap: '12px',
              padding: '28px',
              'background-color': p.card,
              border: `1px solid ${p.border}`,
              'border-radius': p.radius,
              'box-sizing': 'border-box',
            },
            mobile: { padding: '22px' },
          },
        },
        [
          typeof item.mark === 'string'
            ? b.el(
                'div',
                {
                  name: 'Icon',
                  style: {
                    base: {
                      display: 'flex',
                      'align-items': 'center',
                      'justify-content': 'center',
                      width: '48px',
                      height: '48px',
                      'border-radius': '12px',
                      'background-color': p.band,
                      color: p.accentText ?? p.accent,
                    },
                  },
                },
                [icon(b, item.mark, p.accentText ?? p.accent)],
              )
            : eyebrow(b, p.accentText ?? p.accent, item.mark),
          heading(b, titleLevel, p, item.title, {
            base: { 'font-size': '22px' },
            small: { 'font-size': '20px' },
            mobile: { 'font-size': '20px' },
          }),
          paragraph(b, p, item.text, { base: { 'font-size': '16px', color: p.muted } }),
          ...(item.link
            ? [
                b.el('a', {
                  name: 'CardLink',
                  mixins: [BuiltinMixinId.link],
                  text: item.link.text,
                  attrs: { href: item.link.href },
                  style: {
                    base: {
                      color: p.accentText ?? p.accent,
                      'font-family': p.textFont,
                      'font-weight': '700',
                      'margin-top': 'auto',
                      'padding-top': '4px',
                    },
                    hover: { color: p.accentText === undefined ? p.accentHover : p.title },
                  },
                }),
              ]
            : []),
        ],
      ),
    ),
  )
}

/** A heading block: eyebrow, title and lead. */
export function intro(
  b: TemplateBuilder,
  p: Palette,
  content: { eyebrow: Bilingual; title: Bilingual; lead?: Bilingual },
  level: 1 | 2 = 2,
): NodeSpec[] {
  return [
    eyebrow(b, p.accentText ?? p.accent, content.eyebrow),
    heading(b, level, p, content.title, { base: { 'max-width': '760px' } }),
    ...(content.lead
      ? [paragraph(b, p, content.lead, { base: { color: p.muted, 'max-width': '720px' } })]
      : []),
  ]
}

/** Text beside a list of points. */
export function splitList(
  b: TemplateBuilder,
  p: Palette,
  content: { title: Bilingual; text: Bilingual[]; points: Bilingual[] },
): NodeSpec {
  return b.el(
    'div',
    {
      name: 'Split',
      style: {
        base: {
          display: 'grid',
          'grid-template-columns': '1fr 1fr',
          gap: '56px',
          'align-items': 'start',
        },
        small: { 'grid-template-columns': '1fr', gap: '32px' },
      },
    },
    [
      b.el(
        'div',
        {
          name: 'SplitText',
          style: { base: { display: 'flex', 'flex-direction': 'column', gap: '18px' } },
        },
        [heading(b, 2, p, content.title), ...content.text.map((t) => paragraph(b, p, t))],
      ),
      b.el(
        'ul',
        {
          name: 'Points',
          mixins: [BuiltinMixinId.list],
          style: {
            base: {
              display: 'flex',
              'flex-direction': 'column',
              gap: '14px',
              padding: '28px',
              margin: '0',
              'list-style': 'none',
              'background-color': p.card,
              border: `1px solid ${p.border}`,
              'border-radius': p.radius,
              'font-size': '17px',
            },
          },
        },
        content.points.map((point) =>
          b.el('li', {
            name: 'Point',
            mixins: [BuiltinMixinId.listItem],
            text: point,
            style: {
              base: {
                margin: '0',
                color: p.text,
                'font-family': p.textFont,
                'padding-left': '28px',
                'border-left': `4px solid ${p.accent}`,
              },
            },
          }),
        ),
      ),
    ],
  )
}

/** A quotation with its author. */
export function quote(b: TemplateBuilder, p: Palette, text: Bilingual, who: Bilingual): NodeSpec {
  return b.el(
    'div',
    {
      name: 'Quote',
      style: {
        base: {
          display: 'flex',
          'flex-direction': 'column',
          gap: '16px',
          'max-width': '820px',
          margin: '0 auto',
          'text-align': 'center',
        },
      },
    },
    [
      b.el('p', {
        name: 'QuoteText',
        mixins: [BuiltinMixinId.text],
        text,
        style: {
          base: {
            color: p.title,
            'font-family': p.titleFont,
            'font-size': '30px',
            'line-height': '1.4',
          },
          small: { 'font-size': '24px' },
          mobile: { 'font-size': '21px' },
        },
      }),
      b.el('p', {
        name: 'QuoteAuthor',
        mixins: [BuiltinMixinId.text],
        text: who,
        style: { base: { color: p.muted, 'font-size': '16px', 'font-weight': '700' } },
      }),
    ],
  )
}

/** The closing band: a title, a line and one action. */
export function callToAction(
  b: TemplateBuilder,
  p: Palette,
  content: { title: Bilingual; text: Bilingual; action: LinkSpec },
): NodeSpec {
  return section(b, { name: 'CallToAction', background: p.heroBg }, [
    b.el(
      'div',
      {
        name: 'CallToActionBody',
        style: {
          base: {
            display: 'flex',
            'flex-direction': 'column',
            'align-items': 'center',
            gap: '18px',
            'text-align': 'center',
          },
        },
      },
      [
        heading(b, 2, p, content.title, { base: { color: p.heroText } }),
        paragraph(b, p, content.text, { base: { color: p.heroMuted, 'max-width': '640px' } }),
        buttonRow(b, [buttonLink(b, p, content.action)], true),
      ],
    ),
  ])
}

/** Facts in a row: a big number and what it counts. */
export function stats(b: TemplateBuilder, p: Palette, items: Array<[string, Bilingual]>): NodeSpec {
  return b.el(
    'div',
    {
      name: 'Stats',
      style: {
        base: {
          display: 'grid',
          'grid-template-columns': `repeat(${items.length}, minmax(0, 1fr))`,
          gap: '24px',
        },
        small: { 'grid-template-columns': 'repeat(2, minmax(0, 1fr))' },
      },
    },
    items.map(([figure, label]) =>
      b.el(
        'div',
        {
          name: 'Stat',
          style: {
            base: {
              display: 'flex',
              'flex-direction': 'column',
              gap: '4px',
              'border-top': `3px solid ${p.accent}`,
              'padding-top': '16px',
            },
          },
        },
        [
          b.el('p', {
            name: 'Figure',
            mixins: [BuiltinMixinId.text],
            content: figure,
            style: {
              base: {
                color: p.title,
                'font-family': p.titleFont,
                'font-size': '40px',
                'font-weight': '700',
                'line-height': '1.1',
              },
              mobile: { 'font-size': '32px' },
            },
          }),
          paragraph(b, p, label, { base: { color: p.muted, 'font-size': '15px' } }),
        ],
      ),
    ),
  )
}

/** The footer: the name and a line, links to the pages. */
export function siteFooter(
  b: TemplateBuilder,
  p: Palette,
  content: { line: Bilingual; copyright: Bilingual },
): NodeSpec {
  return b.block(
    BuiltinComponentId.footer,
    (footer) => {
      b.style(footer, {
        base: {
          'flex-direction': 'column',
          gap: '8px',
          padding: '40px 32px',
          'background-color': p.band,
          'border-top': `1px solid ${p.border}`,
          'text-align': 'center',
        },
        mobile: { padding: '32px 20px' },
      })
    },
    [
      paragraph(b, p, content.line, { base: { color: p.text, 'font-size': '16px' } }),
      b.el('p', {
        name: 'Copyright',
        mixins: [BuiltinMixinId.text],
        text: content.copyright,
        style: { base: { color: p.muted, 'font-size': '14px' } },
      }),
    ],
  )
}

/** Theme variables for a palette, so text and blocks added later match. */
export function paletteTheme(p: Palette): Record<string, string> {
  return {
    'color-title': p.title,
    'color-text': p.text,
    'color-link': p.accent,
    'color-link-visited': p.accent,
    'color-primary': p.accent,
    'color-active': p.accentHover,
    'color-button-hover': p.accentHover,
    'color-border': p.border,
    'font-title': p.titleFont,
    'font-text': p.textFont,
  }
}

/** The page root's own look: background and font. */
export function rootStyle(p: Palette): Record<string, string> {
  // At least the window's height, so the footer sits at the bottom of a short page.
  return {
    'background-color': p.page,
    color: p.text,
    'font-family': p.textFont,
    'min-height': '100vh',
  }
}

/** Wraps the header so its band spans the page. */
export function headerBand(b: TemplateBuilder, p: Palette, header: NodeSpec): NodeSpec {
  return b.el(
    'div',
    {
      name: 'HeaderBand',
      style: {
        base: {
          width: '100%',
          'background-color': p.page,
          'border-bottom': `1px solid ${p.border}`,
          position: 'relative',
          'z-index': '10',
        },
      },
    },
    [header],
  )
}

/** A line icon from 24 x 24 path data, hidden from screen readers (its card says it all). */
export function icon(b: TemplateBuilder, paths: string, color: string): NodeSpec {
  return b.block(BuiltinComponentId.svg, (svg) => {
    svg.name = 'IconSvg'
    svg.content = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${paths}</svg>`
    b.style(svg, { base: { width: '26px', height: '26px', color, fill: 'none' } })
  })
}
