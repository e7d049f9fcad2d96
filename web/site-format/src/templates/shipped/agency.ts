import { SHIPPED_TEMPLATE_IDS } from '../shipped-ids.js'
import { t, twoPageTemplate } from './two-page.js'

const art = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#0f1420"/><rect x="50" y="50" width="300" height="200" rx="12" fill="#1b2436"/><rect x="70" y="74" width="120" height="14" rx="7" fill="#8ab4ff"/><rect x="70" y="100" width="80" height="10" rx="5" fill="#aab4c6"/><circle cx="270" cy="150" r="56" fill="#2c3850"/><path d="M270 94a56 56 0 0 1 56 56h-56z" fill="#8ab4ff"/><rect x="70" y="180" width="30" height="46" rx="4" fill="#b3ceff"/><rect x="110" y="160" width="30" height="66" rx="4" fill="#8ab4ff"/><rect x="150" y="140" width="30" height="86" rx="4" fill="#dfe4ee"/></svg>`

export const agency = twoPageTemplate({
  id: SHIPPED_TEMPLATE_IDS.agency,
  key: 'agency',
  name: 'Northwind Studio',
  description:
    'A sharp site for an agency or consultancy: services, results in numbers and how a project runs.',
  categories: ['Business'],
  palette: {
    page: '#ffffff',
    band: '#f1f3f5',
    text: '#22272e',
    muted: '#50585f',
    title: '#111418',
    accent: '#2f55d4',
    accentHover: '#2442a8',
    heroBg: '#0f1420',
    heroText: '#ffffff',
    heroMuted: '#b9c3d6',
    card: '#ffffff',
    border: '#d9dee3',
    radius: '8px',
    titleFont: 'Futura, Century Gothic, sans-serif',
    textFont: 'Segoe UI, Tahoma, sans-serif',
  },
  art,
  brand: t('Northwind Studio', '北風工作室'),
  footer: {
    line: t(
      'Brand, web and product design for growing companies. Taipei and remote.',
      '為成長中的企業提供品牌、網站與產品設計。台北與遠端皆可合作。',
    ),
    copyright: t('© 2026 Northwind Studio Ltd.', '© 2026 北風工作室有限公司'),
  },
  home: {
    title: t('Northwind Studio, design for growing companies', '北風工作室｜為成長企業而設計'),
    description: t(
      'Northwind Studio designs brands, websites and products for companies of ten to two hundred people, from first sketch to launch.',
      '北風工作室為十到兩百人的企業設計品牌、網站與產品，從第一張草圖到正式上線。',
    ),
    hero: {
      eyebrow: t('Design studio', '設計工作室'),
      title: t('Design that moves the numbers', '讓數字往前走的設計'),
      lead: t(
        'A small senior team that works with you every week, from the first workshop to launch day.',
        '一支小而資深的團隊，從第一次工作坊到上線那天，每週與您一起工作。',
      ),
      artLabel: t('A dashboard with a chart and rising bars', '有圖表與上升長條的儀表板'),
    },
    stats: [
      ['64', t('projects launched', '個上線專案')],
      ['+38%', t('average sign-up growth', '平均註冊成長')],
      ['9', t('people in the studio', '位工作室成員')],
      ['11', t('years of practice', '年實務經驗')],
    ],
    offer: {
      eyebrow: t('Services', '服務項目'),
      title: t('From brand to product', '從品牌到產品'),
      lead: t(
        'Hire us for one piece or the whole journey.',
        '可以只委託其中一項，也可以全程合作。',
      ),
      cards: [
        {
          mark: '<path d="M12 2l3 7h7l-5.5 4.5L18 21l-6-4-6 4 1.5-7.5L2 9h7z"/>',
          title: t('Brand identity', '品牌識別'),
          text: t('Names, logos and voice that people remember.', '讓人記得住的名稱、標誌與語氣。'),
        },
        {
          mark: '<rect x="2" y="3" width="20" height="14" rx="2"/><path d="M8 21h8M12 17v4"/>',
          title: t('Websites', '網站'),
          text: t(
            'Fast, clear sites that turn visitors into clients.',
            '快速清楚的網站，把訪客變成客戶。',
          ),
        },
        {
          mark: '<rect x="5" y="2" width="14" height="20" rx="2"/><path d="M12 18h.01"/>',
          title: t('Product design', '產品設計'),
          text: t(
            'Apps and tools tested with real users every sprint.',
            '每個衝刺週期都與真實使用者測試的應用程式與工具。',
          ),
        },
      ],
    },
    quote: {
      text: t(
        '“Northwind rebuilt our sign-up in six weeks. Trials went up by half.”',
        '「北風在六週內重做了我們的註冊流程，試用人數增加了一半。」',
      ),
      who: t('Kevin Chou, head of product at Tidely', '周凱文，Tidely 產品負責人'),
    },
    closing: {
      title: t('Curious how we work?', '想知道我們如何工作嗎？'),
      text: t('See how a project runs, week by week.', '一週一週看看專案如何進行。'),
      action: t('How we work', '合作方式'),
    },
  },
  second: {
    route: '/process',
    name: t('Process', '合作方式'),
    title: t('How a project runs, Northwind Studio', '專案如何進行｜北風工作室'),
    description: t(
      'How Northwind Studio runs a design project: discovery, design sprints and launch, with typical timelines and budgets.',
      '北風工作室如何進行設計專案：探索、設計衝刺與上線，並附上常見時程與預算。',
    ),
    intro: {
      eyebrow: t('Process', '流程'),
      title: t('Three stages, no surprises', '三個階段，沒有意外'),
      lead: t('Most projects take eight to fourteen weeks.', '大多數專案需要八到十四週。'),
    },
    cards: [
      {
        mark: t('Weeks 1 to 2', '第 1 至 2 週'),
        title: t('Discovery', '探索'),
        text: t(
          'Workshops, interviews and a plan we agree on.',
          '工作坊、訪談，以及雙方同意的計畫。',
        ),
      },
      {
        mark: t('Weeks 3 to 10', '第 3 至 10 週'),
        title: t('Design sprints', '設計衝刺'),
        text: t('Weekly reviews with working prototypes.', '每週以可操作的原型進行檢視。'),
      },
      {
        mark: t('Weeks 11 to 14', '第 11 至 14 週'),
        title: t('Launch', '上線'),
        text: t('Handover, launch and a month of support.', '交接、上線，以及一個月的支援。'),
      },
    ],
    split: {
      title: t('Working together', '一起工作'),
      text: [
        t(
          'You get one lead designer who stays from the first call to launch, and a shared board where every decision is written down.',
          '從第一通電話到上線，都由同一位主設計師負責，所有決定都記錄在共享看板上。',
        ),
      ],
      points: [
        t('Fixed price per stage', '每個階段固定價格'),
        t('A weekly review, in person or online', '每週檢視，實體或線上皆可'),
        t('Everything we make is yours', '所有成果都歸您所有'),
      ],
    },
    closing: {
      title: t('Let’s build something', '一起打造些什麼吧'),
      text: t('Read about our work on the home page.', '在首頁看看我們的作品。'),
      action: t('Back to home', '回到首頁'),
    },
  },
})
