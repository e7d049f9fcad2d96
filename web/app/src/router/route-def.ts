import type { ComponentType } from 'react'
import type { MessageKey } from '../i18n/message-key'

export type RouteName =
  | 'Home'
  | 'Login'
  | 'SignUp'
  | 'ForgotPassword'
  | 'ResetPassword'
  | 'ConfirmEmail'
  | 'SessionExpired'
  | 'Settings'
  | 'SettingsInfo'
  | 'SettingsBilling'
  | 'SettingsHistory'
  | 'SettingsAgents'
  | 'AgentConsent'
  | 'Checkout'
  | 'CheckoutComplete'
  | 'Sites'
  | 'WorkspaceMembers'
  | 'AcceptInvitation'
  | 'Assets'
  | 'Templates'
  | 'BuildScratch'
  | 'Build'
  | 'Preview'
  | 'PrivacyPolicy'
  | 'Terms'
  | 'NotFound'

/** How the page scrolls when this route is entered (platform.md section 2, router rules). */
export type ScrollBehaviour = { anchor: string } | 'noScroll'

export interface RouteDef {
  name: RouteName
  /** Starts with '/', never ends with '/' (except the root); ':param', optional '?', '*'. */
  path: string
  /** Other paths that show the same route. */
  aliases?: readonly string[]
  /** Page title (a message key); children without one use their parent's. */
  title?: MessageKey
  requiresLogin?: boolean
  /** Only for logged-out users (Login, SignUp): a logged-in user goes where logging in would. */
  guestOnly?: boolean
  scroll?: ScrollBehaviour
  /** 'site' pages have the header and footer; 'bare' ones (preview, builder) fill the window. */
  layout?: 'site' | 'bare'
  /** The screen, loaded when first needed (keeps the home page's JavaScript small). */
  screen?: () => Promise<ComponentType>
  /** A route that only forwards to another one (e.g. Settings to its info panel). */
  redirectTo?: RouteName
  children?: readonly RouteDef[]
}

export interface RouteTable {
  routes: readonly RouteDef[]
  /** Shown for any other path. */
  notFound: Omit<RouteDef, 'path'>
}
