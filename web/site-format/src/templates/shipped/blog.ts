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
  page: '#ffffff',
  band: '#f4f1fb',
  text: '#24212b',
  muted: '#55505f',
  title: '#16131c',
  accent: '#5b3cc4',
  accentHover: '#432a99',
  heroBg: '#1d1630',
  heroText: '#ffffff',
  heroMuted: '#dcd4f2',
  card: '#ffffff',
  border: '#e2dcf2',
  radius: '10px',
  titleFont: 'Georgia, serif',
  textFont: 'Georgia, serif',
}

const art = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#2a2145"/><rect x="70" y="40" width="200" height="240" rx="8" fill="#f4f1fb"/><rect x="96" y="72" width="120" height="14" rx="7" fill="#5b3cc4"/><rect x="96" y="104" width="148" height="8" rx="4" fill="#b9acde"/><rect x="96" y="122" width="140" height="8" rx="4" fill="#b9acde"/><rect x="96" y="140" width="148" height="8" rx="4" fill="#b9acde"/><rect x="96" y="158" width="100" height="8" rx="4" fill="#b9acde"/><rect x="96" y="190" width="148" height="60" rx="6" fill="#dcd4f2"/><circle cx="310" cy="92" r="46" fill="#f2b84b"/><path d="M300 240 l40-100 l16 6 l-40 100 z" fill="#f2b84b"/><path d="M300 240 l4 22 l12-16 z" fill="#f4f1fb"/></svg>`

const post = (en: string, zh: string) => ({ en, zh })

