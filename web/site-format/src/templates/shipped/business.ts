import { SHIPPED_TEMPLATE_IDS } from '../shipped-ids.js'
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
  type Palette,
} from '../sections.js'

const palette: Palette = {
  page: '#ffffff',
  band: '#eef3f8',
  text: '#1e2a36',
  muted: '#4a5866',
  title: '#0e1b29',
  accent: '#1d5fbf',
  accentHover: '#164a94',
  heroBg: '#0e1b29',
  heroText: '#ffffff',
  heroMuted: '#c9d6e5',
  card: '#ffffff',
  border: '#d6e0ea',
  radius: '8px',
  titleFont: 'Arial, Helvetica, sans-serif',
  textFont: 'Arial, Helvetica, sans-serif',
}

const art = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#16283b"/><rect x="40" y="40" width="320" height="220" rx="12" fill="#ffffff"/><rect x="64" y="64" width="110" height="12" rx="6" fill="#0e1b29"/><rect x="64" y="88" width="70" height="8" rx="4" fill="#9fb3c8"/><rect x="80" y="180" width="34" height="56" rx="4" fill="#9fc1ee"/><rect x="130" y="156" width="34" height="80" rx="4" fill="#5b8fd6"/><rect x="180" y="130" width="34" height="106" rx="4" fill="#1d5fbf"/><rect x="230" y="104" width="34" height="132" rx="4" fill="#164a94"/><path d="M84 168 L146 140 L196 116 L282 76" fill="none" stroke="#f2a93b" stroke-width="5" stroke-linecap="round"/><circle cx="282" cy="76" r="9" fill="#f2a93b"/><rect x="290" y="184" width="46" height="52" rx="6" fill="#eef3f8"/></svg>`

const t = (en: string, zh: string) => ({ en, zh })

