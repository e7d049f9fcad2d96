import type { ComponentType } from 'react'

/** Options of a call through the host's API client. */
export interface HostRequestOptions {
  body?: unknown
  query?: Record<string, string | number | boolean | undefined | null>
  /** Send the bearer token: 'always' (default), 'optional' or 'never'. */
  auth?: 'always' | 'optional' | 'never'
  /**
   * What a 401 does: 'session' (default) ends the app's session; 'throw' only raises it, for calls
   * whose 401 the builder handles itself (a save reopens the login modal and retries).
   */
  unauthorized?: 'session' | 'throw'
  keepalive?: boolean
  signal?: AbortSignal
}

/**
 * The app's API client as the builder uses it: JSON in and out, ISO dates to `Date`, failed calls
 * raise `{status, code, message}` (platform.md section 8). A path may be absolute, for the site's
 * own server.
 */
export interface HostApi {
  request<T>(method: string, path: string, options?: HostRequestOptions): Promise<T>
  /**
   * The answer itself, for bodies that are not JSON (a CSV download, a CSV upload answered line
   * by line). `text` is sent as the body with `contentType`. Failed calls raise as `request`.
   */
  raw?(method: string, path: string, options?: HostRawOptions): Promise<Response>
}

export interface HostRawOptions extends Omit<HostRequestOptions, 'body'> {
  text?: string
  contentType?: string
  accept?: string
}

/** A failed call as the host's API client raises it. */
export interface HostApiError {
  status: number
  code: string
  message: string
  /** What else the error's envelope carries beside code and message. */
  data?: Readonly<Record<string, unknown>>
}

export function isHostApiError(error: unknown): error is HostApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as HostApiError).status === 'number' &&
    typeof (error as HostApiError).code === 'string'
  )
}

/** An uploaded asset, ready to place. */
export interface UploadedAsset {
  /** The asset's id, when the host knows it (for replace, update and delete). */
  id?: string
  url: string
  contentType: string
  name: string
}

export type HostRoute = 'Home' | 'Sites' | 'Assets' | 'Login' | 'Preview'

export interface HostUser {
  id: string
  email: string
  isAdmin: boolean
}

/**
 * What the app gives the builder: its API client, the session, navigation and the few screens it
 * already has (site settings, login). The builder imports nothing from the app.
 */
export interface BuilderHost {
  api: HostApi
  user(): HostUser | undefined
  /** A path of the app, for links (the Assets route opens in a new tab). */
  href(route: HostRoute): string
  navigate(route: HostRoute): void
  /** Shows the app's login dialog; resolves true once the user is logged in again. */
  login(): Promise<boolean>
  /** The dashboard's site settings dialog. */
  SiteSettings: ComponentType<{ siteId: string; onClose(): void }>
  /** Where visitors reach a site: its subdomain on its site server's scheme and port. */
  siteUrl(site: { subdomain: string; site_server: { address: string } }): string | undefined
  supportEmail: string
  /**
   * Uploads a file as an asset of a site ('identity' for the identity site) through the app's
   * upload flow (checked, optimised for png, jpeg and webp, verified). Rejects with the upload's
   * error: `{code, message}` from the server or `{key}` of a failed rule.
   */
  uploadFile(file: File, siteId: string): Promise<UploadedAsset>
  /**
   * Replaces an asset's file through the same flow (checked, optimised, verified); the asset
   * keeps its id and name. Rejects as `uploadFile` does.
   */
  replaceFile?(asset: { id: string; name: string }, file: File): Promise<UploadedAsset>
  /** Browser storage for the scratch site, unsent edits and editor preferences. */
  storage: Storage
  /** The app's preference that the scratch-site notice was seen (platform.md scratchPopupViewed). */
  scratchPopup?: { viewed(): boolean; markViewed(): void }
}
