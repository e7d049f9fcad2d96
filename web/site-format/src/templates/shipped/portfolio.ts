import { SHIPPED_TEMPLATE_IDS } from '../shipped-ids.js'
import type { ShippedTemplateDef } from '../define-template.js'
import { collectionCards, itemArticle, themedPalette } from '../collection-cards.js'
import { CARD_FIELDS, PROJECTS_STAND_IN } from '../template-collections.js'
import type { Bilingual, TemplateBuilder } from '../template-builder.js'
import { callToAction, hero, intro, section, splitList, stats, type Palette } from '../sections.js'

const palette: Palette = {
  page: '#f7f7f5',
  band: '#ecece8',
  text: '#222222',
  muted: '#555555',
  title: '#111111',
  accent: '#0f6b5c',
  accentHover: '#0a4f44',
  heroBg: '#111418',
  heroText: '#f7f7f5',
  heroMuted: '#c9cdd2',
  card: '#ffffff',
  border: '#d9d9d3',
  radius: '4px',
  titleFont: 'Helvetica, Arial, sans-serif',
  textFont: 'Helvetica, Arial, sans-serif',
}

const art = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#1c2127"/><rect x="28" y="28" width="160" height="244" fill="#0f6b5c"/><rect x="204" y="28" width="168" height="112" fill="#e9e4da"/><rect x="204" y="156" width="76" height="116" fill="#c9cdd2"/><rect x="296" y="156" width="76" height="116" fill="#3b8f80"/><circle cx="108" cy="118" r="44" fill="#e9e4da"/><path d="M28 272 L108 190 L188 272 Z" fill="#0a4f44"/><path d="M222 122 L262 70 L292 104 L314 84 L354 122 Z" fill="#0f6b5c"/></svg>`

