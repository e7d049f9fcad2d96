import type { PageHead } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { PageHeadDraft } from './page-head-draft'

describe('the page head draft', () => {
  it('gives back a head with every field unchanged', () => {
    const head: PageHead = {
      title: 'Shop',
      description: 'Things to buy',
      base: { href: 'https://example.com/', target: '_blank' },
      meta: [
        { name: 'robots', content: 'noindex' },
        { property: 'og:image', content: '/a.png' },
        { 'http-equiv': 'refresh', content: '30' },
      ],
      link: [
        {
          href: '/style.css',
          rel: 'stylesheet',
          title: 'Main',
          id: 'main',
          sizes: 'any',
          imagesizes: '50vw',
          media: 'screen',
          type: 'text/css',
          as: 'style',
          blocking: 'render',
          crossorigin: 'anonymous',
        },
      ],
      script: [
        {
          src: '/app.js',
          type: 'module',
          async: true,
          crossorigin: 'anonymous',
          blocking: 'render',
          id: 'app',
        },
      ],
      image: '/assets/shop.png',
      localeRoutes: { 'zh-tw': '/商店' },
      article: { author: 'Mei Lin', published: '2026-03-01' },
    }
    expect(new PageHeadDraft(head).head).toEqual(head)
  })

  it('marks the page as an article and back, keeping only filled details', () => {
    const draft = new PageHeadDraft({ title: 'News' })
    draft.setArticle(true)
    expect(draft.head).toEqual({ title: 'News', article: {} })
    draft.setArticleField('modified', ' 2026-04-02 ')
    expect(draft.head.article).toEqual({ modified: '2026-04-02' })
    draft.setArticle(false)
    expect(draft.head).toEqual({ title: 'News' })
  })

  it('trims text, leaves empty fields out and drops rows with nothing in them', () => {
    const draft = new PageHeadDraft({})
    draft.setText('title', '  Hello  ')
    draft.setText('baseTarget', '_self')
    draft.addMeta()
    draft.addMeta()
    draft.setMeta(1, 'kind', 'http-equiv')
    draft.setMeta(1, 'key', 'refresh')
    draft.addLink()
    draft.addScript()
    draft.addScript()
    draft.setScriptAsync(1, true)
    // A base target alone is no base: the base needs its address.
    expect(draft.head).toEqual({
      title: 'Hello',
      meta: [{ 'http-equiv': 'refresh' }],
      script: [{ async: true }],
    })
    draft.remove('meta', 0)
    expect(draft.meta).toHaveLength(1)
    expect(draft.head.meta).toEqual([{ 'http-equiv': 'refresh' }])
  })
})
