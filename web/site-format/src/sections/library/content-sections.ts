import { BuiltinComponentId } from '../../builtins/components.js'
import { BuiltinMixinId } from '../../builtins/mixins.js'
import { buttonLink, quote } from '../../templates/sections.js'
import type { Bilingual, NodeSpec } from '../../templates/template-builder.js'
import type { Component } from '../../types/component.js'
import {
  band,
  card,
  cardTitle,
  columns,
  line,
  picture,
  t,
  titleBlock,
  type SectionDef,
  type SectionKit,
} from '../section-kit.js'

const PICTURE = t('Picture placeholder', '圖片預留位置')

// --- Galleries ---

export const galleryGrid: SectionDef = {
  id: 'gallery-grid',
  category: 'galleries',
  build: (k) =>
    band(k, { name: 'GalleryGrid', tone: 'page' }, [
      ...titleBlock(k, 'page', {
        eyebrow: t('Gallery', '作品集'),
        title: t('Recent work', '近期作品'),
      }),
      columns(
        k,
        'GalleryPictures',
        3,
        Array.from({ length: 6 }, () => picture(k, 'square', PICTURE)),
        { gap: '12px', phone: 2 },
      ),
    ]),
}

export const galleryMosaic: SectionDef = {
  id: 'gallery-mosaic',
  category: 'galleries',
  build: (k) =>
    band(k, { name: 'GalleryMosaic', tone: 'band' }, [
      ...titleBlock(k, 'band', {
        title: t('A look inside', '一窺究竟'),
        lead: t(
          'One large picture and four smaller ones; replace each with your own.',
          '一張大圖搭配四張小圖；逐一換成您自己的照片。',
        ),
      }),
      k.b.el(
        'div',
        {
          name: 'Mosaic',
          style: {
            base: {
              display: 'grid',
              'grid-template-columns': 'repeat(4, minmax(0, 1fr))',
              gap: '12px',
            },
            small: { 'grid-template-columns': 'repeat(2, minmax(0, 1fr))' },
          },
        },
        [
          picture(k, 'square', PICTURE, {
            base: { 'grid-column': 'span 2', 'grid-row': 'span 2' },
          }),
          ...Array.from({ length: 4 }, () => picture(k, 'square', PICTURE)),
        ],
      ),
    ]),
}

export const galleryCaptions: SectionDef = {
  id: 'gallery-captions',
  category: 'galleries',
  build: (k) =>
    band(k, { name: 'GalleryCaptions', tone: 'page' }, [
      ...titleBlock(k, 'page', {
        eyebrow: t('Projects', '專案'),
        title: t('Selected projects', '精選專案'),
      }),
      columns(
        k,
        'CaptionedPictures',
        3,
        [
          [t('Lakeside house', '湖畔住宅'), t('Architecture, 2025', '建築，2025')],
          [t('Morning market', '早市'), t('Photography, 2024', '攝影，2024')],
          [t('Paper lanterns', '紙燈籠'), t('Craft, 2026', '工藝，2026')],
        ].map(([title, caption]) =>
          k.b.el(
            'div',
            {
              name: 'CaptionedPicture',
              style: { base: { display: 'flex', 'flex-direction': 'column', gap: '10px' } },
            },
            [
              picture(k, 'portrait', PICTURE),
              cardTitle(k, title!),
              line(k, caption!, { color: k.p.muted, size: '15px' }),
            ],
          ),
        ),
      ),
    ]),
}

// --- Testimonials ---

export const testimonialQuote: SectionDef = {
  id: 'testimonial-quote',
  category: 'testimonials',
  build: (k) =>
    band(k, { name: 'Testimonial', tone: 'band' }, [
      quote(
        k.b,
        k.p,
        t(
          '“They listened, explained every step and delivered more than we asked for.”',
          '「他們認真傾聽、解釋每個步驟，交出的成果超出我們的期待。」',
        ),
        t('Mei Lin, owner of a tea shop', '林美，茶館老闆'),
      ),
    ]),
}

