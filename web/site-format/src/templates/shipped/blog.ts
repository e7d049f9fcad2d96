import { SHIPPED_TEMPLATE_IDS } from '../shipped-ids.js'
import type { ShippedTemplateDef } from '../define-template.js'
import { collectionCards, itemArticle, themedPalette } from '../collection-cards.js'
import { CARD_FIELDS, POSTS_STAND_IN } from '../template-collections.js'
import { callToAction, hero, intro, quote, section, splitList, type Palette } from '../sections.js'

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
          primary: { text: { en: 'Read the blog', zh: '閱讀部落格' }, href: '/blog' },
          secondary: { text: { en: 'About the author', zh: '關於作者' }, href: '/about' },
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
          latestPosts(b, p, { limit: 3, sort: [{ field: CARD_FIELDS.meta, desc: true }] }),
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
      route: '/blog',
      name: { en: 'Blog', zh: '部落格' },
      title: { en: 'All posts, Field Notes', zh: '所有文章｜田野筆記' },
      description: {
        en: 'Every essay on Field Notes, newest first: food, travel and small towns.',
        zh: '田野筆記的所有文章，由新到舊：食物、旅行與小鎮。',
      },
      body: (b, p) => [
        section(b, { name: 'AllPosts', background: p.page }, [
          ...intro(
            b,
            p,
            {
              eyebrow: post('The blog', '部落格'),
              title: post('Every post, newest first', '所有文章，由新到舊'),
              lead: post(
                'Essays about the places we pass through and the food we find there.',
                '關於我們途經的地方，以及在那裡遇見的食物的文章。',
              ),
            },
            1,
          ),
          // Right after the page's h1: the posts' titles are h2.
          latestPosts(
            b,
            p,
            { limit: 9, sort: [{ field: CARD_FIELDS.meta, desc: true }], paginate: true },
            2,
          ),
        ]),
      ],
    },
    {
      route: '/blog/:slug',
      name: { en: 'Post', zh: '文章' },
      title: { en: 'A post on Field Notes', zh: '田野筆記的文章' },
      description: {
        en: 'An essay from Field Notes about food, travel and small towns.',
        zh: '田野筆記關於食物、旅行與小鎮的一篇文章。',
      },
      collection: { collection: POSTS_STAND_IN, slugField: CARD_FIELDS.slug },
      body: (b, p) => [
        itemArticle(b, themedPalette(p), {
          back: { text: post('← All posts', '← 所有文章'), href: '/blog' },
          sample: {
            meta: post('March 2, 2026', '2026 年 3 月 2 日'),
            title: post('The bakery that opens at four', '凌晨四點開門的麵包店'),
            excerpt: post(
              'Before the first train leaves, the whole town already smells of bread.',
              '在第一班火車開出之前，整個小鎮已經充滿麵包的香氣。',
            ),
            body: post(
              'The baker has opened her shop at four every morning for thirty-one years.',
              '麵包師傅三十一年來每天凌晨四點開店。',
            ),
          },
          fields: CARD_FIELDS,
        }),
        callToAction(b, p, {
          title: post('Enjoyed this one?', '喜歡這篇文章嗎？'),
          text: post('There are more essays on the blog.', '部落格裡還有更多文章。'),
          action: { text: post('Read more posts', '閱讀更多文章'), href: '/blog' },
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
          action: { text: post('Read the latest posts', '閱讀最新文章'), href: '/blog' },
        }),
      ],
    },
  ],
}

/** Posts as cards, newest first: the design shows the first sample post until items load. */
function latestPosts(
  b: Parameters<typeof collectionCards>[0],
  p: Palette,
  list: { limit: number; sort: Array<{ field: number; desc: boolean }>; paginate?: boolean },
  titleLevel: 2 | 3 = 3,
) {
  return collectionCards(b, themedPalette(p), {
    name: 'PostList',
    sample: {
      meta: post('March 2, 2026', '2026 年 3 月 2 日'),
      title: post('The bakery that opens at four', '凌晨四點開門的麵包店'),
      excerpt: post(
        'Before the first train leaves, the whole town already smells of bread.',
        '在第一班火車開出之前，整個小鎮已經充滿麵包的香氣。',
      ),
    },
    link: post('Read the post', '閱讀文章'),
    href: '/blog',
    empty: post('No posts yet: the first one is on its way.', '還沒有文章，第一篇即將登場。'),
    list: { collection: POSTS_STAND_IN, ...list },
    fields: CARD_FIELDS,
    titleLevel,
  })
}
