import { SHIPPED_TEMPLATE_IDS } from '../shipped-ids.js'
import { t, twoPageTemplate } from './two-page.js'

const art = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#4a1530"/><path d="M80 110h240l-20 150H100z" fill="#fbeef2"/><path d="M150 110a50 50 0 0 1 100 0" fill="none" stroke="#f0cddb" stroke-width="12"/><rect x="130" y="150" width="60" height="80" rx="8" fill="#b0285e"/><rect x="210" y="170" width="60" height="60" rx="30" fill="#efd3de"/><circle cx="330" cy="70" r="20" fill="#f0cddb"/></svg>`

export const shop = twoPageTemplate({
  id: SHIPPED_TEMPLATE_IDS.shop,
  key: 'shop',
  name: 'Petal & Clay',
  description:
    'A friendly shop front: what you make, where to find it, and a page of products with prices.',
  categories: ['Business'],
  palette: {
    page: '#fffbfc',
    band: '#fbeef2',
    text: '#3a2730',
    muted: '#6a4f5b',
    title: '#3a1424',
    accent: '#b0285e',
    accentHover: '#8a1f4a',
    heroBg: '#4a1530',
    heroText: '#fff5f8',
    heroMuted: '#f0cddb',
    card: '#ffffff',
    border: '#efd3de',
    radius: '18px',
    titleFont: 'Didot, Georgia, serif',
    textFont: 'Helvetica, Arial, sans-serif',
  },
  art,
  brand: t('Petal & Clay', '花瓣與陶土'),
  footer: {
    line: t(
      'Handmade ceramics and dried flowers. 3 Tea Street, open daily 11:00 to 19:00.',
      '手作陶器與乾燥花。茶街 3 號，每日 11:00 至 19:00 營業。',
    ),
    copyright: t('© 2026 Petal & Clay Studio Shop', '© 2026 花瓣與陶土工作室'),
  },
  home: {
    title: t('Petal & Clay, handmade ceramics and flowers', '花瓣與陶土｜手作陶器與花藝'),
    description: t(
      'Petal & Clay makes cups, vases and plates by hand in a small studio, and sells them with dried flowers from local farms.',
      '花瓣與陶土在小工作室手作杯子、花器與盤子，並搭配在地農場的乾燥花販售。',
    ),
    hero: {
      eyebrow: t('Studio shop', '工作室小店'),
      title: t('Made slowly, by hand, to use every day', '慢慢手作，天天使用'),
      lead: t(
        'Cups, vases and plates thrown in our studio, each one a little different from the next.',
        '杯子、花器與盤子都在我們的工作室拉坯完成，每一件都略有不同。',
      ),
      artLabel: t('A shopping bag with a vase and a cup', '裝著花器與杯子的購物袋'),
    },
    offer: {
      eyebrow: t('In the shop', '店內商品'),
      title: t('Things for a slower table', '為慢生活餐桌準備的器物'),
      lead: t(
        'New pieces every Friday, in the shop and online.',
        '每週五上架新作品，店內與線上同步。',
      ),
      cards: [
        {
          mark: '<path d="M17 8h1a4 4 0 1 1 0 8h-1"/><path d="M3 8h14v9a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4z"/>',
          title: t('Cups and mugs', '杯子與馬克杯'),
          text: t('Glazed in six colours, safe in the dishwasher.', '六種釉色，可放入洗碗機。'),
        },
        {
          mark: '<path d="M8 2h8l-1 5c3 2 4 5 4 8a7 7 0 0 1-14 0c0-3 1-6 4-8z"/>',
          title: t('Vases', '花器'),
          text: t(
            'Small and tall, made for a single stem or a bunch.',
            '大小高低皆有，插一枝或一束都適合。',
          ),
        },
        {
          mark: '<path d="M12 22c4-4 8-7 8-12a8 8 0 0 0-16 0c0 5 4 8 8 12z"/><circle cx="12" cy="10" r="3"/>',
          title: t('Dried flowers', '乾燥花'),
          text: t(
            'From two farms in Hualien, bundled in the shop.',
            '來自花蓮兩座農場，在店內手工綁束。',
          ),
        },
      ],
    },
    quote: {
      text: t(
        '“My morning coffee tastes better in their cup. I bought three more as gifts.”',
        '「早上的咖啡用他們的杯子喝更好喝。我又買了三個送人。」',
      ),
      who: t('Hsu Ya-ting, a customer', '許雅婷，顧客'),
    },
    closing: {
      title: t('Find something you love', '找到您喜歡的器物'),
      text: t('See this week’s pieces and prices.', '看看本週的作品與價格。'),
      action: t('See products', '查看商品'),
    },
  },
  second: {
    route: '/products',
    name: t('Products', '商品'),
    title: t('Products and prices, Petal & Clay', '商品與價格｜花瓣與陶土'),
    description: t(
      'Handmade cups, vases, plates and dried flowers from Petal & Clay, with prices, care notes and delivery.',
      '花瓣與陶土的手作杯子、花器、盤子與乾燥花，附價格、保養說明與配送資訊。',
    ),
    intro: {
      eyebrow: t('Products', '商品'),
      title: t('This week in the shop', '本週店內作品'),
      lead: t(
        'Every piece is one of a kind; colours vary a little.',
        '每件作品都是獨一無二，顏色略有差異。',
      ),
    },
    cards: [
      {
        mark: t('Cup', '杯子'),
        title: t('NT$680', '新台幣 680 元'),
        text: t('Holds 250 ml, in sea blue or oat white.', '容量 250 毫升，海藍或燕麥白。'),
      },
      {
        mark: t('Vase', '花器'),
        title: t('NT$1,200', '新台幣 1,200 元'),
        text: t('Twenty centimetres tall, with a matte glaze.', '高二十公分，霧面釉。'),
      },
      {
        mark: t('Flowers', '花束'),
        title: t('NT$450', '新台幣 450 元'),
        text: t('A bunch of dried flowers that lasts a year.', '一束可保存一年的乾燥花。'),
      },
    ],
    split: {
      title: t('Delivery and care', '配送與保養'),
      text: [
        t(
          'We wrap every piece by hand and ship within two working days across Taiwan.',
          '每件作品都由我們親手包裝，兩個工作天內寄出，全台配送。',
        ),
      ],
      points: [
        t('Free delivery over NT$2,000', '滿 NT$2,000 免運費'),
        t('Returns within fourteen days', '十四天內可退貨'),
        t('Gift wrapping on request', '可代為禮物包裝'),
      ],
    },
    closing: {
      title: t('Visit the shop', '歡迎來店參觀'),
      text: t('Read about our studio on the home page.', '在首頁認識我們的工作室。'),
      action: t('Back to home', '回到首頁'),
    },
  },
})