function person(k: SectionKit, name: Bilingual, role: Bilingual, size = '56px'): NodeSpec {
  return k.b.el(
    'div',
    {
      name: 'Person',
      style: { base: { display: 'flex', 'align-items': 'center', gap: '14px' } },
    },
    [
      picture(k, 'avatar', t('Portrait placeholder', '人像預留位置'), {
        base: { width: size, 'flex-shrink': '0' },
      }),
      k.b.el(
        'div',
        {
          name: 'PersonText',
          style: { base: { display: 'flex', 'flex-direction': 'column', gap: '2px' } },
        },
        [
          line(k, name, { name: 'PersonName', color: k.p.title, weight: '700' }),
          line(k, role, { name: 'PersonRole', color: k.p.muted, size: '14px' }),
        ],
      ),
    ],
  )
}

export const testimonialCards: SectionDef = {
  id: 'testimonial-cards',
  category: 'testimonials',
  build: (k) =>
    band(k, { name: 'TestimonialCards', tone: 'page' }, [
      ...titleBlock(k, 'page', {
        eyebrow: t('Kind words', '客戶回饋'),
        title: t('What people say', '大家怎麼說'),
      }),
      columns(
        k,
        'Testimonials',
        3,
        [
          [
            t(
              '“Fast, friendly and precise. We came back twice.”',
              '「快速、親切又精準，我們回購了兩次。」',
            ),
            t('Daniel Wu', '吳丹尼'),
            t('Café owner', '咖啡店老闆'),
          ],
          [
            t('“The best decision we made this year.”', '「這是我們今年最好的決定。」'),
            t('Aiko Chen', '陳愛子'),
            t('Designer', '設計師'),
          ],
          [
            t('“Clear prices and no surprises at the end.”', '「價格清楚，最後也沒有意外。」'),
            t('Sam Hsu', '許山姆'),
            t('Teacher', '教師'),
          ],
        ].map(([text, name, role]) =>
          card(k, [
            line(k, text!, { name: 'QuoteText', color: k.p.text, size: '17px' }),
            k.b.el(
              'div',
              {
                name: 'QuoteFooter',
                style: { base: { 'margin-top': 'auto', 'padding-top': '8px' } },
              },
              [person(k, name!, role!, '48px')],
            ),
          ]),
        ),
      ),
    ]),
}

export const testimonialFeature: SectionDef = {
  id: 'testimonial-feature',
  category: 'testimonials',
  build: (k) =>
    band(
      k,
      {
        name: 'TestimonialFeature',
        tone: 'hero',
        inner: {
          base: {
            display: 'grid',
            'grid-template-columns': '280px 1fr',
            'align-items': 'center',
            gap: '48px',
          },
          small: { 'grid-template-columns': '1fr', gap: '28px' },
        },
      },
      [
        picture(k, 'portrait', t('Portrait placeholder', '人像預留位置'), {
          small: { 'max-width': '240px' },
        }),
        k.b.el(
          'div',
          {
            name: 'FeatureQuote',
            style: { base: { display: 'flex', 'flex-direction': 'column', gap: '18px' } },
          },
          [
            line(
              k,
              t(
                '“Working with them felt like having a calm expert on our side from the first day.”',
                '「與他們合作，從第一天起就像身邊有位沉穩的專家。」',
              ),
              {
                name: 'QuoteText',
                color: k.p.heroText,
                size: '28px',
                style: {
                  base: { 'font-family': k.p.titleFont, 'line-height': '1.4' },
                  mobile: { 'font-size': '22px' },
                },
              },
            ),
            line(k, t('Grace Lee, director of a dance school', '李恩典，舞蹈學校校長'), {
              name: 'QuoteAuthor',
              color: k.p.heroMuted,
              weight: '700',
            }),
          ],
        ),
      ],
    ),
}

// --- Pricing ---

interface Plan {
  name: Bilingual
  price: string
  period: Bilingual
  points: Bilingual[]
  highlight?: boolean
}