export const business: ShippedTemplateDef = {
  id: SHIPPED_TEMPLATE_IDS.business,
  key: 'business',
  name: 'Harbor & Finch',
  description:
    'A confident small-business site: what you offer, why clients trust you, and a services page.',
  categories: ['Business'],
  palette,
  brand: t('Harbor & Finch', '港灣與雀'),
  footer: {
    line: t(
      'Bookkeeping and advice for small businesses. Mon to Fri, 9:00 to 18:00.',
      '為小型企業提供記帳與顧問服務。週一至週五 9:00 至 18:00。',
    ),
    copyright: t('© 2026 Harbor & Finch Ltd.', '© 2026 港灣與雀有限公司'),
  },
  pages: [
    {
      route: '/home',
      name: t('Home', '首頁'),
      title: t('Harbor & Finch, bookkeeping for small businesses', '港灣與雀｜小型企業記帳服務'),
      description: t(
        'Harbor & Finch keeps the books, files the taxes and gives plain advice to small businesses and freelancers.',
        '港灣與雀為小型企業與自由工作者處理帳務、申報稅務，並提供淺白易懂的建議。',
      ),
      body: (b, p) => [
        hero(b, p, {
          eyebrow: t('Bookkeeping and advice', '記帳與顧問'),
          title: t('Clear numbers. Calm decisions.', '清楚的數字，從容的決定。'),
          lead: t(
            'We keep the books for more than two hundred small businesses, so their owners can spend their time on the work they love.',
            '我們為兩百多家小型企業記帳，讓老闆們把時間花在自己熱愛的工作上。',
          ),
          primary: { text: t('Our services', '我們的服務'), href: '/services' },
          art,
          artLabel: t(
            'A report with rising bars and a trend line',
            '一份長條圖逐步上升並附有趨勢線的報表',
          ),
        }),
        section(
          b,
          { name: 'Numbers', background: p.page, padding: { base: { padding: '56px 32px' } } },
          [
            stats(b, p, [
              ['200+', t('clients served', '位服務中的客戶')],
              ['15', t('years in business', '年營運經驗')],
              ['48 h', t('reply time, at most', '最長回覆時間')],
              ['4.9/5', t('client rating', '客戶評分')],
            ]),
          ],
        ),
        section(b, { name: 'Offer', background: p.band }, [
          ...intro(b, p, {
            eyebrow: t('What we do', '我們的工作'),
            title: t('Everything behind the counter, handled', '櫃檯後面的一切，交給我們'),
            lead: t(
              'Pick one service or let us take care of all of them.',
              '選擇單項服務，或把全部交給我們。',
            ),
          }),
          cardGrid(b, p, [
            {
              mark: '<rect x="4" y="2" width="16" height="20" rx="2"/><path d="M8 6h8M8 10h8M8 14h5"/>',
              title: t('Monthly bookkeeping', '每月記帳'),
              text: t(
                'Receipts in, clean reports out, every month without fail.',
                '收據交給我們，每個月準時產出清楚的報表。',
              ),
            },
            {
              mark: '<path d="M12 1v22"/><path d="M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6"/>',
              title: t('Tax returns', '稅務申報'),
              text: t(
                'Business and personal returns, filed on time and explained in plain words.',
                '企業與個人申報準時完成，並以淺白的話說明。',
              ),
            },
            {
              mark: '<path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/>',
              title: t('Advice on call', '隨時諮詢'),
              text: t(
                'A real person who knows your business, one phone call away.',
                '一位了解你事業的真人顧問，一通電話就找得到。',
              ),
            },
          ]),
        ]),
        section(b, { name: 'Trust', background: p.page }, [
          quote(
            b,
            p,
            t(
              '“They found savings in our first week and have never missed a deadline since.”',
              '「他們在第一週就幫我們找到可以節省的地方，之後從未錯過任何期限。」',
            ),
            t('Ana Costa, founder of Costa Bikes', 'Ana Costa，Costa 單車創辦人'),
          ),
        ]),
        callToAction(b, p, {
          title: t('A first meeting is free', '第一次會談免費'),
          text: t(
            'See what each service includes and what it costs.',
            '看看每項服務包含什麼，以及費用多少。',
          ),
          action: { text: t('Compare services', '比較服務內容'), href: '/services' },
        }),
      ],
    },
    {
      route: '/services',
      name: t('Services', '服務'),
      title: t('Services and prices, Harbor & Finch', '服務與價格｜港灣與雀'),
      description: t(
        'Monthly bookkeeping, tax returns and advice for small businesses, with clear prices.',
        '為小型企業提供每月記帳、稅務申報與諮詢服務，價格透明。',
      ),
      body: (b, p) => [
        section(b, { name: 'ServicesIntro', background: p.page }, [
          ...intro(
            b,
            p,
            {
              eyebrow: t('Services', '服務'),
              title: t('Simple plans, no surprises', '簡單的方案，沒有意外'),
              lead: t(
                'Every plan includes a named accountant and a yearly review.',
                '每個方案都有專屬會計師，以及年度檢視。',
              ),
            },
            1,
          ),
          cardGrid(
            b,
            p,
            [
              {
                mark: t('Starter', '入門'),
                title: t('NT$3,000 a month', '每月 NT$3,000'),
                text: t(
                  'Bookkeeping for freelancers and shops with up to 100 receipts a month.',
                  '適合每月收據在一百張以內的自由工作者與小店。',
                ),
              },
              {
                mark: t('Growing', '成長'),
                title: t('NT$6,500 a month', '每月 NT$6,500'),
                text: t(
                  'Bookkeeping, payroll for up to ten people and quarterly reports.',
                  '記帳、十人以內的薪資作業，以及季度報表。',
                ),
              },
              {
                mark: t('Complete', '完整'),
                title: t('NT$12,000 a month', '每月 NT$12,000'),
                text: t(
                  'Everything, plus tax returns and advice whenever you need it.',
                  '包含所有服務，另加稅務申報與隨時諮詢。',
                ),
              },
            ],
            3,
            2,
          ),
        ]),
        section(b, { name: 'Process', background: p.band }, [
          splitList(b, p, {
            title: t('How we start', '我們如何開始'),
            text: [
              t(
                'We meet for an hour, look at how you keep records today and suggest the smallest change that helps.',
                '我們會面一小時，了解你現在如何記錄帳務，並建議最小但有效的改變。',
              ),
            ],
            points: [
              t('Week 1: a free first meeting', '第一週：免費初次會談'),
              t('Week 2: we set up your books', '第二週：建立你的帳簿'),
              t('Week 4: your first monthly report', '第四週：第一份月報'),
            ],
          }),
        ]),
        callToAction(b, p, {
          title: t('Questions about a plan?', '對方案有疑問嗎？'),
          text: t(
            'Read more about us and our clients on the home page.',
            '在首頁了解更多關於我們與客戶的故事。',
          ),
          action: { text: t('Back to home', '回到首頁'), href: '/home' },
        }),
      ],
    },
  ],
}