export const portfolio: ShippedTemplateDef = {
  id: SHIPPED_TEMPLATE_IDS.portfolio,
  key: 'portfolio',
  name: 'Atelier North',
  description:
    'A clean portfolio for a photographer or studio: selected work, services and a page of projects.',
  categories: ['Portfolio'],
  palette,
  brand: { en: 'Atelier North', zh: '北方工作室' },
  footer: {
    line: {
      en: 'Photography and art direction for brands and books.',
      zh: '為品牌與書籍提供攝影與藝術指導。',
    },
    copyright: { en: '© 2026 Atelier North', zh: '© 2026 北方工作室' },
  },
  pages: [
    {
      route: '/home',
      name: { en: 'Home', zh: '首頁' },
      title: {
        en: 'Atelier North, photography and art direction',
        zh: '北方工作室｜攝影與藝術指導',
      },
      description: {
        en: 'Atelier North makes photographs and visual identities for brands, books and places.',
        zh: '北方工作室為品牌、書籍與空間創作攝影作品與視覺識別。',
      },
      body: (b, p) => [
        hero(b, p, {
          eyebrow: { en: 'Studio portfolio', zh: '工作室作品集' },
          title: { en: 'Pictures with room to breathe.', zh: '留有呼吸空間的影像。' },
          lead: {
            en: 'We photograph people, places and objects in natural light, and shape the look of the brands and books they belong to.',
            zh: '我們在自然光下拍攝人物、地方與物件，並為它們所屬的品牌與書籍塑造視覺風格。',
          },
          primary: { text: { en: 'See the work', zh: '瀏覽作品' }, href: '/work' },
          art,
          artLabel: {
            en: 'Abstract blocks of green, sand and grey',
            zh: '綠色、沙色與灰色的抽象色塊',
          },
        }),
        section(b, { name: 'Selected', background: p.page }, [
          ...intro(b, p, {
            eyebrow: { en: 'Selected work', zh: '精選作品' },
            title: { en: 'Recent projects', zh: '近期專案' },
          }),
          projectCards(b, p, { limit: 3 }),
        ]),
        section(b, { name: 'Approach', background: p.band }, [
          splitList(b, p, {
            title: { en: 'How we work', zh: '我們的工作方式' },
            text: [
              {
                en: 'A small team, one project at a time. We scout, we plan every frame, and we edit with you.',
                zh: '小團隊，一次一個專案。我們勘景、規劃每一個畫面，並與你一起挑選。',
              },
            ],
            points: [
              { en: 'Editorial and book photography', zh: '編輯與書籍攝影' },
              { en: 'Product and still life', zh: '產品與靜物攝影' },
              { en: 'Art direction and visual identity', zh: '藝術指導與視覺識別' },
            ],
          }),
        ]),
        callToAction(b, p, {
          title: { en: 'Booking for next season', zh: '下一季預約中' },
          text: {
            en: 'See the full list of projects, then tell us about yours.',
            zh: '瀏覽完整的專案列表，然後告訴我們你的想法。',
          },
          action: { text: { en: 'All projects', zh: '所有專案' }, href: '/work' },
        }),
      ],
    },
    {
      route: '/work',
      name: { en: 'Work', zh: '作品' },
      title: { en: 'Work by Atelier North', zh: '北方工作室的作品' },
      description: {
        en: 'Books, brands and places photographed and directed by Atelier North since 2016.',
        zh: '北方工作室自 2016 年以來拍攝與指導的書籍、品牌與空間。',
      },
      body: (b, p) => [
        section(b, { name: 'WorkIntro', background: p.page }, [
          ...intro(
            b,
            p,
            {
              eyebrow: { en: 'Work', zh: '作品' },
              title: { en: 'Books, brands and places', zh: '書籍、品牌與空間' },
              lead: {
                en: 'A selection of commissions and personal projects from the last few years.',
                zh: '近幾年委託案與個人創作的精選。',
              },
            },
            1,
          ),
          stats(b, p, [
            ['2016', { en: 'studio founded', zh: '工作室成立' }],
            ['140', { en: 'commissions', zh: '件委託案' }],
            ['9', { en: 'books published', zh: '本出版書籍' }],
          ]),
        ]),
        section(b, { name: 'Projects', background: p.band }, [
          projectCards(b, p, { limit: 12, paginate: true }, 2, 2),
        ]),
        callToAction(b, p, {
          title: { en: 'Start a project', zh: '開始一個專案' },
          text: {
            en: 'We answer every message within two working days.',
            zh: '我們會在兩個工作天內回覆每一則訊息。',
          },
          action: { text: { en: 'Back to home', zh: '回到首頁' }, href: '/home' },
        }),
      ],
    },
    {
      route: '/projects/:slug',
      name: { en: 'Project', zh: '專案' },
      title: { en: 'A project by Atelier North', zh: '北方工作室的專案' },
      description: {
        en: 'A book, brand or place photographed and directed by Atelier North.',
        zh: '北方工作室拍攝與指導的一本書、一個品牌或一個空間。',
      },
      collection: { collection: PROJECTS_STAND_IN, slugField: CARD_FIELDS.slug },
      body: (b, p) => [
        itemArticle(b, themedPalette(p), {
          back: { text: { en: '← All projects', zh: '← 所有專案' }, href: '/work' },
          sample: { ...SAMPLE, body: SAMPLE_BODY },
          fields: CARD_FIELDS,
        }),
        callToAction(b, p, {
          title: { en: 'Have a project in mind?', zh: '心中有個專案嗎？' },
          text: {
            en: 'See the rest of the work, then tell us about yours.',
            zh: '瀏覽其他作品，然後告訴我們你的想法。',
          },
          action: { text: { en: 'All projects', zh: '所有專案' }, href: '/work' },
        }),
      ],
    },
  ],
}

const SAMPLE = {
  meta: { en: 'Book · 2025', zh: '書籍 · 2025' },
  title: { en: 'Coastline', zh: '海岸線' },
  excerpt: { en: '180 pages of sea, wind and quiet towns.', zh: '一百八十頁的海、風與寧靜小鎮。' },
}

const SAMPLE_BODY: Bilingual = {
  en: 'A book of slow walks along the east coast, shot over four winters.',
  zh: '一本記錄東海岸慢行的攝影書，歷時四個冬天拍攝。',
}

/** Projects as cards, in the order they were added; the design shows the first sample. */
function projectCards(
  b: TemplateBuilder,
  p: Palette,
  list: { limit: number; paginate?: boolean },
  columns: 2 | 3 = 3,
  titleLevel: 2 | 3 = 3,
) {
  return collectionCards(b, themedPalette(p), {
    name: 'ProjectList',
    sample: SAMPLE,
    link: { en: 'View project', zh: '查看專案' },
    href: '/work',
    empty: { en: 'New projects are on their way.', zh: '新的專案即將登場。' },
    list: { collection: PROJECTS_STAND_IN, ...list },
    fields: CARD_FIELDS,
    columns,
    titleLevel,
  })
}