function planCard(k: SectionKit, plan: Plan): NodeSpec {
  const { b, p } = k
  return card(
    k,
    [
      ...(plan.highlight
        ? [
            line(k, t('Most popular', '最受歡迎'), {
              name: 'Badge',
              color: p.accentText ?? p.accent,
              size: '14px',
              weight: '700',
            }),
          ]
        : []),
      cardTitle(k, plan.name),
      b.el('p', {
        name: 'Price',
        mixins: [BuiltinMixinId.text],
        content: plan.price,
        style: {
          base: {
            margin: '0',
            color: p.title,
            'font-family': p.titleFont,
            'font-size': '40px',
            'font-weight': '700',
            'line-height': '1.1',
          },
        },
      }),
      line(k, plan.period, { color: p.muted, size: '14px' }),
      b.el(
        'ul',
        {
          name: 'PlanPoints',
          mixins: [BuiltinMixinId.list],
          style: {
            base: {
              display: 'flex',
              'flex-direction': 'column',
              gap: '8px',
              margin: '8px 0 16px',
              padding: '0',
              'list-style': 'none',
            },
          },
        },
        plan.points.map((point) =>
          b.el('li', {
            name: 'PlanPoint',
            mixins: [BuiltinMixinId.listItem],
            text: point,
            style: {
              base: {
                margin: '0',
                color: p.text,
                'font-family': p.textFont,
                'font-size': '16px',
                'padding-left': '14px',
                'border-left': `3px solid ${p.accentText ?? p.accent}`,
              },
            },
          }),
        ),
      ),
      b.el('div', { name: 'PlanAction', style: { base: { 'margin-top': 'auto' } } }, [
        buttonLink(
          b,
          p,
          { text: t('Choose', '選擇方案'), href: '#contact' },
          plan.highlight ? 'solid' : 'outline',
        ),
      ]),
    ],
    { name: 'Plan', highlight: plan.highlight ?? false },
  )
}

const MONTH = t('per month', '每月')

export const pricingTiers: SectionDef = {
  id: 'pricing-tiers',
  category: 'pricing',
  build: (k) =>
    band(k, { name: 'PricingTiers', tone: 'band' }, [
      ...titleBlock(
        k,
        'band',
        {
          eyebrow: t('Pricing', '價格'),
          title: t('Simple, fair prices', '簡單公道的價格'),
          lead: t('Pick the plan that fits; change it any time.', '選擇適合的方案，隨時可以更換。'),
        },
        { center: true },
      ),
      columns(k, 'Plans', 3, [
        planCard(k, {
          name: t('Starter', '入門'),
          price: '$9',
          period: MONTH,
          points: [t('One project', '一個專案'), t('E-mail support', '電子郵件支援')],
        }),
        planCard(k, {
          name: t('Growing', '成長'),
          price: '$29',
          period: MONTH,
          points: [
            t('Five projects', '五個專案'),
            t('Priority support', '優先支援'),
            t('Monthly report', '每月報告'),
          ],
          highlight: true,
        }),
        planCard(k, {
          name: t('Team', '團隊'),
          price: '$79',
          period: MONTH,
          points: [
            t('Unlimited projects', '不限專案數'),
            t('A named contact', '專屬聯絡窗口'),
            t('Training session', '教育訓練'),
          ],
        }),
      ]),
    ]),
}

export const pricingTwo: SectionDef = {
  id: 'pricing-two',
  category: 'pricing',
  build: (k) =>
    band(k, { name: 'PricingTwo', tone: 'page' }, [
      ...titleBlock(k, 'page', {
        title: t('Two ways to work with us', '兩種合作方式'),
        lead: t('A single session or a season together.', '單次諮詢，或一整季的合作。'),
      }),
      columns(
        k,
        'Plans',
        2,
        [
          planCard(k, {
            name: t('Single session', '單次諮詢'),
            price: '$60',
            period: t('per session', '每次'),
            points: [t('90 minutes', '90 分鐘'), t('Written notes', '書面筆記')],
          }),
          planCard(k, {
            name: t('Season pass', '季度方案'),
            price: '$480',
            period: t('for ten sessions', '共十次'),
            points: [
              t('Ten sessions', '十次諮詢'),
              t('Message support between sessions', '期間可隨時傳訊息'),
            ],
            highlight: true,
          }),
        ],
        { phone: 1 },
      ),
    ]),
}

