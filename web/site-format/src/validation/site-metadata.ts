/** Site metadata categories (platform.md section 3); templates use the same list. */
export const SITE_CATEGORIES = [
  'Personal',
  'Portfolio',
  'Blog',
  'Business',
  'Educational',
  'News',
  'Entertainment',
  'Aggregator',
  'Community',
  'Wiki',
  'Knowledge Base',
] as const

export type SiteCategory = (typeof SITE_CATEGORIES)[number]
