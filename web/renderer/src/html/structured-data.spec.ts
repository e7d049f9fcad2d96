import { createSite, History, SiteDocument, type Component, type Site } from '@tessera/site-format'
import { insertSection } from '@tessera/site-format/sections'
import { describe, expect, it } from 'vitest'
import { renderDocument } from './to-html.js'

const SITE_URL = 'https://bakery.example.com'

type JsonNode = Record<string, unknown>

interface FaqNode {
  inLanguage: string
  mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>
}

/** Every JSON-LD element of a page, parsed: it must be JSON. */
function graphsOf(html: string): Array<{ '@context': string; '@graph': JsonNode[] }> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!),
  )
}

function nodesOf(html: string): JsonNode[] {
  const graphs = graphsOf(html)
  expect(graphs.length).toBeLessThanOrEqual(1)
  return graphs[0]?.['@graph'] ?? []
}

function bakery(): Site {
  const site = createSite('Bakery', { namespace: 'sd' })
  site.defaults.head.title = 'Sunrise Bakery'
  site.defaults.seo = {
    organization: {
      type: 'LocalBusiness',
      name: 'Sunrise </script><script>alert(1)</script> Bakery',
      logo: '/assets/logo.png',
      telephone: '+886 2 1234 5678',
      address: { street: '1 Bread Lane', locality: 'Taipei', postalCode: '100', country: 'TW' },
      openingHours: [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '07:00', closes: '18:00' }],
      sameAs: ['https://instagram.com/sunrise'],
    },
  }
  return site
}

describe('structured data (JSON-LD)', () => {
  it('describes the site and its business on the home page, escaping </script>', () => {
    const site = bakery()
    const { html } = renderDocument(site, '/home', { siteUrl: SITE_URL })
    // The name's `</script>` stays inside the JSON: one element, which parses.
    expect(html.match(/<script/g)?.length).toBe(1)
    expect(html).not.toContain('</script><script>alert')
    const [website, business] = nodesOf(html)
    expect(website).toEqual({
      '@type': 'WebSite',
      '@id': `${SITE_URL}/#website`,
      url: `${SITE_URL}/`,
      name: 'Sunrise Bakery',
      inLanguage: 'en',
      publisher: { '@id': `${SITE_URL}/#organization` },
    })
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Sunrise </script><script>alert(1)</script> Bakery',
      logo: `${SITE_URL}/assets/logo.png`,
      image: `${SITE_URL}/assets/logo.png`,
      telephone: '+886 2 1234 5678',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Bread Lane',
        addressLocality: 'Taipei',
        postalCode: '100',
        addressCountry: 'TW',
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '07:00',
          closes: '18:00',
        },
      ],
      sameAs: ['https://instagram.com/sunrise'],
    })
  })

  it('leaves an Organization without address or hours, and other pages without the site', () => {
    const site = bakery()
    site.defaults.seo!.organization!.type = 'Organization'
    const home = nodesOf(renderDocument(site, '/home', { siteUrl: SITE_URL }).html)
    expect(home[1]!['@type']).toBe('Organization')
    expect(home[1]).not.toHaveProperty('address')
    expect(home[1]).not.toHaveProperty('openingHoursSpecification')
    site.pages['/about'] = { ...structuredClone(site.pages['/home']!), route: '/about' }
    site.pageOrder.push('/about')
    expect(graphsOf(renderDocument(site, '/about', { siteUrl: SITE_URL }).html)).toEqual([])
    // Without the site's address nothing can be said about where things are.
    expect(graphsOf(renderDocument(site, '/home').html)).toEqual([])
  })

  it("makes an Article from the page's meta", () => {
    const site = bakery()
    const head = site.pages['/home']!.head
    head.title = 'How we bake'
    head.description = 'Our sourdough, step by step.'
    head.image = '/assets/loaf.jpg'
    head.article = { author: 'Mei Lin', published: '2026-03-01', modified: '2026-04-02' }
    const article = nodesOf(renderDocument(site, '/home', { siteUrl: SITE_URL }).html).find(
      (node) => node['@type'] === 'Article',
    )
    expect(article).toEqual({
      '@type': 'Article',
      headline: 'How we bake',
      description: 'Our sourdough, step by step.',
      image: [`${SITE_URL}/assets/loaf.jpg`],
      url: `${SITE_URL}/`,
      mainEntityOfPage: `${SITE_URL}/`,
      inLanguage: 'en',
      datePublished: '2026-03-01',
      dateModified: '2026-04-02',
      author: { '@type': 'Person', name: 'Mei Lin' },
      publisher: { '@id': `${SITE_URL}/#organization` },
    })
  })

  it.each([
    ['faq-list', 'en', 'How do I get started?'],
    ['faq-columns', 'zh-tw', '要怎麼開始？'],
  ])('makes an FAQPage from the %s section in %s', (section, lang, first) => {
    const site = createSite('Faq', { namespace: 'fq' })
    site.context.i18n = { en: {}, 'zh-tw': {} }
    const doc = new SiteDocument(site)
    const root = site.pages['/home']!.root
    new History(doc).push(insertSection(doc, section, { parentId: root.id }, { language: 'en' }))
    const { html } = renderDocument(site, '/home', { siteUrl: SITE_URL, lang })
    const faq = nodesOf(html).find((node) => node['@type'] === 'FAQPage') as unknown as FaqNode
    expect(faq.inLanguage).toBe(lang)
    expect(faq.mainEntity).toHaveLength(4)
    expect(faq.mainEntity[0]).toMatchObject({
      '@type': 'Question',
      name: first,
      acceptedAnswer: { '@type': 'Answer' },
    })
    expect(faq.mainEntity[0]!.acceptedAnswer.text.length).toBeGreaterThan(10)
    // Each question and answer is text the visitor sees.
    for (const { name } of faq.mainEntity) expect(html).toContain(`>${name}<`)
  })

  it('leaves out a hidden question', () => {
    const site = createSite('Faq', { namespace: 'fq' })
    const doc = new SiteDocument(site)
    const root = site.pages['/home']!.root
    new History(doc).push(insertSection(doc, 'faq-list', { parentId: root.id }, { language: 'en' }))
    const find = (name: string, from: Component = root): Component | undefined =>
      from.name === name ? from : from.children?.map((c) => find(name, c)).find(Boolean)
    find('Questions')!.children![0]!.state = { hide: true }
    const faq = nodesOf(renderDocument(site, '/home', { siteUrl: SITE_URL }).html).find(
      (node) => node['@type'] === 'FAQPage',
    ) as unknown as FaqNode
    expect(faq.mainEntity).toHaveLength(3)
  })
})
