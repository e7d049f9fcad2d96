import { BuiltinMixinId } from '../builtins/mixins.js'
import type { CollectionList, FieldBinding } from '../types/collection.js'
import type { Component } from '../types/component.js'
import { heading, paragraph, type Palette } from './sections.js'
import type { Bilingual, NodeSpec, TemplateBuilder } from './template-builder.js'

/** `${name}`: a theme variable in a style value. */
const ref = (name: string) => `\${${name}}`

/**
 * A template's palette with the colours and fonts the theme carries read from the theme, so
 * what is drawn with it follows the site's theme when the owner changes it.
 */
export function themedPalette(p: Palette): Palette {
  return {
    ...p,
    title: ref('color-title'),
    text: ref('color-text'),
    accent: ref('color-primary'),
    accentHover: ref('color-button-hover'),
    accentText: ref('color-link'),
    border: ref('color-border'),
    titleFont: ref('font-title'),
    textFont: ref('font-text'),
  }
}

/** Field ids the card's parts show, when the list has a collection. */
export interface CardFields {
  title?: number
  /** A date or a short label above the title. */
  meta?: number
  excerpt?: number
  /** An Image field: the card's picture. */
  cover?: number
  /** A Slug field: the card's link goes to the item's page. */
  slug?: number
}

export interface CollectionCardsOptions {
  name?: string
  /** What the design shows until it is bound (and where there are no items to show). */
  sample: { meta: Bilingual; title: Bilingual; excerpt: Bilingual }
  link: Bilingual
  /** Where the link goes until it is bound to a Slug. */
  href?: string
  empty: Bilingual
  list: CollectionList
  fields?: CardFields
  columns?: 2 | 3
  /** 2 when the cards come right after the page's h1, so no heading level is skipped. */
  titleLevel?: 2 | 3
}

const bind = (component: Component, target: string, field: number | undefined) => {
  if (field === undefined) return
  component.bindings = { ...component.bindings, [target]: { field } satisfies FieldBinding }
}

/**
 * A collection list laid out as cards: a picture, a date or label, a title, an excerpt and a
 * link to the item's page. Three columns, two on tablets and one on phones; the empty state
 * spans the row. The list repeats the first card for each item.
 */
export function collectionCards(
  b: TemplateBuilder,
  p: Palette,
  options: CollectionCardsOptions,
): NodeSpec {
  const columns = options.columns ?? 3
  const repeat = (n: number) => `repeat(${n}, minmax(0, 1fr))`
  const fields = options.fields ?? {}
  const accentText = p.accentText ?? p.accent
  const cover = b.el('div', {
    name: 'Cover',
    style: {
      base: {
        width: '100%',
        'aspect-ratio': '16 / 10',
        'background-color': p.band,
        'background-size': 'cover',
        'background-position': 'center',
      },
    },
  })
  const meta = b.el('p', {
    name: 'Meta',
    mixins: [BuiltinMixinId.text],
    text: options.sample.meta,
    style: {
      base: {
        margin: '0',
        color: accentText,
        'font-family': p.textFont,
        'font-size': '13px',
        'font-weight': '700',
        'letter-spacing': '0.08em',
        'text-transform': 'uppercase',
      },
    },
  })
  const title = heading(b, options.titleLevel ?? 3, p, options.sample.title, {
    base: { 'font-size': '22px', margin: '0', 'font-family': p.titleFont },
    small: { 'font-size': '20px' },
    mobile: { 'font-size': '20px' },
  })
  const excerpt = paragraph(b, p, options.sample.excerpt, {
    base: { 'font-size': '16px', color: p.muted, margin: '0' },
  })
  const link = b.el('a', {
    name: 'CardLink',
    mixins: [BuiltinMixinId.link],
    text: options.link,
    attrs: { href: options.href ?? '#' },
    style: {
      base: {
        color: accentText,
        'font-family': p.textFont,
        'font-weight': '700',
        'margin-top': 'auto',
        'padding-top': '4px',
      },
      hover: { color: p.title },
    },
  })
  const card = b.el(
    'div',
    {
      name: 'Card',
      style: {
        base: {
          display: 'flex',
          'flex-direction': 'column',
          'background-color': p.card,
          border: `1px solid ${p.border}`,
          'border-radius': p.radius,
          overflow: 'hidden',
          'box-sizing': 'border-box',
          'min-width': '0',
        },
      },
    },
    [
      (parentId) => {
        const node = cover(parentId)
        bind(node, 'background', fields.cover)
        return node
      },
      b.el(
        'div',
        {
          name: 'CardBody',
          style: {
            base: {
              display: 'flex',
              'flex-direction': 'column',
              gap: '10px',
              padding: '22px 24px 26px',
              'flex-grow': '1',
            },
            mobile: { padding: '18px 20px 22px' },
          },
        },
        [
          (parentId) => {
            const node = meta(parentId)
            bind(node, 'content', fields.meta)
            bind(node, 'visible', fields.meta)
            return node
          },
          (parentId) => {
            const node = title(parentId)
            bind(node, 'content', fields.title)
            return node
          },
          (parentId) => {
            const node = excerpt(parentId)
            bind(node, 'content', fields.excerpt)
            return node
          },
          (parentId) => {
            const node = link(parentId)
            bind(node, 'input:href', fields.slug)
            return node
          },
        ],
      ),
    ],
  )
  const empty = b.el('p', {
    name: 'EmptyState',
    mixins: [BuiltinMixinId.text],
    text: options.empty,
    style: {
      base: {
        'grid-column': '1 / -1',
        margin: '0',
        padding: '32px',
        'text-align': 'center',
        color: p.muted,
        border: `1px dashed ${p.border}`,
        'border-radius': p.radius,
      },
    },
  })
  return (parentId) => {
    const node = b.el(
      'div',
      {
        name: options.name ?? 'CollectionList',
        style: {
          base: {
            display: 'grid',
            'grid-template-columns': repeat(columns),
            gap: '28px',
            width: '100%',
            'margin-top': '8px',
          },
          tablet: columns > 2 ? { 'grid-template-columns': repeat(2), gap: '24px' } : {},
          small: { 'grid-template-columns': repeat(1), gap: '20px' },
          mobile: { 'grid-template-columns': repeat(1), gap: '20px' },
        },
      },
      [card, empty],
    )(parentId)
    node.list = structuredClone(options.list)
    return node
  }
}

