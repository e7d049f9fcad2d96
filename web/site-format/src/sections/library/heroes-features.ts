import { cardGrid, icon, splitList, stats } from '../../templates/sections.js'
import type { Bilingual } from '../../templates/template-builder.js'
import {
  actions,
  band,
  card,
  cardTitle,
  columns,
  line,
  picture,
  t,
  titleBlock,
  type SectionDef,
} from '../section-kit.js'

const START = { text: t('Get started', '立即開始'), href: '#contact' }
const MORE = { text: t('Learn more', '了解更多'), href: '#features' }

export const heroSplit: SectionDef = {
  id: 'hero-split',
  category: 'heroes',
  build: (k) =>
    band(
      k,
      {
        name: 'HeroSplit',
        tone: 'hero',
        inner: {
          base: {
            display: 'grid',
            'grid-template-columns': '1.15fr 1fr',
            'align-items': 'center',
            gap: '56px',
          },
          tablet: { gap: '40px' },
          small: { 'grid-template-columns': '1fr' },
        },
      },
      [
        k.b.el(
          'div',
          {
            name: 'HeroText',
            style: { base: { display: 'flex', 'flex-direction': 'column', gap: '20px' } },
          },
          [
            ...titleBlock(
              k,
              'hero',
              {
                eyebrow: t('Welcome', '歡迎光臨'),
                title: t('A clear promise in a few words', '用幾個字說清楚您的承諾'),
                lead: t(
                  'One or two sentences on what you offer and who it is for. Keep it short: visitors decide in seconds.',
                  '用一兩句話說明您提供什麼、為誰服務。簡短就好：訪客只花幾秒鐘決定是否留下。',
                ),
              },
              { level: 1 },
            ),
            actions(k, 'hero', START, MORE),
          ],
        ),
        picture(k, 'landscape', t('Picture placeholder', '圖片預留位置'), {
          small: { 'max-width': '560px' },
        }),
      ],
    ),
}

export const heroCentered: SectionDef = {
  id: 'hero-centered',
  category: 'heroes',
  build: (k) =>
    band(k, { name: 'HeroCentered', tone: 'hero', center: true }, [
      ...titleBlock(
        k,
        'hero',
        {
          eyebrow: t('New this season', '本季新推出'),
          title: t('Everything you need, nothing you do not', '您需要的都在這裡，多餘的一概不要'),
          lead: t(
            'Say what makes you different in a sentence, then invite visitors to take the next step.',
            '用一句話說出您的與眾不同，再邀請訪客踏出下一步。',
          ),
        },
        { level: 1, center: true },
      ),
      actions(k, 'hero', START, MORE, true),
    ]),
}

export const heroPicture: SectionDef = {
  id: 'hero-picture',
  category: 'heroes',
  build: (k) =>
    band(k, { name: 'HeroPicture', tone: 'page', center: true }, [
      ...titleBlock(
        k,
        'page',
        {
          eyebrow: t('Studio', '工作室'),
          title: t('Made by hand, built to last', '手工打造，經久耐用'),
          lead: t(
            'A calm opening with a wide picture below: ideal for a product, a place or a portfolio.',
            '沉穩的開場，下方搭配一張寬幅圖片：適合介紹產品、空間或作品集。',
          ),
        },
        { level: 1, center: true },
      ),
      actions(k, 'page', START, undefined, true),
      picture(k, 'wide', t('Wide picture placeholder', '寬幅圖片預留位置'), {
        base: { 'margin-top': '24px' },
      }),
    ]),
}

const ICONS = {
  spark:
    '<path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5L18 18M6 18l2.5-2.5M15.5 8.5L18 6"/>',
  shield: '<path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z"/><path d="M9 12l2 2 4-4"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 3"/>',
  heart: '<path d="M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z"/>',
  chat: '<path d="M4 5h16v11H8l-4 4z"/>',
  leaf: '<path d="M5 19c0-9 6-14 15-14 0 9-5 15-14 15"/><path d="M5 19l8-8"/>',
}

const FEATURE_ITEMS = [
  {
    mark: ICONS.spark,
    title: t('Simple to start', '輕鬆上手'),
    text: t(
      'Say what the first benefit is and why it matters to the people you serve.',
      '說明第一個好處，以及它對您服務的人有什麼意義。',
    ),
  },
  {
    mark: ICONS.shield,
    title: t('Reliable', '值得信賴'),
    text: t(
      'A second reason to choose you, in one or two plain sentences.',
      '選擇您的第二個理由，用一兩句淺白的話說明。',
    ),
  },
  {
    mark: ICONS.clock,
    title: t('Saves time', '節省時間'),
    text: t(
      'A third point: the result people get, rather than the feature itself.',
      '第三點：著重在大家得到的成果，而不是功能本身。',
    ),
  },
]

