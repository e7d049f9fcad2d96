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
  page: '#fbf7f2',
  band: '#f3ebe1',
  text: '#2b2622',
  muted: '#5e554d',
  title: '#1f1a17',
  accent: '#b4442a',
  accentHover: '#8e321d',
  heroBg: '#2b211c',
  heroText: '#fbf7f2',
  heroMuted: '#e6dbcf',
  card: '#ffffff',
  border: '#e6dacb',
  radius: '14px',
  titleFont: 'Georgia, serif',
  textFont: "'Trebuchet MS', Arial, sans-serif",
}

const art = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#3a2d26"/><circle cx="270" cy="120" r="86" fill="#b4442a"/><circle cx="270" cy="120" r="56" fill="#e8a87c"/><rect x="40" y="196" width="320" height="64" rx="32" fill="#f3ebe1"/><rect x="64" y="218" width="150" height="20" rx="10" fill="#b4442a"/><circle cx="96" cy="96" r="34" fill="none" stroke="#e6dbcf" stroke-width="6"/><path d="M40 170 Q120 120 200 170 T360 170" fill="none" stroke="#e6dbcf" stroke-width="4"/></svg>`

export const personal: ShippedTemplateDef = {
  id: SHIPPED_TEMPLATE_IDS.personal,
  key: 'personal',
  name: 'Mei Lin',
  description:
    'A warm personal site: an introduction, what you do, a quote and an about page with your story.',
  categories: ['Personal'],
  palette,
  brand: { en: 'Mei Lin', zh: '林美' },
  footer: {
    line: { en: 'Designer and writer, based in Taipei.', zh: '設計師與作家，現居台北。' },
    copyright: { en: '© 2026 Mei Lin. All rights reserved.', zh: '© 2026 林美 版權所有。' },
  },
  pages: [
    {
      route: '/home',
      name: { en: 'Home', zh: '首頁' },
      title: { en: 'Mei Lin, designer and writer', zh: '林美｜設計師與作家' },
      description: {
        en: 'Mei Lin designs calm, useful websites and writes about craft, cities and slow work.',
        zh: '林美設計沉靜而實用的網站，並書寫關於工藝、城市與慢工作的文字。',
      },
      body: (b, p) => [
        hero(b, p, {
          eyebrow: { en: 'Hello, I am Mei', zh: '你好，我是林美' },
          title: {
            en: 'I design calm, useful things for the web.',
            zh: '我為網路設計沉靜而實用的事物。',
          },
          lead: {
            en: 'For ten years I have helped small teams and independent makers tell their story clearly, with pages that load fast and read well.',
            zh: '十年來，我協助小型團隊與獨立創作者清楚地說出自己的故事，打造載入迅速、易於閱讀的網頁。',
          },
          primary: { text: { en: 'About me', zh: '關於我' }, href: '/about' },
          art,
          artLabel: { en: 'Warm circles over a soft horizon', zh: '柔和地平線上的暖色圓形' },
        }),
        section(b, { name: 'Services', background: p.band }, [
          ...intro(b, p, {
            eyebrow: { en: 'What I do', zh: '我的工作' },
            title: { en: 'Three ways we can work together', zh: '我們可以合作的三種方式' },
            lead: {
              en: 'Every project starts with a conversation and ends with something you are proud to share.',
              zh: '每個專案都從一次對話開始，並以你樂於分享的成果結束。',
            },
          }),
          cardGrid(b, p, [
            {
              mark: '<path d="M12 19l7-7 3 3-7 7-3-3z"/><path d="M18 13l-1.5-7.5L2 2l3.5 14.5L13 18l5-5z"/><path d="M2 2l7.6 7.6"/>',
              title: { en: 'Web design', zh: '網頁設計' },
              text: {
                en: 'Simple sites with clear words and a quiet look, built to last.',
                zh: '文字清楚、風格沉靜的簡潔網站，經得起時間考驗。',
              },
            },
            {
              mark: '<path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20"/><path d="M6.5 2H20v20H6.5A2.5 2.5 0 0 1 4 19.5v-15A2.5 2.5 0 0 1 6.5 2z"/>',
              title: { en: 'Writing', zh: '寫作' },
              text: {
                en: 'Essays and guides about craft, cities and working slowly.',
                zh: '關於工藝、城市與慢工作的散文與指南。',
              },
            },
            {
              mark: '<path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2"/><circle cx="9" cy="7" r="4"/><path d="M23 21v-2a4 4 0 0 0-3-3.87"/><path d="M16 3.13a4 4 0 0 1 0 7.75"/>',
              title: { en: 'Workshops', zh: '工作坊' },
              text: {
                en: 'Half-day sessions that help teams plan and write their own pages.',
                zh: '半天的課程，協助團隊規劃並撰寫自己的網頁。',
              },
            },
          ]),
        ]),
        section(b, { name: 'Kind words', background: p.page }, [
          quote(
            b,
            p,
            {
              en: '“Mei listened more than she talked, and our new site says exactly what we meant.”',
              zh: '「美聽得比說得多，我們的新網站準確地說出了我們想表達的一切。」',
            },
            { en: 'Chen Yu, owner of Leaf & Cup tea house', zh: '陳宇，葉與杯茶館店主' },
          ),
        ]),
        callToAction(b, p, {
          title: { en: 'Have a project in mind?', zh: '心中有個專案嗎？' },
          text: {
            en: 'I take on a few new projects each season. Tell me about yours.',
            zh: '我每季只接少數新專案，歡迎告訴我你的想法。',
          },
          action: { text: { en: 'Read my story', zh: '閱讀我的故事' }, href: '/about' },
        }),
      ],
    },
    {
      route: '/about',
      name: { en: 'About', zh: '關於' },
      title: { en: 'About Mei Lin', zh: '關於林美' },
      description: {
        en: 'The story of Mei Lin: how she started, how she works, and what she is doing now.',
        zh: '林美的故事：她如何開始、如何工作，以及現在正在做什麼。',
      },
      body: (b, p) => [
        section(b, { name: 'AboutIntro', background: p.page }, [
          ...intro(
            b,
            p,
            {
              eyebrow: { en: 'About me', zh: '關於我' },
              title: {
                en: 'Slow work, clear words, good pages.',
                zh: '慢工作、清楚的文字、好的網頁。',
              },
              lead: {
                en: 'I grew up between a print shop and a bookstore, so type and paper came first. The web came later, and stayed.',
                zh: '我在印刷廠與書店之間長大，所以字體與紙張最先出現在我的生活裡。網路是後來才出現的，但它留了下來。',
              },
            },
            1,
          ),
        ]),
        section(b, { name: 'Story', background: p.band }, [
          splitList(b, p, {
            title: { en: 'How I work', zh: '我的工作方式' },
            text: [
              {
                en: 'I work with one or two clients at a time. We meet, we write, we sketch, and only then do we build.',
                zh: '我一次只與一到兩位客戶合作。我們見面、寫作、繪製草圖，然後才開始動手建置。',
              },
              {
                en: 'The result is a site you can keep up yourself, with no surprises when something needs to change.',
                zh: '成果是一個你可以自己維護的網站，需要修改時也不會有意外。',
              },
            ],
            points: [
              {
                en: 'Now: writing a short book about small shops',
                zh: '現在：正在寫一本關於小店的短書',
              },
              { en: 'Reading: essays on walking and cities', zh: '閱讀：關於散步與城市的散文' },
              { en: 'Learning: letterpress printing', zh: '學習：凸版印刷' },
              { en: 'Available: from next spring', zh: '可接案時間：明年春天起' },
            ],
          }),
        ]),
        section(b, { name: 'Numbers', background: p.page }, [
          stats(b, p, [
            ['10+', { en: 'years of practice', zh: '年的實務經驗' }],
            ['60', { en: 'sites launched', zh: '個上線網站' }],
            ['24', { en: 'workshops taught', zh: '場工作坊' }],
            ['3', { en: 'cities called home', zh: '座曾經的家鄉' }],
          ]),
        ]),
        callToAction(b, p, {
          title: { en: 'Let us make something good', zh: '一起做點好東西吧' },
          text: {
            en: 'Start with the home page to see what I do, then write to me.',
            zh: '從首頁開始了解我的工作，然後寫信給我。',
          },
          action: { text: { en: 'Back to home', zh: '回到首頁' }, href: '/home' },
        }),
      ],
    },
  ],
}
