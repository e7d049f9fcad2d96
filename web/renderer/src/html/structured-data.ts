import type {
  Component,
  OpeningHours,
  PageArticle,
  Site,
  SiteOrganization,
  WeekDay,
} from '@tessera/site-format'
import { plainText } from '@tessera/site-format'
import { resolvePlaceholders } from '../content/i18n.js'
import { isHidden } from '../tree/element-renderer.js'
import type { RenderHead } from '../tree/head.js'

/** What a page's structured data is made from, beside the site. */
export interface StructuredDataInput {
  route: string
  lang: string
  head: RenderHead
  /** The site's address without a final slash. */
  siteUrl: string
  /** The page's canonical address. */
  pageUrl: string
  /** A picture's absolute address, or undefined when it cannot be one. */
  absolute: (src: string) => string | undefined
}

type Node = Record<string, unknown>

/** The section names the FAQ sections give their band and their list of questions. */
const FAQ_SECTIONS: ReadonlySet<string> = new Set(['Faq', 'FaqColumns'])
const FAQ_LIST = 'Questions'
/** Google shows headlines up to this length. */
const MAX_HEADLINE = 110

const DAY_NAMES: Record<WeekDay, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
}

/**
 * The page's schema.org nodes (one JSON-LD graph): on the home page the WebSite and the site's
 * Organization or LocalBusiness; on any page an Article when the page is one, and an FAQPage
 * from its FAQ sections' visible questions. Empty when there is nothing to say.
 */
export function structuredData(site: Site, input: StructuredDataInput): Node[] {
  const nodes: Node[] = []
  const org = site.defaults.seo?.organization
  const orgId = `${input.siteUrl}/#organization`
  if (input.route === site.defaults.homePage) {
    nodes.push({
      '@type': 'WebSite',
      '@id': `${input.siteUrl}/#website`,
      url: input.pageUrl,
      name: site.defaults.head.title?.trim() || site.name,
      inLanguage: input.lang,
      ...(org ? { publisher: { '@id': orgId } } : {}),
    })
    if (org) nodes.push(organizationNode(org, orgId, input))
  }
  const page = site.pages[input.route]
  if (page?.head.article) nodes.push(articleNode(page.head.article, input, org ? orgId : undefined))
  const questions = page ? faqQuestions(page.root, site, input.lang) : []
  if (questions.length > 0) {
    nodes.push({
      '@type': 'FAQPage',
      url: input.pageUrl,
      inLanguage: input.lang,
      mainEntity: questions.map(({ question, answer }) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answer },
      })),
    })
  }
  return nodes
}

/** The graph as JSON-LD; undefined when it is empty. */
export function structuredDataJson(nodes: Node[]): Node | undefined {
  return nodes.length === 0 ? undefined : { '@context': 'https://schema.org', '@graph': nodes }
}

function organizationNode(org: SiteOrganization, id: string, input: StructuredDataInput): Node {
  const logo = org.logo === undefined ? undefined : input.absolute(org.logo)
  const node: Node = { '@type': org.type, '@id': id, name: org.name, url: `${input.siteUrl}/` }
  if (logo !== undefined) {
    node.logo = logo
    if (org.type === 'LocalBusiness') node.image = logo
  }
  if (org.telephone !== undefined) node.telephone = org.telephone
  if (org.email !== undefined) node.email = org.email
  if (org.type === 'LocalBusiness') {
    const address = org.address ?? {}
    const postal: Node = { '@type': 'PostalAddress' }
    if (address.street) postal.streetAddress = address.street
    if (address.locality) postal.addressLocality = address.locality
    if (address.region) postal.addressRegion = address.region
    if (address.postalCode) postal.postalCode = address.postalCode
    if (address.country) postal.addressCountry = address.country
    if (Object.keys(postal).length > 1) node.address = postal
    if (org.openingHours?.length) node.openingHoursSpecification = org.openingHours.map(hours)
  }
  if (org.sameAs?.length) node.sameAs = [...org.sameAs]
  return node
}

const hours = (entry: OpeningHours): Node => ({
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: entry.days.map((day) => DAY_NAMES[day]),
  opens: entry.opens,
  closes: entry.closes,
})

function articleNode(
  article: PageArticle,
  input: StructuredDataInput,
  publisher: string | undefined,
): Node {
  const { head } = input
  const headline = [...head.title].slice(0, MAX_HEADLINE).join('')
  const node: Node = {
    '@type': 'Article',
    headline,
    url: input.pageUrl,
    mainEntityOfPage: input.pageUrl,
    inLanguage: input.lang,
  }
  if (head.description !== undefined) node.description = head.description
  const image = head.image === undefined ? undefined : input.absolute(head.image)
  if (image !== undefined) node.image = [image]
  if (article.published !== undefined) node.datePublished = article.published
  if (article.modified !== undefined) node.dateModified = article.modified
  if (article.author?.trim()) node.author = { '@type': 'Person', name: article.author.trim() }
  if (publisher !== undefined) node.publisher = { '@id': publisher }
  return node
}

/**
 * The questions of the page's FAQ sections, in the page's language: in each section's list, an
 * item's first text is its question and the rest its answer. Hidden items are left out.
 */
export function faqQuestions(
  root: Component,
  site: Site,
  lang: string,
): Array<{ question: string; answer: string }> {
  const found: Array<{ question: string; answer: string }> = []
  const visit = (component: Component, inFaq: boolean) => {
    if (isHidden(component)) return
    if (inFaq && component.name === FAQ_LIST) {
      for (const item of component.children ?? []) {
        if (isHidden(item)) continue
        const [question, ...answer] = texts(item, site, lang)
        if (question && answer.length > 0) found.push({ question, answer: answer.join(' ') })
      }
      return
    }
    const faq = inFaq || FAQ_SECTIONS.has(component.name)
    for (const child of component.children ?? []) visit(child, faq)
  }
  visit(root, false)
  return found
}

/** The visible texts under a component, in order, as plain text. */
function texts(component: Component, site: Site, lang: string): string[] {
  if (isHidden(component)) return []
  if (component.children?.length) {
    return component.children.flatMap((child) => texts(child, site, lang))
  }
  if (component.content === undefined) return []
  const text = plainText(resolvePlaceholders(component.content, site.context.i18n ?? {}, lang))
  return text === '' ? [] : [text]
}