export interface ItemArticleOptions {
  /** The link back to the list page. */
  back: { text: Bilingual; href: string }
  sample: { meta: Bilingual; title: Bilingual; excerpt: Bilingual; body: Bilingual }
  fields: CardFields & { body?: number }
  /** Picture label for screen readers, until bound. */
  name?: string
}

/**
 * A template page's article: a link back to the list, the date or label, the title, the
 * excerpt as a lead, the picture and the rich text body, in a readable column.
 */
export function itemArticle(b: TemplateBuilder, p: Palette, options: ItemArticleOptions): NodeSpec {
  const accentText = p.accentText ?? p.accent
  const withBindings =
    (spec: NodeSpec, bindings: Array<[string, number | undefined]>): NodeSpec =>
    (parentId) => {
      const node = spec(parentId)
      for (const [target, field] of bindings) bind(node, target, field)
      return node
    }
  const { fields, sample } = options
  return b.el(
    'div',
    {
      name: options.name ?? 'Article',
      style: {
        base: {
          width: '100%',
          'box-sizing': 'border-box',
          'background-color': p.page,
          padding: '64px 32px 96px',
        },
        small: { padding: '48px 24px 72px' },
        mobile: { padding: '32px 20px 56px' },
      },
    },
    [
      b.el(
        'article',
        {
          name: 'ArticleColumn',
          style: {
            base: {
              display: 'flex',
              'flex-direction': 'column',
              gap: '20px',
              width: '100%',
              'max-width': '760px',
              margin: '0 auto',
            },
          },
        },
        [
          b.el('a', {
            name: 'BackLink',
            mixins: [BuiltinMixinId.link],
            text: options.back.text,
            attrs: { href: options.back.href },
            style: {
              base: {
                color: accentText,
                'font-family': p.textFont,
                'font-weight': '700',
                'font-size': '15px',
                'align-self': 'flex-start',
              },
              hover: { color: p.title },
            },
          }),
          withBindings(
            b.el('p', {
              name: 'Meta',
              mixins: [BuiltinMixinId.text],
              text: sample.meta,
              style: {
                base: {
                  margin: '8px 0 0',
                  color: accentText,
                  'font-family': p.textFont,
                  'font-size': '14px',
                  'font-weight': '700',
                  'letter-spacing': '0.08em',
                  'text-transform': 'uppercase',
                },
              },
            }),
            [
              ['content', fields.meta],
              ['visible', fields.meta],
            ],
          ),
          withBindings(
            heading(b, 1, p, sample.title, {
              base: { margin: '0', 'font-size': '48px', 'font-family': p.titleFont },
              small: { 'font-size': '36px' },
              mobile: { 'font-size': '30px' },
            }),
            [['content', fields.title]],
          ),
          withBindings(
            paragraph(b, p, sample.excerpt, {
              base: { margin: '0', 'font-size': '20px', color: p.muted },
              mobile: { 'font-size': '18px' },
            }),
            [
              ['content', fields.excerpt],
              ['visible', fields.excerpt],
            ],
          ),
          withBindings(
            b.el('div', {
              name: 'Cover',
              style: {
                base: {
                  width: '100%',
                  'aspect-ratio': '16 / 9',
                  'margin-top': '12px',
                  'background-color': p.band,
                  'background-size': 'cover',
                  'background-position': 'center',
                  'border-radius': p.radius,
                },
              },
            }),
            [
              ['background', fields.cover],
              ['visible', fields.cover],
            ],
          ),
          withBindings(
            b.el('div', {
              name: 'Body',
              text: sample.body,
              style: {
                base: {
                  color: p.text,
                  'font-family': p.textFont,
                  'font-size': '18px',
                  'line-height': '1.75',
                  'margin-top': '8px',
                },
                mobile: { 'font-size': '17px' },
              },
            }),
            [['content', fields.body]],
          ),
        ],
      ),
    ],
  )
}