export const pricingList: SectionDef = {
  id: 'pricing-list',
  category: 'pricing',
  build: (k) =>
    band(k, { name: 'PriceList', tone: 'page', inner: { base: { 'max-width': '760px' } } }, [
      ...titleBlock(k, 'page', {
        eyebrow: t('Menu', '價目表'),
        title: t('Services and prices', '服務與價格'),
      }),
      k.b.el(
        'div',
        { name: 'PriceRows', style: { base: { display: 'flex', 'flex-direction': 'column' } } },
        (
          [
            [t('Consultation', '諮詢'), t('Up to one hour', '最長一小時'), '$40'],
            [t('Half day', '半日服務'), t('Four hours on site', '到府四小時'), '$150'],
            [t('Full day', '全日服務'), t('Eight hours on site', '到府八小時'), '$280'],
            [t('Follow-up', '後續追蹤'), t('A call within a month', '一個月內電話追蹤'), '$20'],
          ] satisfies Array<[Bilingual, Bilingual, string]>
        ).map(([name, detail, price]) =>
          k.b.el(
            'div',
            {
              name: 'PriceRow',
              style: {
                base: {
                  display: 'flex',
                  'justify-content': 'space-between',
                  'align-items': 'baseline',
                  gap: '24px',
                  padding: '18px 0',
                  'border-bottom': `1px solid ${k.p.border}`,
                },
              },
            },
            [
              k.b.el(
                'div',
                {
                  name: 'PriceItem',
                  style: { base: { display: 'flex', 'flex-direction': 'column', gap: '2px' } },
                },
                [
                  line(k, name, { color: k.p.title, weight: '700', size: '18px' }),
                  line(k, detail, { color: k.p.muted, size: '15px' }),
                ],
              ),
              k.b.el('p', {
                name: 'Price',
                mixins: [BuiltinMixinId.text],
                content: price,
                style: {
                  base: {
                    margin: '0',
                    color: k.p.title,
                    'font-family': k.p.titleFont,
                    'font-size': '20px',
                    'font-weight': '700',
                    'white-space': 'nowrap',
                  },
                },
              }),
            ],
          ),
        ),
      ),
    ]),
}

// --- FAQ ---

const QUESTIONS: Array<[Bilingual, Bilingual]> = [
  [
    t('How do I get started?', '要怎麼開始？'),
    t(
      'Send us a message with a few lines about your project; we answer within a day.',
      '傳訊息給我們，簡單描述您的需求；我們會在一天內回覆。',
    ),
  ],
  [
    t('How much does it cost?', '費用是多少？'),
    t(
      'Prices are on this page. You approve a quote before any work begins.',
      '價格都列在本頁。開始工作前，您會先確認報價。',
    ),
  ],
  [
    t('Can I change my plan later?', '之後可以更換方案嗎？'),
    t(
      'Yes, at any time. The change applies from the next month.',
      '可以，隨時都能更換，從下個月開始生效。',
    ),
  ],
  [
    t('Do you work with small teams?', '你們接小團隊的案子嗎？'),
    t(
      'Most of our clients are teams of one to ten people.',
      '我們大多數的客戶都是一到十人的團隊。',
    ),
  ],
]

function faqItem(k: SectionKit, [question, answer]: [Bilingual, Bilingual]): NodeSpec {
  return k.b.el(
    'div',
    {
      name: 'Question',
      style: {
        base: {
          display: 'flex',
          'flex-direction': 'column',
          gap: '8px',
          padding: '20px 0',
          'border-bottom': `1px solid ${k.p.border}`,
        },
      },
    },
    [cardTitle(k, question), line(k, answer, { color: k.p.muted })],
  )
}

