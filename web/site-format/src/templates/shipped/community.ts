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
  type Palette,
} from '../sections.js'

const palette: Palette = {
  page: '#f6fbf7',
  band: '#e6f3ea',
  text: '#1f2d24',
  muted: '#48594d',
  title: '#142019',
  accent: '#2d7440',
  accentHover: '#215831',
  heroBg: '#173524',
  heroText: '#ffffff',
  heroMuted: '#cfe6d6',
  card: '#ffffff',
  border: '#cde2d3',
  radius: '16px',
  titleFont: 'Georgia, serif',
  textFont: 'Arial, Helvetica, sans-serif',
}

const art = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#1f4630"/><circle cx="310" cy="80" r="40" fill="#f6c85f"/><path d="M0 230 Q100 180 200 220 T400 210 V300 H0 Z" fill="#2d7440"/><path d="M0 260 Q120 230 240 260 T400 250 V300 H0 Z" fill="#3f9456"/><path d="M90 220 V150" stroke="#e6f3ea" stroke-width="6"/><circle cx="90" cy="136" r="30" fill="#6fbf7f"/><path d="M160 230 V170" stroke="#e6f3ea" stroke-width="6"/><circle cx="160" cy="156" r="24" fill="#9dd4a8"/><rect x="228" y="170" width="70" height="56" rx="6" fill="#f6fbf7"/><path d="M222 174 L263 140 L304 174 Z" fill="#f6c85f"/></svg>`

const t = (en: string, zh: string) => ({ en, zh })

