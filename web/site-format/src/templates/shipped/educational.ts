import { SHIPPED_TEMPLATE_IDS } from '../shipped-ids.js'
import type { ShippedTemplateDef } from '../define-template.js'
import {
  callToAction,
  cardGrid,
  hero,
  intro,
  section,
  splitList,
  stats,
  type Palette,
} from '../sections.js'

const palette: Palette = {
  page: '#fffdf7',
  band: '#fff4d6',
  text: '#2a2a2a',
  muted: '#555555',
  title: '#1a1a1a',
  accent: '#b93d0b',
  accentHover: '#8f2f09',
  heroBg: '#213a63',
  heroText: '#ffffff',
  heroMuted: '#d6e2f3',
  card: '#ffffff',
  border: '#eedfb4',
  radius: '18px',
  titleFont: "'Trebuchet MS', Arial, sans-serif",
  textFont: 'Verdana, Arial, sans-serif',
}

const art = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#2c4a7a"/><circle cx="320" cy="70" r="36" fill="#ffd166"/><path d="M200 60 L340 120 L200 180 L60 120 Z" fill="#fff4d6"/><path d="M110 140 V200 Q200 250 290 200 V140 L200 180 Z" fill="#b93d0b"/><path d="M340 120 V190" stroke="#ffd166" stroke-width="6"/><circle cx="340" cy="198" r="10" fill="#ffd166"/><rect x="40" y="236" width="90" height="18" rx="4" fill="#ffd166"/><rect x="52" y="216" width="80" height="18" rx="4" fill="#d6e2f3"/><rect x="44" y="256" width="96" height="18" rx="4" fill="#fff4d6"/></svg>`

const t = (en: string, zh: string) => ({ en, zh })

