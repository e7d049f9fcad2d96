import { SHIPPED_TEMPLATE_IDS } from '../shipped-ids.js'
import { t, twoPageTemplate } from './two-page.js'

const art = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#1a1a1a"/><rect x="40" y="40" width="200" height="220" fill="#44403c"/><circle cx="140" cy="120" r="36" fill="#d6d3d1"/><path d="M40 260l80-90 60 60 60-40v70z" fill="#9a3412"/><rect x="256" y="40" width="104" height="104" fill="#e3ddd0"/><rect x="256" y="156" width="104" height="104" fill="#57534e"/><path d="M256 144l40-44 28 28 36-36v52z" fill="#9a3412"/></svg>`

export const photographer = twoPageTemplate({
  id: SHIPPED_TEMPLATE_IDS.photographer,
  key: 'photographer',
  name: 'Mara Lens',
  description:
    'A quiet site for a photographer: a strong first picture, what you shoot and clear packages.',
  categories: ['Portfolio'],
  palette: {
    page: '#fdfcf9',
    band: '#f2efe7',
    text: '#262626',
    muted: '#57534e',
    title: '#1a1a1a',
    accent: '#9a3412',
    accentHover: '#7c2d12',
    heroBg: '#1a1a1a',
    heroText: '#fdfcf9',
    heroMuted: '#d6d3d1',
    card: '#ffffff',
    border: '#e3ddd0',
    radius: '4px',
    titleFont: 'Baskerville, Times New Roman, serif',
    textFont: 'Georgia, serif',
  },
  art,
  brand: t('Mara Lens', '瑪拉鏡頭'),
  footer: {
    line: t(
      'Weddings, portraits and stories, in Taiwan and beyond.',
      '婚禮、人像與故事，足跡遍及台灣與海外。',
    ),
    copyright: t('© 2026 Mara Lens Photography', '© 2026 瑪拉鏡頭攝影'),
  },
  home: {
    title: t('Mara Lens, wedding and portrait photography', '瑪拉鏡頭｜婚禮與人像攝影'),
    description: t(
      'Mara Lens photographs weddings, families and portraits in natural light, and delivers a finished gallery within three weeks.',
      '瑪拉鏡頭以自然光拍攝婚禮、家庭與人像，並在三週內交付完整相簿。',
    ),
    hero: {
      eyebrow: t('Photographer', '攝影師'),
      title: t('Honest pictures of your best days', '真實記錄您最好的日子'),
      lead: t(
        'Natural light, few poses and a lot of patience: pictures you will still love in twenty years.',
        '自然光、少擺拍、多一點耐心：二十年後依然會喜歡的照片。',
      ),
      artLabel: t('Framed photographs on a dark wall', '深色牆上的裱框照片'),
    },
    offer: {
      eyebrow: t('What I shoot', '拍攝項目'),
      title: t('Three kinds of days', '三種重要的日子'),
      lead: t(
        'Every session ends with a private online gallery.',
        '每次拍攝都會交付一個私人線上相簿。',
      ),
      cards: [
        {
          mark: '<path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z"/>',
          title: t('Weddings', '婚禮'),
          text: t(
            'From getting ready to the last dance, told as a story.',
            '從新娘準備到最後一支舞，用故事串起。',
          ),
        },
        {
          mark: '<circle cx="9" cy="7" r="4"/><path d="M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2"/><path d="M16 3.1a4 4 0 0 1 0 7.8M21 21v-2a4 4 0 0 0-3-3.9"/>',
          title: t('Families', '家庭'),
          text: t(
            'Relaxed sessions at home or in a park you love.',
            '在家中或您喜愛的公園輕鬆拍攝。',
          ),
        },
        {
          mark: '<path d="M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2z"/><circle cx="12" cy="13" r="4"/>',
          title: t('Portraits', '人像'),
          text: t(
            'For your work, your book or simply for you.',
            '為工作、為書籍，或只是為了自己。',
          ),
        },
      ],
    },
    quote: {
      text: t(
        '“We forgot she was there, and then we saw the pictures and cried.”',
        '「我們忘了她在身邊，直到看到照片時都哭了。」',
      ),
      who: t('Lin and David, married in Tainan', 'Lin 與 David，於台南結婚'),
    },
    closing: {
      title: t('Planning a day to remember?', '正在籌備難忘的一天嗎？'),
      text: t('See the packages and what each includes.', '看看各種方案與內容。'),
      action: t('See packages', '查看方案'),
    },
  },
  second: {
    route: '/packages',
    name: t('Packages', '方案'),
    title: t('Packages and prices, Mara Lens', '方案與價格｜瑪拉鏡頭'),
    description: t(
      'Photography packages by Mara Lens for weddings, families and portraits, with prices and what each includes.',
      '瑪拉鏡頭的婚禮、家庭與人像攝影方案，附價格與內容說明。',
    ),
    intro: {
      eyebrow: t('Packages', '方案'),
      title: t('Simple packages, everything included', '簡單的方案，內容全包'),
      lead: t('Travel within Taiwan is included in every package.', '所有方案皆含台灣境內交通。'),
    },
    cards: [
      {
        mark: t('Portrait', '人像'),
        title: t('NT$6,000', '新台幣 6,000 元'),
        text: t(
          'One hour, one place, twenty edited pictures.',
          '一小時、一個地點、二十張精修照片。',
        ),
      },
      {
        mark: t('Family', '家庭'),
        title: t('NT$9,000', '新台幣 9,000 元'),
        text: t(
          'Two hours at home or outdoors, forty pictures.',
          '兩小時居家或戶外拍攝，四十張照片。',
        ),
      },
      {
        mark: t('Wedding', '婚禮'),
        title: t('From NT$48,000', 'NT$48,000 起'),
        text: t(
          'The whole day, a second shooter and a printed album.',
          '全天拍攝、第二攝影師與實體相本。',
        ),
      },
    ],
    split: {
      title: t('How a booking works', '預約流程'),
      text: [
        t(
          'Write to me with your date. We meet for coffee, agree on the plan, and a deposit holds the day.',
          '來信告訴我日期。我們一起喝杯咖啡、確認計畫，付訂金後即保留檔期。',
        ),
      ],
      points: [
        t('A free first meeting', '免費初次見面'),
        t('Gallery within three weeks', '三週內交付相簿'),
        t('Prints and albums on request', '可加購相片與相本'),
      ],
    },
    closing: {
      title: t('Let’s talk about your day', '聊聊您的重要日子'),
      text: t('See more of my work on the home page.', '在首頁看看更多作品。'),
      action: t('Back to home', '回到首頁'),
    },
  },
})