export const blog: ShippedTemplateDef = {
  id: SHIPPED_TEMPLATE_IDS.blog,
  key: 'blog',
  name: 'Field Notes',
  description:
    'A readable blog: a welcome, the latest posts, a pull quote and an about page for the author.',
  categories: ['Blog'],
  palette,
  brand: { en: 'Field Notes', zh: '田野筆記' },
  footer: {
    line: { en: 'A new essay every other Sunday.', zh: '每隔一個星期日發表一篇新文章。' },
    copyright: { en: '© 2026 Field Notes', zh: '© 2026 田野筆記' },
  },
  pages: [
    {
      route: '/home',
      name: { en: 'Home', zh: '首頁' },
      title: {
        en: 'Field Notes, essays on food, travel and small towns',
        zh: '田野筆記｜關於食物、旅行與小鎮的文章',
      },
      description: {
        en: 'Field Notes is a blog of essays about food, travel and life in small towns, with a new post every other Sunday.',
        zh: '田野筆記是一個關於食物、旅行與小鎮生活的部落格，每隔一個星期日發表新文章。',
      },
      body: (b, p) => [
        hero(b, p, {
          eyebrow: { en: 'A blog about slow travel', zh: '一個關於慢旅行的部落格' },
          title: {
            en: 'Notes from the road, the market and the kitchen.',
            zh: '來自路上、市場與廚房的筆記。',
          },
          lead: {
            en: 'Long reads about the places we pass through and the food we find there. No lists, no rankings, just stories.',
            zh: '關於我們途經的地方與在那裡遇見的食物的長篇故事。沒有清單，沒有排名，只有故事。',
          },
          primary: { text: { en: 'About the author', zh: '關於作者' }, href: '/about' },
          art,
          artLabel: {
            en: 'A notebook and a pencil under a yellow sun',
            zh: '黃色太陽下的筆記本與鉛筆',
          },
        }),
        section(b, { name: 'Latest', background: p.page }, [
          ...intro(b, p, {
            eyebrow: { en: 'Latest posts', zh: '最新文章' },
            title: { en: 'From the notebook', zh: '筆記本裡的故事' },
          }),
          cardGrid(b, p, [
            {
              mark: post('March 2, 2026 · 8 min read', '2026 年 3 月 2 日 · 閱讀 8 分鐘'),
              title: post('The bakery that opens at four', '凌晨四點開門的麵包店'),
              text: post(
                'Before the first train leaves, the whole town already smells of bread.',
                '在第一班火車開出之前，整個小鎮已經充滿麵包的香氣。',
              ),
              link: { text: post('Read the post', '閱讀文章'), href: '/about' },
            },
            {
              mark: post('February 16, 2026 · 6 min read', '2026 年 2 月 16 日 · 閱讀 6 分鐘'),
              title: post('A week of rice and rain', '稻米與雨水的一週'),
              text: post(
                'Helping with the harvest taught me more than any guidebook.',
                '幫忙收割教會我的，比任何旅遊指南都多。',
              ),
              link: { text: post('Read the post', '閱讀文章'), href: '/about' },
            },
            {
              mark: post('February 2, 2026 · 10 min read', '2026 年 2 月 2 日 · 閱讀 10 分鐘'),
              title: post('Maps drawn by hand', '手繪的地圖'),
              text: post(
                'Why the best directions still come from the person behind the counter.',
                '為什麼最好的指路，仍然來自櫃檯後面的那個人。',
              ),
              link: { text: post('Read the post', '閱讀文章'), href: '/about' },
            },
          ]),
        ]),
        section(b, { name: 'PullQuote', background: p.band }, [
          quote(
            b,
            p,
            post(
              '“Travel slowly enough and every town becomes a neighbourhood.”',
              '「旅行得夠慢，每個小鎮都會變成你的街坊。」',
            ),
            post('From “The bakery that opens at four”', '摘自〈凌晨四點開門的麵包店〉'),
          ),
        ]),
        callToAction(b, p, {
          title: post('Who writes this?', '是誰在寫這些？'),
          text: post(
            'One cook, one notebook and a lot of train tickets.',
            '一位廚師、一本筆記本，以及許多火車票。',
          ),
          action: { text: post('Meet the author', '認識作者'), href: '/about' },
        }),
      ],
    },
    {
      route: '/about',
      name: { en: 'About', zh: '關於' },
      title: { en: 'About Field Notes', zh: '關於田野筆記' },
      description: {
        en: 'Who writes Field Notes, why, and how often new essays appear.',
        zh: '誰在寫田野筆記、為什麼寫，以及新文章多久發表一次。',
      },
      body: (b, p) => [
        section(b, { name: 'AboutIntro', background: p.page }, [
          ...intro(
            b,
            p,
            {
              eyebrow: post('About', '關於'),
              title: post(
                'Hi, I am Lena. I cook and I wander.',
                '嗨，我是 Lena。我做菜，也四處漫遊。',
              ),
              lead: post(
                'I trained as a cook, then spent five years working in kitchens from Tainan to Lisbon. Field Notes is where I write down what I learned.',
                '我受過廚師訓練，之後五年在從台南到里斯本的廚房工作。田野筆記是我記錄所學的地方。',
              ),
            },
            1,
          ),
        ]),
        section(b, { name: 'Promise', background: p.band }, [
          splitList(b, p, {
            title: post('What you will find here', '你會在這裡找到什麼'),
            text: [
              post(
                'Essays of a thousand words or more, each one about a place, a person or a dish.',
                '每篇一千字以上的文章，各自關於一個地方、一個人或一道菜。',
              ),
              post(
                'Every post is written after the trip, never during it, so there is time to think.',
                '每篇文章都在旅行之後寫成，而不是途中，因此有時間沉澱。',
              ),
            ],
            points: [
              post('A new essay every other Sunday', '每隔一個星期日一篇新文章'),
              post('Recipes at the end of some posts', '部分文章附有食譜'),
              post('No ads and no tracking', '沒有廣告，也沒有追蹤'),
            ],
          }),
        ]),
        callToAction(b, p, {
          title: post('Start with the latest', '從最新文章開始'),
          text: post('The newest essays are on the home page.', '最新的文章都在首頁。'),
          action: { text: post('Read the latest posts', '閱讀最新文章'), href: '/home' },
        }),
      ],
    },
  ],
}
