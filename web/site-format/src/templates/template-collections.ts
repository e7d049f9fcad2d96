import type { CollectionFieldType } from '../types/collection.js'
import type { Component } from '../types/component.js'
import type { Site } from '../types/site.js'
import { SHIPPED_TEMPLATE_IDS } from './shipped-ids.js'

/*
 * The collections a shipped template starts with. The template's pages name each one by a
 * fixed stand-in id; creating a site from the template creates the collection (its fields in
 * this order, so field n has id n) with its sample items, then puts the new id in place of the
 * stand-in (`bindTemplateCollections`).
 */

/** A text in the template's two languages. */
export interface SeedText {
  en: string
  zh: string
}

/** A sample item's value: text in both languages, a plain value, or a picture (SVG markup). */
export type SeedValue = SeedText | string | { svg: string }

export interface SeedField {
  name: string
  type: Extract<CollectionFieldType, 'PlainText' | 'RichText' | 'Slug' | 'Image' | 'DateTime'>
  required?: boolean
}

export interface TemplateCollection {
  /** The stand-in id the template's pages and lists use until the collection exists. */
  id: string
  name: string
  fields: SeedField[]
  /** Published sample items, values by field id (1 for the first field). */
  items: Array<Record<number, SeedValue>>
}

/** Field ids of a card collection (posts, projects), in the order the fields are created. */
export const CARD_FIELDS = { title: 1, slug: 2, meta: 3, excerpt: 4, cover: 5, body: 6 } as const

export const POSTS_STAND_IN = '7d0b7e4e-5c1a-4e0f-9a51-1f5a0c3ec001'
export const PROJECTS_STAND_IN = '7d0b7e4e-5c1a-4e0f-9a51-1f5a0c3ec002'

const t = (en: string, zh: string): SeedText => ({ en, zh })

/** A sample cover: layered shapes in two colours, different for each item. */
function cover(background: string, main: string, light: string, variant: number): { svg: string } {
  const shapes = [
    `<circle cx="300" cy="90" r="44" fill="${light}"/><path d="M0 300V200l110-80 90 70 70-50 130 90v70z" fill="${main}"/>`,
    `<rect x="60" y="60" width="150" height="180" rx="8" fill="${light}"/><rect x="230" y="110" width="110" height="130" rx="8" fill="${main}"/>`,
    `<circle cx="130" cy="160" r="80" fill="${main}"/><circle cx="260" cy="140" r="60" fill="${light}"/><rect x="40" y="250" width="320" height="14" rx="7" fill="${light}"/>`,
    `<path d="M40 260L150 70l110 190z" fill="${main}"/><rect x="240" y="120" width="120" height="140" fill="${light}"/>`,
  ]
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${background}"/>${shapes[variant % shapes.length]}</svg>`,
  }
}

const paragraphs = (...texts: SeedText[]): SeedText => ({
  en: texts.map((text) => `<p>${text.en}</p>`).join(''),
  zh: texts.map((text) => `<p>${text.zh}</p>`).join(''),
})

const posts: TemplateCollection = {
  id: POSTS_STAND_IN,
  name: 'Posts',
  fields: [
    { name: 'Title', type: 'PlainText', required: true },
    { name: 'Slug', type: 'Slug' },
    { name: 'Date', type: 'DateTime' },
    { name: 'Excerpt', type: 'PlainText' },
    { name: 'Cover', type: 'Image' },
    { name: 'Body', type: 'RichText' },
  ],
  items: [
    {
      1: t('The bakery that opens at four', '凌晨四點開門的麵包店'),
      2: 'the-bakery-that-opens-at-four',
      3: '2026-03-02T08:00:00Z',
      4: t(
        'Before the first train leaves, the whole town already smells of bread.',
        '在第一班火車開出之前，整個小鎮已經充滿麵包的香氣。',
      ),
      5: cover('#2a2145', '#5b3cc4', '#f2b84b', 0),
      6: paragraphs(
        t(
          'The baker, Mrs. Ota, has opened her shop at four every morning for thirty-one years. The first customers are the station staff, then the fishermen, then everyone else.',
          '太田太太三十一年來每天凌晨四點開店。最早的客人是車站員工，接著是漁夫，然後是其他所有人。',
        ),
        t(
          'I spent a week behind her counter. This is what I learned about dough, patience and a town that wakes up early.',
          '我在她的櫃檯後面待了一週。這是我學到的關於麵團、耐心，以及一個早起小鎮的事。',
        ),
      ),
    },
    {
      1: t('A week of rice and rain', '稻米與雨水的一週'),
      2: 'a-week-of-rice-and-rain',
      3: '2026-02-16T08:00:00Z',
      4: t(
        'Helping with the harvest taught me more than any guidebook.',
        '幫忙收割教會我的，比任何旅遊指南都多。',
      ),
      5: cover('#1f3a2e', '#3f8a5f', '#dcd4f2', 1),
      6: paragraphs(
        t(
          'It rained six days out of seven. The harvest went on anyway, one row at a time, with tea at ten and rice balls at noon.',
          '七天裡下了六天雨。收割照樣進行，一行接著一行，十點喝茶，中午吃飯糰。',
        ),
        t(
          'By the end of the week my hands knew the work better than my head did.',
          '到了週末，我的雙手比腦袋更懂得這份工作。',
        ),
      ),
    },
    {
      1: t('Maps drawn by hand', '手繪的地圖'),
      2: 'maps-drawn-by-hand',
      3: '2026-02-02T08:00:00Z',
      4: t(
        'Why the best directions still come from the person behind the counter.',
        '為什麼最好的指路，仍然來自櫃檯後面的那個人。',
      ),
      5: cover('#3a2a1d', '#c4703c', '#f4f1fb', 2),
      6: paragraphs(
        t(
          'In a café by the harbour, the owner drew me a map on a napkin: the fish market, a shrine, the best noodles in town.',
          '在港邊的咖啡館，老闆在餐巾紙上為我畫了一張地圖：魚市場、一座神社、鎮上最好吃的麵店。',
        ),
        t(
          'I still have it. It was right about everything.',
          '那張地圖我到現在還留著。上面的每一件事都是對的。',
        ),
      ),
    },
  ],
}

