import { SHIPPED_TEMPLATE_IDS } from '../shipped-ids.js'
import { t, twoPageTemplate } from './two-page.js'

const art = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#3b1f12"/><circle cx="200" cy="160" r="104" fill="#f7ebe0"/><circle cx="200" cy="160" r="78" fill="#fffaf5"/><path d="M150 160c0-28 22-50 50-50s50 22 50 50z" fill="#b5461f"/><circle cx="178" cy="142" r="9" fill="#f2b705"/><circle cx="214" cy="132" r="7" fill="#2d6a3e"/><circle cx="230" cy="150" r="8" fill="#f2b705"/><rect x="150" y="160" width="100" height="10" rx="5" fill="#8f3517"/><rect x="60" y="70" width="8" height="160" rx="4" fill="#edd5c4"/><rect x="332" y="70" width="8" height="160" rx="4" fill="#edd5c4"/><path d="M56 70h16v40c0 8-16 8-16 0z" fill="#edd5c4"/></svg>`

export const restaurant = twoPageTemplate({
  id: SHIPPED_TEMPLATE_IDS.restaurant,
  key: 'restaurant',
  name: 'Little Ember',
  description:
    'A warm site for a restaurant or café: the kitchen, the menu with prices and a way to book.',
  categories: ['Business'],
  palette: {
    page: '#fffaf5',
    band: '#f7ebe0',
    text: '#3d2b22',
    muted: '#6b5244',
    title: '#3b1f12',
    accent: '#a8401e',
    accentHover: '#8f3517',
    heroBg: '#3b1f12',
    heroText: '#fffaf5',
    heroMuted: '#edd5c4',
    card: '#ffffff',
    border: '#ead6c6',
    radius: '14px',
    titleFont: 'Georgia, serif',
    textFont: 'Verdana, sans-serif',
  },
  art,
  brand: t('Little Ember', '小餘燼'),
  footer: {
    line: t(
      'Open Tuesday to Sunday, 11:30 to 21:30. 8 Lantern Lane.',
      '週二至週日 11:30 至 21:30 營業。燈籠巷 8 號。',
    ),
    copyright: t('© 2026 Little Ember Kitchen', '© 2026 小餘燼廚房'),
  },
  home: {
    title: t('Little Ember, a neighbourhood kitchen', '小餘燼｜街角的溫暖廚房'),
    description: t(
      'Little Ember cooks seasonal plates over a wood fire, with bread baked every morning and a short wine list.',
      '小餘燼以柴火烹調當季料理，每天早上現烤麵包，並提供精選葡萄酒。',
    ),
    hero: {
      eyebrow: t('Wood-fired kitchen', '柴火廚房'),
      title: t('Seasonal plates, cooked over fire', '當季食材，柴火慢烤'),
      lead: t(
        'We cook what the market brings each morning and serve it simply, at tables for two to ten.',
        '我們每天早上依市場的食材決定菜色，以簡單的方式呈現，座位從兩人到十人都有。',
      ),
      artLabel: t('A plate of food between a knife and a fork', '刀叉之間的一盤料理'),
    },
    stats: [
      ['40', t('seats inside', '個室內座位')],
      ['12', t('plates on the menu', '道菜色')],
      ['7', t('breads baked each morning', '種每日現烤麵包')],
      ['4.8/5', t('guest rating', '客人評分')],
    ],
    offer: {
      eyebrow: t('Come by', '歡迎光臨'),
      title: t('Lunch, dinner and everything between', '午餐、晚餐，以及兩餐之間'),
      lead: t(
        'Walk in for coffee or book a table for the evening.',
        '隨時進來喝杯咖啡，或預約晚上的座位。',
      ),
      cards: [
        {
          mark: '<path d="M17 8h1a4 4 0 1 1 0 8h-1"/><path d="M3 8h14v9a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4z"/><path d="M6 2v3M10 2v3M14 2v3"/>',
          title: t('Morning coffee', '早晨咖啡'),
          text: t(
            'Coffee from a small roaster and pastries until eleven.',
            '小烘焙坊的咖啡，糕點供應到十一點。',
          ),
        },
        {
          mark: '<path d="M3 11h18"/><path d="M5 11a7 7 0 0 1 14 0"/><path d="M4 15h16l-2 5H6z"/>',
          title: t('Lunch plates', '午間套餐'),
          text: t('Three plates each day, ready in ten minutes.', '每天三道料理，十分鐘上桌。'),
        },
        {
          mark: '<path d="M8 22h8M12 15v7M7 3h10l-1 7a4 4 0 0 1-8 0z"/>',
          title: t('Dinner and wine', '晚餐與葡萄酒'),
          text: t(
            'Shared plates from the fire and wines by the glass.',
            '柴火分享盤，葡萄酒可單杯點。',
          ),
        },
      ],
    },
    quote: {
      text: t(
        '“The bread alone is worth the walk. We come back every Friday.”',
        '「光是麵包就值得走一趟。我們每個星期五都會再來。」',
      ),
      who: t('Chen Wei, a regular guest', '陳偉，常客'),
    },
    closing: {
      title: t('Hungry already?', '已經餓了嗎？'),
      text: t('See today’s plates and their prices.', '看看今天的菜色與價格。'),
      action: t('See the menu', '查看菜單'),
    },
  },
  second: {
    route: '/menu',
    name: t('Menu', '菜單'),
    title: t('Menu and prices, Little Ember', '菜單與價格｜小餘燼'),
    description: t(
      'The seasonal menu of Little Ember: small plates, plates from the fire and desserts, with prices.',
      '小餘燼的當季菜單：小盤料理、柴火主菜與甜點，附上價格。',
    ),
    intro: {
      eyebrow: t('Menu', '菜單'),
      title: t('This season’s menu', '本季菜單'),
      lead: t(
        'Prices include service. Ask us about allergies.',
        '價格已含服務費。如有過敏請告訴我們。',
      ),
    },
    cards: [
      {
        mark: t('Small plates', '小盤料理'),
        title: t('Charred leeks, NT$220', '炙烤韭蔥 NT$220'),
        text: t('With hazelnuts, brown butter and lemon.', '搭配榛果、焦化奶油與檸檬。'),
      },
      {
        mark: t('From the fire', '柴火主菜'),
        title: t('Half chicken, NT$480', '半隻烤雞 NT$480'),
        text: t('Roasted with garlic and served with greens.', '以大蒜烘烤，佐時蔬。'),
      },
      {
        mark: t('Dessert', '甜點'),
        title: t('Burnt honey tart, NT$180', '焦糖蜂蜜塔 NT$180'),
        text: t('With cream from a farm in Yilan.', '搭配宜蘭牧場的鮮奶油。'),
      },
    ],
    split: {
      title: t('Booking a table', '預約座位'),
      text: [
        t(
          'Call us or write to us: we keep half the tables for guests who walk in.',
          '歡迎來電或來信預約：我們保留一半的座位給現場的客人。',
        ),
      ],
      points: [
        t('Tables for two to ten', '二至十人座位'),
        t('Groups up to thirty by arrangement', '三十人以內團體可另行安排'),
        t('Vegetarian plates every day', '每天都有素食料理'),
      ],
    },
    closing: {
      title: t('See you soon', '期待您的光臨'),
      text: t('Read more about our kitchen on the home page.', '在首頁認識更多我們的廚房。'),
      action: t('Back to home', '回到首頁'),
    },
  },
})