export const featuresCards: SectionDef = {
  id: 'features-cards',
  category: 'features',
  build: (k) =>
    band(k, { name: 'FeaturesCards', tone: 'band' }, [
      ...titleBlock(k, 'band', {
        eyebrow: t('Why us', '為什麼選擇我們'),
        title: t('Three reasons people choose us', '大家選擇我們的三個理由'),
        lead: t(
          'Keep each reason short and concrete; a detail is more convincing than an adjective.',
          '每個理由都要簡短具體；一個細節比一個形容詞更有說服力。',
        ),
      }),
      cardGrid(k.b, k.p, FEATURE_ITEMS, 3),
    ]),
}

export const featuresIcons: SectionDef = {
  id: 'features-icons',
  category: 'features',
  build: (k) =>
    band(k, { name: 'FeaturesIcons', tone: 'page', center: true }, [
      ...titleBlock(
        k,
        'page',
        {
          title: t('What you can count on', '您可以放心的事'),
          lead: t('Four promises, each in a line.', '四個承諾，一句話說明。'),
        },
        { center: true },
      ),
      columns(
        k,
        'IconColumns',
        4,
        (
          [
            [
              ICONS.heart,
              t('Friendly', '親切友善'),
              t('We answer within a day.', '一天內回覆您。'),
            ],
            [
              ICONS.chat,
              t('Clear', '清楚明白'),
              t('Plain words, no jargon.', '淺白用語，不說行話。'),
            ],
            [ICONS.leaf, t('Careful', '用心細緻'), t('Quality over quantity.', '重質不重量。')],
            [
              ICONS.shield,
              t('Safe', '安心可靠'),
              t('Your data stays yours.', '您的資料只屬於您。'),
            ],
          ] satisfies Array<[string, Bilingual, Bilingual]>
        ).map(([mark, title, text]) =>
          k.b.el(
            'div',
            {
              name: 'IconItem',
              style: {
                base: {
                  display: 'flex',
                  'flex-direction': 'column',
                  'align-items': 'center',
                  gap: '10px',
                },
              },
            },
            [
              k.b.el(
                'div',
                {
                  name: 'IconBadge',
                  style: {
                    base: {
                      display: 'flex',
                      'align-items': 'center',
                      'justify-content': 'center',
                      width: '56px',
                      height: '56px',
                      'border-radius': '50%',
                      'background-color': k.p.band,
                    },
                  },
                },
                [icon(k.b, mark, k.p.accentText ?? k.p.accent)],
              ),
              cardTitle(k, title),
              line(k, text, { color: k.p.muted }),
            ],
          ),
        ),
        { phone: 2 },
      ),
    ]),
}

export const featuresSplit: SectionDef = {
  id: 'features-split',
  category: 'features',
  build: (k) =>
    band(k, { name: 'FeaturesSplit', tone: 'page' }, [
      splitList(k.b, k.p, {
        title: t('How it works', '運作方式'),
        text: [
          t(
            'Describe the way you work in a few sentences: what happens first, what comes next and what people receive at the end.',
            '用幾句話描述您的工作方式：先做什麼、接著做什麼，最後大家會得到什麼。',
          ),
        ],
        points: [
          t('A first conversation, free of charge', '第一次諮詢免費'),
          t('A plan and a price you agree to', '您同意的計畫與價格'),
          t('Regular updates while we work', '進行期間定期回報'),
          t('Support after delivery', '交付後持續支援'),
        ],
      }),
    ]),
}

export const featuresStats: SectionDef = {
  id: 'features-stats',
  category: 'features',
  build: (k) =>
    band(k, { name: 'FeaturesStats', tone: 'band' }, [
      ...titleBlock(k, 'band', {
        eyebrow: t('In numbers', '數字說話'),
        title: t('A track record you can check', '有據可查的成績'),
      }),
      stats(k.b, k.p, [
        ['12', t('years of experience', '年經驗')],
        ['480+', t('happy clients', '位滿意的客戶')],
        ['98%', t('would recommend us', '願意推薦我們')],
        ['24 h', t('to answer a message', '內回覆訊息')],
      ]),
    ]),
}