const projects: TemplateCollection = {
  id: PROJECTS_STAND_IN,
  name: 'Projects',
  fields: [
    { name: 'Title', type: 'PlainText', required: true },
    { name: 'Slug', type: 'Slug' },
    { name: 'Kind', type: 'PlainText' },
    { name: 'Summary', type: 'PlainText' },
    { name: 'Cover', type: 'Image' },
    { name: 'Body', type: 'RichText' },
  ],
  items: [
    {
      1: t('Coastline', '海岸線'),
      2: 'coastline',
      3: t('Book · 2025', '書籍 · 2025'),
      4: t('180 pages of sea, wind and quiet towns.', '一百八十頁的海、風與寧靜小鎮。'),
      5: cover('#1c2127', '#0f6b5c', '#e9e4da', 0),
      6: paragraphs(
        t(
          'A book of slow walks along the east coast, shot over four winters on medium-format film.',
          '一本記錄東海岸慢行的攝影書，以中片幅底片歷時四個冬天拍攝。',
        ),
        t(
          'We chose the paper, the sequence and the cover with the publisher, picture by picture.',
          '我們與出版社一起，一張一張地決定紙張、順序與封面。',
        ),
      ),
    },
    {
      1: t('Kiln & Co.', '窯與夥伴'),
      2: 'kiln-and-co',
      3: t('Brand · 2025', '品牌 · 2025'),
      4: t('Identity, packaging and a year of product pictures.', '識別、包裝與一整年的產品攝影。'),
      5: cover('#2b2520', '#b4653a', '#e9e4da', 1),
      6: paragraphs(
        t(
          'A small ceramics studio wanted pictures as calm as its cups. We shot every piece in the workshop, in the light it is made in.',
          '一間小型陶藝工作室希望照片像它的杯子一樣沉靜。我們在工作坊裡、在作品誕生的光線下拍攝每一件作品。',
        ),
      ),
    },
    {
      1: t('Night Market', '夜市'),
      2: 'night-market',
      3: t('Editorial · 2024', '編輯 · 2024'),
      4: t('A portrait series for a city magazine.', '為城市雜誌拍攝的肖像系列。'),
      5: cover('#14161c', '#3b5bdb', '#f2b84b', 2),
      6: paragraphs(
        t(
          'Twelve portraits of the people who run the stalls after dark, each taken in the minute before opening.',
          '十二幅夜晚經營攤位的人們的肖像，每一幅都在開市前的一分鐘拍下。',
        ),
      ),
    },
    {
      1: t('Hillside Library', '山坡圖書館'),
      2: 'hillside-library',
      3: t('Place · 2024', '空間 · 2024'),
      4: t('Architecture pictures for a new public library.', '為一座新的公共圖書館拍攝建築照片。'),
      5: cover('#20262b', '#6c8a9c', '#ecece8', 3),
      6: paragraphs(
        t(
          'We followed the building from its last week of works to its first week of readers.',
          '我們從工程的最後一週，一路記錄到迎來第一批讀者的那一週。',
        ),
      ),
    },
  ],
}

const BY_TEMPLATE: Readonly<Record<string, readonly TemplateCollection[]>> = {
  [SHIPPED_TEMPLATE_IDS.blog]: [posts],
  [SHIPPED_TEMPLATE_IDS.portfolio]: [projects],
}

/** The collections a template starts with (none for templates without any). */
export function templateCollections(templateId: string): readonly TemplateCollection[] {
  return Object.hasOwn(BY_TEMPLATE, templateId) ? BY_TEMPLATE[templateId]! : []
}

/** The stand-in ids of every shipped template's collections. */
export const STAND_IN_IDS: ReadonlySet<string> = new Set(
  Object.values(BY_TEMPLATE).flatMap((list) => list.map((collection) => collection.id)),
)

/**
 * A template's site with the collections it names by stand-in ids pointed at the ones made
 * for it (`ids`: stand-in id to collection id): template pages and lists. The site is changed
 * in place and returned.
 */
export function bindTemplateCollections(site: Site, ids: Readonly<Record<string, string>>): Site {
  const swap = (id: string): string => (Object.hasOwn(ids, id) ? ids[id]! : id)
  const visit = (component: Component) => {
    if (component.list?.collection !== undefined) {
      component.list.collection = swap(component.list.collection)
    }
    component.children?.forEach(visit)
  }
  for (const route of site.pageOrder) {
    const page = site.pages[route]
    if (page === undefined) continue
    if (page.collection !== undefined) page.collection.collection = swap(page.collection.collection)
    visit(page.root)
  }
  return site
}