export const faqList: SectionDef = {
  id: 'faq-list',
  category: 'faq',
  build: (k) =>
    band(k, { name: 'Faq', tone: 'page', inner: { base: { 'max-width': '800px' } } }, [
      ...titleBlock(k, 'page', {
        eyebrow: t('FAQ', '常見問題'),
        title: t('Questions people ask', '大家常問的問題'),
      }),
      k.b.el(
        'div',
        { name: 'Questions', style: { base: { display: 'flex', 'flex-direction': 'column' } } },
        QUESTIONS.map((item) => faqItem(k, item)),
      ),
    ]),
}

export const faqColumns: SectionDef = {
  id: 'faq-columns',
  category: 'faq',
  build: (k) =>
    band(k, { name: 'FaqColumns', tone: 'band' }, [
      ...titleBlock(k, 'band', {
        title: t('Good to know', '您該知道的事'),
        lead: t('Still unsure? Write to us, we are happy to help.', '還有疑問嗎？歡迎寫信給我們。'),
      }),
      columns(
        k,
        'Questions',
        2,
        QUESTIONS.map(([question, answer]) =>
          card(k, [cardTitle(k, question), line(k, answer, { color: k.p.muted })]),
        ),
      ),
    ]),
}

// --- Team ---

const TEAM: Array<[Bilingual, Bilingual]> = [
  [t('Alex Chang', '張亞歷'), t('Founder', '創辦人')],
  [t('Yu-ting Lin', '林郁婷'), t('Designer', '設計師')],
  [t('Marco Rossi', '馬可・羅西'), t('Engineer', '工程師')],
  [t('Hana Sato', '佐藤花'), t('Customer care', '客戶服務')],
]

export const teamGrid: SectionDef = {
  id: 'team-grid',
  category: 'team',
  build: (k) =>
    band(k, { name: 'TeamGrid', tone: 'page', center: true }, [
      ...titleBlock(
        k,
        'page',
        {
          eyebrow: t('Team', '團隊'),
          title: t('The people behind the work', '作品背後的人'),
        },
        { center: true },
      ),
      columns(
        k,
        'Members',
        4,
        TEAM.map(([name, role]) =>
          k.b.el(
            'div',
            {
              name: 'Member',
              style: {
                base: {
                  display: 'flex',
                  'flex-direction': 'column',
                  'align-items': 'center',
                  gap: '6px',
                },
              },
            },
            [
              picture(k, 'avatar', t('Portrait placeholder', '人像預留位置'), {
                base: { width: '140px', 'margin-bottom': '8px' },
              }),
              cardTitle(k, name),
              line(k, role, { color: k.p.muted, size: '15px' }),
            ],
          ),
        ),
        { phone: 2 },
      ),
    ]),
}

export const teamCards: SectionDef = {
  id: 'team-cards',
  category: 'team',
  build: (k) =>
    band(k, { name: 'TeamCards', tone: 'band' }, [
      ...titleBlock(k, 'band', {
        title: t('Meet the team', '認識我們的團隊'),
        lead: t(
          'Small on purpose, so you always talk to someone who knows your project.',
          '刻意保持小規模，讓您總是和熟悉專案的人對話。',
        ),
      }),
      columns(
        k,
        'Members',
        3,
        TEAM.slice(0, 3).map(([name, role]) =>
          card(k, [
            picture(k, 'landscape', t('Portrait placeholder', '人像預留位置')),
            cardTitle(k, name),
            line(k, role, { color: k.p.accentText ?? k.p.accent, weight: '700', size: '15px' }),
            line(
              k,
              t(
                'Two sentences about their background and what they enjoy in their work.',
                '用兩句話介紹他的背景，以及他在工作中最喜歡的部分。',
              ),
              { color: k.p.muted, size: '15px' },
            ),
          ]),
        ),
      ),
    ]),
}

// --- Contact ---

/**
 * The form's own title (kept: the walkthrough finds the fields by position) becomes a smaller
 * heading under the section's, and the title and the button speak the site's languages.
 */
