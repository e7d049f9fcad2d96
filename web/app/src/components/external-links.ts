/** Where the product's own outside pages live; set at build time, with working defaults. */
export const externalLinks = {
  blog: import.meta.env.VITE_BLOG_URL ?? 'https://blog.tessera.site',
  docs: import.meta.env.VITE_DOCS_URL ?? 'https://docs.tessera.site',
  source: import.meta.env.VITE_SOURCE_URL ?? 'https://github.com/tessera-site/tessera',
  x: import.meta.env.VITE_X_URL ?? 'https://x.com/tesserasite',
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@tessera.site',
}