export const community: ShippedTemplateDef = {
  id: SHIPPED_TEMPLATE_IDS.community,
  key: 'community',
  name: 'Riverside Garden Club',
  description:
    'A welcoming site for a club or neighbourhood group: who you are, how to join and upcoming events.',
  categories: ['Community'],
  palette,
  brand: t('Riverside Garden Club', '河畔園藝社'),
  footer: {
    line: t('We meet every Saturday at 9:00 by the river gate.', '每週六早上九點在河濱大門集合。'),
    copyright: t('© 2026 Riverside Garden Club', '© 2026 河畔園藝社'),
  },
  pages: [
    {
      route: '/home',
      name: t('Home', '首頁'),
      title: t('Riverside Garden Club, a neighbourhood garden', '河畔園藝社｜社區共享菜園'),
      description: t(
        'Riverside Garden Club looks after a shared garden by the river. Everyone is welcome, no experience needed.',
        '河畔園藝社照顧河邊的一座共享菜園。歡迎所有人加入，不需要任何經驗。',
      ),
      body: (b, p) => [
        hero(b, p, {
          eyebrow: t('Neighbours growing together', '鄰居們一起種植'),
          title: t('A garden by the river, kept by all of us.', '河邊的菜園，由我們一起照顧。'),
          lead: t(
            'Sixty neighbours, forty beds and one long table for lunch. Come on a Saturday morning and bring a friend.',
            '六十位鄰居、四十塊菜圃和一張長長的午餐桌。星期六早上來吧，也帶個朋友。',
          ),
          primary: { text: t('Upcoming events', '近期活動'), href: '/events' },
          art,
          artLabel: t(
            'Trees and a small shed on green hills at sunrise',
            '日出時綠色山丘上的樹木與小屋',
          ),
        }),
        section(b, { name: 'Join', background: p.page }, [
          ...intro(b, p, {
            eyebrow: t('How to join', '如何加入'),
            title: t('Three ways to get involved', '三種參與方式'),
            lead: t(
              'Come once or come every week. The garden is here either way.',
              '來一次或每週都來都可以，菜園一直都在。',
            ),
          }),
          cardGrid(b, p, [
            {
              mark: '<path d="M12 22V12"/><path d="M12 12C12 7 8 4 3 4c0 5 4 8 9 8z"/><path d="M12 14c0-4 3-7 8-7 0 4-3 7-8 7z"/>',
              title: t('Tend a bed', '認養菜圃'),
              text: t(
                'Take care of your own bed for a season, with tools and seeds shared.',
                '認養一塊菜圃一整季，工具與種子共用。',
              ),
            },
            {
              mark: '<rect x="3" y="4" width="18" height="18" rx="2"/><path d="M16 2v4M8 2v4M3 10h18"/>',
              title: t('Work days', '工作日'),
              text: t(
                'Drop in on Saturday mornings and help wherever it is needed.',
                '星期六早上隨時加入，哪裡需要就到哪裡幫忙。',
              ),
            },
            {
              mark: '<path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z"/>',
              title: t('Share the harvest', '分享收成'),
              text: t(
                'Extra vegetables go to the food bank down the street every Sunday.',
                '多出來的蔬菜每週日送到街尾的食物銀行。',
              ),
            },
          ]),
        ]),
        section(b, { name: 'Voices', background: p.band }, [
          quote(
            b,
            p,
            t(
              '“I moved here knowing nobody. Now I know half the street, and how to grow tomatoes.”',
              '「搬來時我誰也不認識。現在我認識半條街的人，還學會了種番茄。」',
            ),
            t('Priya, member since 2023', 'Priya，2023 年加入的社員'),
          ),
        ]),
        callToAction(b, p, {
          title: t('See you on Saturday', '星期六見'),
          text: t(
            'Workshops, shared lunches and the autumn fair are all on the events page.',
            '工作坊、共享午餐與秋季市集都在活動頁面上。',
          ),
          action: { text: t('See all events', '查看所有活動'), href: '/events' },
        }),
      ],
    },
    {
      route: '/events',
      name: t('Events', '活動'),
      title: t('Events at Riverside Garden Club', '河畔園藝社的活動'),
      description: t(
        'Workshops, shared lunches and seasonal fairs at the Riverside Garden Club. All events are free.',
        '河畔園藝社的工作坊、共享午餐與季節市集。所有活動皆免費。',
      ),
      body: (b, p) => [
        section(b, { name: 'EventsIntro', background: p.page }, [
          ...intro(
            b,
            p,
            {
              eyebrow: t('Events', '活動'),
              title: t('What is on this season', '本季活動'),
              lead: t(
                'Every event is free and open to everyone. Children are welcome.',
                '所有活動皆免費並對所有人開放，歡迎孩子參加。',
              ),
            },
            1,
          ),
          cardGrid(
            b,
            p,
            [
              {
                mark: t('Sat 14 March · 10:00', '3 月 14 日（六）10:00'),
                title: t('Seed swap', '種子交換'),
                text: t(
                  'Bring seeds you saved, leave with new ones to try.',
                  '帶來你保存的種子，換回新的來試種。',
                ),
              },
              {
                mark: t('Sat 4 April · 09:00', '4 月 4 日（六）09:00'),
                title: t('Spring planting day', '春季種植日'),
                text: t(
                  'We plant the shared beds together, then eat together.',
                  '我們一起種下共享菜圃，然後一起用餐。',
                ),
              },
              {
                mark: t('Sun 19 April · 14:00', '4 月 19 日（日）14:00'),
                title: t('Composting workshop', '堆肥工作坊'),
                text: t(
                  'Learn to turn kitchen scraps into rich soil at home.',
                  '學習在家把廚餘變成肥沃的土壤。',
                ),
              },
              {
                mark: t('Sat 9 May · 12:00', '5 月 9 日（六）12:00'),
                title: t('Long table lunch', '長桌午餐'),
                text: t(
                  'A shared meal from the garden, under the trees by the river.',
                  '在河邊的樹下，享用來自菜園的共享餐點。',
                ),
              },
            ],
            2,
            2,
          ),
        ]),
        section(b, { name: 'Bring', background: p.band }, [
          splitList(b, p, {
            title: t('What to bring', '要帶什麼'),
            text: [
              t(
                'We have tools, gloves and tea. You only need clothes that can get muddy.',
                '我們有工具、手套和茶，你只需要穿可以弄髒的衣服。',
              ),
            ],
            points: [
              t('Comfortable shoes', '舒適的鞋子'),
              t('A water bottle', '水壺'),
              t('A dish to share, if you like', '可以分享的一道菜（自由參加）'),
            ],
          }),
        ]),
        callToAction(b, p, {
          title: t('New to the club?', '第一次來嗎？'),
          text: t(
            'Read how the garden works and how to join on the home page.',
            '在首頁了解菜園如何運作以及如何加入。',
          ),
          action: { text: t('Back to home', '回到首頁'), href: '/home' },
        }),
      ],
    },
  ],
}