function localizeForm(k: SectionKit, form: Component, title: Bilingual, submit: Bilingual): void {
  for (const child of form.children ?? []) {
    if (child.name.endsWith('Title')) {
      child.tag = 'h3'
      child.content = k.b.text(title)
      k.b.style(child, {
        base: { margin: '0', color: k.p.title, 'font-family': k.p.titleFont, 'font-size': '21px' },
      })
    } else if (child.name === 'SubmitButton') {
      child.content = k.b.text(submit)
    }
  }
}

export const contactForm: SectionDef = {
  id: 'contact-form',
  category: 'contact',
  form: 'contactForm',
  build: (k) =>
    band(
      k,
      {
        name: 'Contact',
        tone: 'band',
        inner: {
          base: {
            display: 'grid',
            'grid-template-columns': '1fr 1.2fr',
            gap: '56px',
            'align-items': 'start',
          },
          small: { 'grid-template-columns': '1fr', gap: '32px' },
        },
      },
      [
        k.b.el(
          'div',
          {
            name: 'ContactText',
            style: { base: { display: 'flex', 'flex-direction': 'column', gap: '16px' } },
          },
          [
            ...titleBlock(k, 'band', {
              eyebrow: t('Contact', '聯絡'),
              title: t('Write to us', '寫信給我們'),
              lead: t(
                'Tell us a little about what you need. We reply within one working day.',
                '簡單告訴我們您的需求，我們會在一個工作天內回覆。',
              ),
            }),
            line(k, t('hello@example.com', 'hello@example.com（電子郵件）'), {
              name: 'Email',
              color: k.p.title,
              weight: '700',
            }),
          ],
        ),
        k.b.block(BuiltinComponentId.contactForm, (form) => {
          localizeForm(k, form, t('Send us a message', '傳送訊息給我們'), t('Send', '送出'))
          k.b.addStyle(form, { base: { width: '100%', 'max-width': '900px', padding: '0' } })
        }),
      ],
    ),
}

export const contactDetails: SectionDef = {
  id: 'contact-details',
  category: 'contact',
  build: (k) =>
    band(k, { name: 'ContactDetails', tone: 'page' }, [
      ...titleBlock(k, 'page', {
        eyebrow: t('Visit', '來訪'),
        title: t('Where to find us', '如何找到我們'),
      }),
      columns(
        k,
        'Details',
        3,
        (
          [
            [t('Address', '地址'), t('12 Harbour Road, Taipei', '台北市港口路 12 號')],
            [
              t('Opening hours', '營業時間'),
              t('Mon to Sat, 10:00 to 19:00', '週一至週六 10:00 至 19:00'),
            ],
            [
              t('Phone and e-mail', '電話與電子郵件'),
              t('02 1234 5678 · hello@example.com', '02 1234 5678・hello@example.com'),
            ],
          ] satisfies Array<[Bilingual, Bilingual]>
        ).map(([title, text]) =>
          card(k, [cardTitle(k, title), line(k, text, { color: k.p.muted })]),
        ),
      ),
    ]),
}

export const newsletter: SectionDef = {
  id: 'cta-newsletter',
  category: 'cta',
  form: 'mailingList',
  build: (k) =>
    band(k, { name: 'Newsletter', tone: 'band', center: true }, [
      ...titleBlock(
        k,
        'band',
        {
          eyebrow: t('Newsletter', '電子報'),
          title: t('News in your inbox, once a month', '每月一封，新消息直送信箱'),
          lead: t('No spam; unsubscribe with one click.', '絕不濫發，一鍵即可取消訂閱。'),
        },
        { center: true },
      ),
      k.b.block(BuiltinComponentId.mailingList, (form) => {
        localizeForm(k, form, t('Join the list', '加入訂閱名單'), t('Subscribe', '訂閱'))
        k.b.addStyle(form, {
          base: { width: '100%', 'max-width': '520px', 'text-align': 'left', margin: '0 auto' },
        })
      }),
    ]),
}