export const featuresAlternating: SectionDef = {
  id: 'features-alternating',
  category: 'features',
  build: (k) =>
    band(k, { name: 'FeaturesAlternating', tone: 'page' }, [
      ...(
        [
          [
            t('Plan with confidence', '有信心地規劃'),
            t(
              'A paragraph about the first strength, with a picture that shows it in use.',
              '用一段文字介紹第一個優勢，並搭配一張實際使用的圖片。',
            ),
            false,
          ],
          [
            t('Deliver on time', '準時交付'),
            t(
              'A paragraph about the second strength. Alternating sides keeps a long page lively.',
              '用一段文字介紹第二個優勢。左右交錯排列，讓長頁面保持生動。',
            ),
            true,
          ],
        ] satisfies Array<[Bilingual, Bilingual, boolean]>
      ).map(([title, text, flip]) =>
        k.b.el(
          'div',
          {
            name: 'FeatureRow',
            style: {
              base: {
                display: 'flex',
                'flex-direction': flip ? 'row-reverse' : 'row',
                'align-items': 'center',
                gap: '56px',
              },
              small: { 'flex-direction': 'column', gap: '24px', 'align-items': 'stretch' },
            },
          },
          [
            picture(k, 'landscape', t('Picture placeholder', '圖片預留位置'), {
              base: { flex: '1 1 0', 'min-width': '0' },
              small: { flex: 'none' },
            }),
            k.b.el(
              'div',
              {
                name: 'FeatureText',
                style: {
                  base: {
                    flex: '1 1 0',
                    display: 'flex',
                    'flex-direction': 'column',
                    gap: '16px',
                  },
                },
              },
              [
                ...titleBlock(k, 'page', {
                  title,
                  lead: text,
                }),
              ],
            ),
          ],
        ),
      ),
    ]),
}

export const ctaBand: SectionDef = {
  id: 'cta-band',
  category: 'cta',
  build: (k) =>
    band(k, { name: 'CallToAction', tone: 'hero', center: true }, [
      ...titleBlock(
        k,
        'hero',
        {
          title: t('Ready when you are', '準備好了就開始'),
          lead: t(
            'Tell visitors exactly what to do next, and make it easy to do.',
            '明確告訴訪客下一步該做什麼，並讓這一步輕鬆簡單。',
          ),
        },
        { center: true },
      ),
      actions(k, 'hero', { text: t('Book a call', '預約通話'), href: '#contact' }, undefined, true),
    ]),
}

export const ctaSplit: SectionDef = {
  id: 'cta-split',
  category: 'cta',
  build: (k) =>
    band(
      k,
      {
        name: 'CallToActionSplit',
        tone: 'band',
        inner: {
          base: {
            'flex-direction': 'row',
            'align-items': 'center',
            'justify-content': 'space-between',
            gap: '32px',
          },
          small: { 'flex-direction': 'column', 'align-items': 'flex-start' },
        },
      },
      [
        k.b.el(
          'div',
          {
            name: 'CallToActionText',
            style: { base: { display: 'flex', 'flex-direction': 'column', gap: '12px' } },
          },
          titleBlock(k, 'band', {
            title: t('Have a project in mind?', '心中有計畫了嗎？'),
            lead: t('We reply within one working day.', '我們會在一個工作天內回覆。'),
          }),
        ),
        actions(
          k,
          'band',
          { text: t('Start a project', '開始合作'), href: '#contact' },
          { text: t('See our work', '看看作品'), href: '#' },
        ),
      ],
    ),
}

export const ctaCard: SectionDef = {
  id: 'cta-card',
  category: 'cta',
  build: (k) =>
    band(k, { name: 'CallToActionCard', tone: 'page' }, [
      card(
        k,
        [
          ...titleBlock(
            k,
            'page',
            {
              eyebrow: t('Free trial', '免費試用'),
              title: t('Try it for two weeks, on us', '免費試用兩週'),
              lead: t('No card needed. Cancel with one click.', '不需信用卡，一鍵即可取消。'),
            },
            { center: true },
          ),
          actions(k, 'page', START, undefined, true),
        ],
        {
          name: 'CallToActionPanel',
          style: {
            base: {
              'align-items': 'center',
              'text-align': 'center',
              padding: 'calc(${space-section} * 0.6) ${space-gutter}',
              'background-color': k.p.band,
            },
            mobile: { padding: '36px 20px' },
          },
        },
      ),
    ]),
}