export const educational: ShippedTemplateDef = {
  id: SHIPPED_TEMPLATE_IDS.educational,
  key: 'educational',
  name: 'Bright Path Academy',
  description:
    'A friendly school or course site: what students learn, how classes run, and a page of courses.',
  categories: ['Educational'],
  palette,
  brand: t('Bright Path Academy', '明路學苑'),
  footer: {
    line: t(
      'Evening and weekend classes for curious adults.',
      '為好奇的成人開設的夜間與週末課程。',
    ),
    copyright: t('© 2026 Bright Path Academy', '© 2026 明路學苑'),
  },
  pages: [
    {
      route: '/home',
      name: t('Home', '首頁'),
      title: t('Bright Path Academy, classes for curious adults', '明路學苑｜給好奇成人的課程'),
      description: t(
        'Small evening and weekend classes in coding, writing and design, taught by people who do the work every day.',
        '小班制的夜間與週末課程，涵蓋程式、寫作與設計，由每天從事這些工作的人授課。',
      ),
      body: (b, p) => [
        hero(b, p, {
          eyebrow: t('Enrolling for spring', '春季班招生中'),
          title: t('Learn something new, one evening at a time.', '每次一個晚上，學會新事物。'),
          lead: t(
            'Small classes, patient teachers and real projects. No exams, just the skills you came for.',
            '小班制、耐心的老師與真實的專案。沒有考試，只有你想學的技能。',
          ),
          primary: { text: t('Browse courses', '瀏覽課程'), href: '/courses' },
          art,
          artLabel: t('A graduation cap beside a stack of books', '學士帽與一疊書本'),
        }),
        section(b, { name: 'Why', background: p.band }, [
          ...intro(b, p, {
            eyebrow: t('Why Bright Path', '為什麼選擇明路'),
            title: t('Built around people with busy lives', '為生活忙碌的人而設計'),
          }),
          cardGrid(b, p, [
            {
              mark: '<circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/>',
              title: t('Evenings and weekends', '夜間與週末'),
              text: t(
                'Two-hour classes that fit after work, with recordings if you miss one.',
                '下班後剛好的兩小時課程，缺課也有錄影可補。',
              ),
            },
            {
              mark: '<path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2"/><circle cx="9" cy="7" r="4"/>',
              title: t('Twelve students at most', '每班最多十二人'),
              text: t(
                'Every question gets an answer, and every project gets feedback.',
                '每個問題都有解答，每個專案都有回饋。',
              ),
            },
            {
              mark: '<path d="M22 11.08V12a10 10 0 1 1-5.93-9.14"/><path d="M22 4L12 14.01l-3-3"/>',
              title: t('Finish with a project', '以作品結業'),
              text: t(
                'You leave with something real to show, not just a certificate.',
                '你帶走的是能展示的真實作品，而不只是一張證書。',
              ),
            },
          ]),
        ]),
        section(b, { name: 'Results', background: p.page }, [
          stats(b, p, [
            ['3,200', t('students since 2018', '名學生（自 2018 年）')],
            ['92%', t('finish their course', '完成課程')],
            ['24', t('courses each season', '門每季課程')],
          ]),
        ]),
        callToAction(b, p, {
          title: t('Spring classes start in March', '春季班三月開課'),
          text: t(
            'Seats go fast. See the full list of courses and dates.',
            '名額有限，請查看完整的課程與日期。',
          ),
          action: { text: t('See all courses', '查看所有課程'), href: '/courses' },
        }),
      ],
    },
    {
      route: '/courses',
      name: t('Courses', '課程'),
      title: t('Courses at Bright Path Academy', '明路學苑的課程'),
      description: t(
        'Spring courses in web coding, creative writing, design basics and spoken English, with dates and prices.',
        '春季課程包含網頁程式、創意寫作、設計基礎與英語會話，附日期與價格。',
      ),
      body: (b, p) => [
        section(b, { name: 'CoursesIntro', background: p.page }, [
          ...intro(
            b,
            p,
            {
              eyebrow: t('Spring 2026', '2026 春季'),
              title: t('Courses this season', '本季課程'),
              lead: t(
                'Each course runs for eight weeks, one evening or one Saturday morning a week.',
                '每門課為期八週，每週一個晚上或一個星期六早上。',
              ),
            },
            1,
          ),
          cardGrid(
            b,
            p,
            [
              {
                mark: t('Tuesdays · 8 weeks', '週二 · 八週'),
                title: t('Web coding from zero', '從零開始學網頁程式'),
                text: t(
                  'HTML, CSS and a little JavaScript, ending with your own site online.',
                  'HTML、CSS 與一點 JavaScript，最後讓你的網站上線。',
                ),
              },
              {
                mark: t('Wednesdays · 8 weeks', '週三 · 八週'),
                title: t('Creative writing', '創意寫作'),
                text: t(
                  'Short stories and personal essays, read aloud and discussed in class.',
                  '短篇小說與個人散文，在課堂上朗讀並討論。',
                ),
              },
              {
                mark: t('Thursdays · 8 weeks', '週四 · 八週'),
                title: t('Design basics', '設計基礎'),
                text: t(
                  'Type, colour and layout through small weekly exercises.',
                  '透過每週的小練習學習字體、色彩與版面。',
                ),
              },
              {
                mark: t('Saturdays · 8 weeks', '週六 · 八週'),
                title: t('Spoken English', '英語會話'),
                text: t(
                  'Practise everyday conversation in a relaxed, small group.',
                  '在輕鬆的小組中練習日常對話。',
                ),
              },
            ],
            2,
            2,
          ),
        ]),
        section(b, { name: 'Enrol', background: p.band }, [
          splitList(b, p, {
            title: t('How to enrol', '如何報名'),
            text: [
              t(
                'Choose a course, reserve a seat and pay the first half. The rest is due in the fourth week.',
                '選擇課程、預留座位並支付一半學費，其餘在第四週繳清。',
              ),
            ],
            points: [
              t('NT$8,000 per course', '每門課 NT$8,000'),
              t('Full refund before the second class', '第二堂課前可全額退費'),
              t('Materials included', '包含教材'),
            ],
          }),
        ]),
        callToAction(b, p, {
          title: t('Not sure where to start?', '不確定從哪裡開始嗎？'),
          text: t(
            'Read what our students say about us on the home page.',
            '在首頁看看學生們怎麼說。',
          ),
          action: { text: t('Back to home', '回到首頁'), href: '/home' },
        }),
      ],
    },
  ],
}
