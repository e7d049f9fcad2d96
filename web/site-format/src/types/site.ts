import type { Behavior } from './behavior.js'
import type { PageCollection } from './collection.js'
import type { Command } from './command.js'
import type { Component } from './component.js'
import type { EditorState } from './editor.js'
import type { GlobalStyle, StyleMixin } from './style.js'

/** The format this code writes. Older sites (0.1, 1) are migrated when they open. */
export const SITE_FORMAT_VERSION = '2'

export interface HeadBase {
  href: string
  target?: string
}

export interface HeadMeta {
  content?: string
  name?: string
  property?: string
  'http-equiv'?: string
}

export interface HeadLink {
  href: string
  rel?: string
  title?: string
  id?: string
  sizes?: string
  imagesizes?: string
  media?: string
  type?: string
  as?: string
  blocking?: string
  crossorigin?: string
}

export interface HeadScript {
  src?: string
  type?: string
  async?: boolean
  crossorigin?: string
  blocking?: string
  id?: string
}

export interface PageHead {
  title?: string
  description?: string
  base?: HeadBase
  meta?: HeadMeta[]
  link?: HeadLink[]
  script?: HeadScript[]
  /** The picture shared links show (Open Graph, Twitter); the site's default in its defaults. */
  image?: string
  /**
   * The page's route in other languages than the default, by language code (`{'zh-tw':
   * '/聯絡'}`); a language without one uses the page's own route. Pages only, never defaults.
   */
  localeRoutes?: Record<string, string>
  /**
   * The page is an article (structured data): headline, description and picture are the page's;
   * these add who wrote it and when (`YYYY-MM-DD`). Pages only, never defaults.
   */
  article?: PageArticle
}

export interface PageArticle {
  author?: string
  published?: string
  modified?: string
}

export interface Page {
  name: string
  route: string
  /** Deployed when true. */
  public: boolean
  head: PageHead
  root: Component
  /** A template page: its route has a parameter, and it shows the item whose slug matches it. */
  collection?: PageCollection
}

/** A moved address: `from` is a path, or a prefix with `/*` (`/old/*`); see seo/redirects. */
export interface SiteRedirect {
  from: string
  /** A path or an http(s) address; a final `*` takes the rest of a `/*` pattern's path. */
  to: string
  status: 301 | 302
}

export type WeekDay = 'Mo' | 'Tu' | 'We' | 'Th' | 'Fr' | 'Sa' | 'Su'

/** When a business is open on some days, e.g. Mo–Fr 09:00–17:00 (24-hour `HH:MM`). */
export interface OpeningHours {
  days: WeekDay[]
  opens: string
  closes: string
}

export interface PostalAddress {
  street?: string
  locality?: string
  region?: string
  postalCode?: string
  /** A country name or its two-letter code. */
  country?: string
}

/** Who is behind the site, for search engines (schema.org Organization or LocalBusiness). */
export interface SiteOrganization {
  type: 'Organization' | 'LocalBusiness'
  name: string
  /** A picture address: a site path or http(s). */
  logo?: string
  telephone?: string
  email?: string
  /** LocalBusiness only. */
  address?: PostalAddress
  /** LocalBusiness only. */
  openingHours?: OpeningHours[]
  /** The same organisation elsewhere (social profiles), http(s) addresses. */
  sameAs?: string[]
}

/** How search engines and other crawlers see the published site. */
export interface SiteSeo {
  /** robots.txt as the owner wrote it; the sitemap line is added when missing. */
  robots?: string
  /** Answered by the site server before any page, in this order of precedence: exact, longest. */
  redirects?: SiteRedirect[]
  /** Described on the home page with the WebSite (structured data, JSON-LD). */
  organization?: SiteOrganization
  /**
   * `/` answers 302 to the home page in the visitor's best language by Accept-Language (never
   * for requests without one, nor after a choice in the language switch). Off unless true.
   */
  languageRedirect?: boolean
  /**
   * The site's icon (favicon, apple-touch-icon, web app icons): an uploaded raster image's
   * address; the image worker makes its sizes and pages link them once they exist.
   */
  icon?: string
}

export interface SiteDefaults {
  head: PageHead
  seo?: SiteSeo
  /** A page route, e.g. `/home`. */
  homePage: string
}

export type FontSource = 'native' | 'google' | 'custom'

export interface ThemeFont {
  source: FontSource
  name: string
  /** The font file, for custom fonts. */
  url?: string
  /** A web-safe font used until (or if never) the font loads; needed for non-native fonts. */
  fallback?: string
}

export interface Theme {
  /** Variable name to value; used in styles as `${name}`. */
  variables: Record<string, string>
  fonts: Record<string, ThemeFont>
}

export interface Breakpoint {
  id: string
  name: string
  minWidth?: number
  maxWidth?: number
}

/** Language code to translation key to text (HTML). */
export type Translations = Record<string, Record<string, string>>

export interface SiteContext {
  namespace: string
  /** One counter shared by every id kind: `<ns>-c-<n>`, `<ns>-s-<n>`, `<ns>-b-<n>`, `<ns>-bp-<n>`. */
  nextId: number
  styles: Record<string, StyleMixin>
  styleOrder: string[]
  globalStyles: Record<string, GlobalStyle>
  behaviors: Record<string, Behavior>
  theme: Theme
  breakpoints: Record<string, Breakpoint>
  i18n: Translations
  activeI18n?: string
  customComponentIds: string[]
  customChildIds: string[]
}

export interface SiteHistory {
  /** Applied commands, oldest first: the last one is what undo reverts. */
  back: Command[]
  /** Undone commands, in the order redo re-applies them from the end. */
  forward: Command[]
}

/** The site document. Every field except `editor` is content the site-server stores. */
export interface Site {
  name: string
  version: string
  context: SiteContext
  defaults: SiteDefaults
  /** Keyed by route. */
  pages: Record<string, Page>
  pageOrder: string[]
  editor?: EditorState
  history: SiteHistory
}

/** The parts of a site that are saved separately: a save sends only those that changed. */
export const contentParts = [
  'name',
  'version',
  'defaults',
  'context',
  'pages',
  'pageOrder',
  'editor',
  'history',
] as const
export type ContentPart = (typeof contentParts)[number]
