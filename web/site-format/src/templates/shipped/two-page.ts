import type { ShippedTemplateDef } from '../define-template.js'
import {
  callToAction,
  cardGrid,
  hero,
  intro,
  quote,
  section,
  splitList,
  stats,
  type LinkSpec,
  type Palette,
} from '../sections.js'
import type { Bilingual } from '../template-builder.js'
import type { SiteCategory } from '../../validation/site-metadata.js'

export const t = (en: string, zh: string): Bilingual => ({ en, zh })

interface Card {
  mark: Bilingual | string
  title: Bilingual
  text: Bilingual
}

/**
 * A template of two pages, home and a second one, made of the shared sections: the common shape
 * of the smaller shipped templates, so each file holds only its words, colours and picture.
 */
export interface TwoPageSpec {
  id: string
  key: string
  name: string
  description: string
  categories: SiteCategory[]
  palette: Palette
  art: string
  brand: Bilingual
  footer: { line: Bilingual; copyright: Bilingual }
  home: {
    title: Bilingual
    description: Bilingual
    hero: {
      eyebrow: Bilingual
      title: Bilingual
      lead: Bilingual
      artLabel: Bilingual
      secondary?: LinkSpec
    }
    stats?: Array<[string, Bilingual]>
    offer: { eyebrow: Bilingual; title: Bilingual; lead: Bilingual; cards: Card[] }
    quote: { text: Bilingual; who: Bilingual }
    closing: { title: Bilingual; text: Bilingual; action: Bilingual }
  }
  second: {
    route: string
    name: Bilingual
    title: Bilingual
    description: Bilingual
    intro: { eyebrow: Bilingual; title: Bilingual; lead: Bilingual }
    cards: Card[]
    split: { title: Bilingual; text: Bilingual[]; points: Bilingual[] }
    closing: { title: Bilingual; text: Bilingual; action: Bilingual }
  }
}

export function twoPageTemplate(spec: TwoPageSpec): ShippedTemplateDef {
  const { home, second } = spec
  return {
    id: spec.id,
    key: spec.key,
    name: spec.name,
    description: spec.description,
    categories: spec.categories,
    palette: spec.palette,
    brand: spec.brand,
    footer: spec.footer,
    pages: [
      {
        route: '/home',
        name: t('Home', '首頁'),
        title: home.title,
        description: home.description,
        body: (b, p) => [
          hero(b, p, {
            ...home.hero,
            primary: { text: second.name, href: second.route },
            art: spec.art,
          }),
          ...(home.stats
            ? [
                section(
                  b,
                  {
                    name: 'Numbers',
                    background: p.page,
                    padding: { base: { padding: '56px 32px' } },
                  },
                  [stats(b, p, home.stats)],
                ),
              ]
            : []),
          section(b, { name: 'Offer', background: p.band }, [
            ...intro(b, p, home.offer),
            cardGrid(b, p, home.offer.cards),
          ]),
          section(b, { name: 'Trust', background: p.page }, [
            quote(b, p, home.quote.text, home.quote.who),
          ]),
          callToAction(b, p, {
            title: home.closing.title,
            text: home.closing.text,
            action: { text: home.closing.action, href: second.route },
          }),
        ],
      },
      {
        route: second.route,
        name: second.name,
        title: second.title,
        description: second.description,
        body: (b, p) => [
          section(b, { name: 'PageIntro', background: p.page }, [
            ...intro(b, p, second.intro, 1),
            cardGrid(b, p, second.cards, 3, 2),
          ]),
          section(b, { name: 'Details', background: p.band }, [splitList(b, p, second.split)]),
          callToAction(b, p, {
            title: second.closing.title,
            text: second.closing.text,
            action: { text: second.closing.action, href: '/home' },
          }),
        ],
      },
    ],
  }
}
