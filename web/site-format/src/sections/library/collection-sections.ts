import { collectionCards } from '../../templates/collection-cards.js'
import { band, t, titleBlock, type SectionDef } from '../section-kit.js'

/**
 * A collection list as cards: a picture, a date or label, a title, an excerpt and a link. It
 * reads no collection until one is chosen in the list's settings; then its parts are bound to
 * the collection's fields like any list design.
 */
export const collectionCardsSection: SectionDef = {
  id: 'collection-cards',
  category: 'collections',
  build: (k) =>
    band(k, { name: 'CollectionCards', tone: 'page' }, [
      ...titleBlock(k, 'page', {
        eyebrow: t('Latest', '最新'),
        title: t('News and stories', '消息與故事'),
        lead: t(
          'The newest entries first. Add an entry and it shows here, with its picture.',
          '最新的內容排在最前面。新增一筆內容，它就會連同圖片出現在這裡。',
        ),
      }),
      collectionCards(k.b, k.p, {
        sample: {
          meta: t('Category · May 2026', '分類 · 2026 年 5 月'),
          title: t('The title of an entry', '一筆內容的標題'),
          excerpt: t(
            'A sentence or two from the entry, enough to make people want to read on.',
            '一兩句摘自內容的文字，足以讓人想繼續讀下去。',
          ),
        },
        link: t('Read more', '閱讀更多'),
        empty: t('Nothing here yet.', '這裡還沒有內容。'),
        list: { limit: 6 },
      }),
    ]),
}
