/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SIGNUP_LIST_ID?: string
  readonly VITE_BLOG_URL?: string
  readonly VITE_DOCS_URL?: string
  readonly VITE_SOURCE_URL?: string
  readonly VITE_X_URL?: string
  readonly VITE_SUPPORT_EMAIL?: string
  readonly VITE_SITES_BASE_DOMAIN?: string
  /** The image-processing jobs API and its key; without a key, uploads are never optimised. */
  readonly VITE_IMAGE_API_URL?: string
  readonly VITE_IMAGE_API_KEY?: string
}
