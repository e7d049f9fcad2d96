import { HomeScreen } from '../screens/home/home-screen'
import type { RouteTable } from './route-def'

/**
 * The app's one route table (platform.md section 2; editor.md section 2 for Preview and Build).
 * Screens load on first use, so the home page ships only what it needs.
 */
export const routeTable: RouteTable = {
  routes: [
    { name: 'Home', path: '/', title: 'title.home', screen: () => Promise.resolve(HomeScreen) },
    {
      name: 'Login',
      path: '/login',
      title: 'title.login',
      guestOnly: true,
      screen: () => import('../screens/account/login-screen').then((m) => m.LoginScreen),
    },
    {
      name: 'SignUp',
      path: '/signup',
      title: 'title.signup',
      guestOnly: true,
      screen: () => import('../screens/account/signup-screen').then((m) => m.SignupScreen),
    },
    {
      name: 'ForgotPassword',
      path: '/auth/forgot',
      title: 'title.forgot',
      screen: () =>
        import('../screens/account/forgot-password-screen').then((m) => m.ForgotPasswordScreen),
    },
    {
      name: 'ResetPassword',
      path: '/reset-password',
      title: 'title.reset',
      screen: () =>
        import('../screens/account/reset-password-screen').then((m) => m.ResetPasswordScreen),
    },
    {
      name: 'ConfirmEmail',
      path: '/confirm-email',
      title: 'title.confirm',
      screen: () =>
        import('../screens/account/confirm-email-screen').then((m) => m.ConfirmEmailScreen),
    },
    {
      name: 'SessionExpired',
      path: '/session-expired',
      title: 'title.sessionExpired',
      screen: () =>
        import('../screens/account/session-expired-screen').then((m) => m.SessionExpiredScreen),
    },
    {
      name: 'Settings',
      path: '/settings',
      title: 'title.settings',
      requiresLogin: true,
      screen: () => import('../screens/settings/settings-screen').then((m) => m.SettingsScreen),
      redirectTo: 'SettingsInfo',
      children: [
        {
          name: 'SettingsInfo',
          path: '/settings/info',
          screen: () => import('../screens/settings/settings-info').then((m) => m.SettingsInfo),
        },
        {
          name: 'SettingsBilling',
          path: '/settings/billing',
          screen: () =>
            import('../screens/checkout/settings-billing').then((m) => m.SettingsBilling),
        },
        {
          name: 'SettingsHistory',
          path: '/settings/history',
          screen: () =>
            import('../screens/checkout/settings-history').then((m) => m.SettingsHistory),
        },
        {
          name: 'SettingsAgents',
          path: '/settings/agents',
          screen: () => import('../screens/settings/settings-agents').then((m) => m.SettingsAgents),
        },
      ],
    },
    {
      // An agent's request for access (its /oauth/authorize sends the browser here).
      name: 'AgentConsent',
      path: '/agents/authorize',
      title: 'title.agentConsent',
      requiresLogin: true,
      screen: () =>
        import('../screens/agents/agent-consent-screen').then((m) => m.AgentConsentScreen),
    },
    {
      // `new` starts a checkout for the plan and period in the query (the home page's pricing).
      name: 'Checkout',
      path: '/checkout/:id',
      title: 'title.checkout',
      requiresLogin: true,
      screen: () => import('../screens/checkout/checkout-screen').then((m) => m.CheckoutScreen),
    },
    {
      name: 'CheckoutComplete',
      path: '/checkout/:id/3ds_result',
      title: 'title.checkoutComplete',
      requiresLogin: true,
      screen: () =>
        import('../screens/checkout/checkout-complete-screen').then(
          (m) => m.CheckoutCompleteScreen,
        ),
    },
    {
      name: 'Sites',
      path: '/sites',
      title: 'title.sites',
      requiresLogin: true,
      scroll: 'noScroll',
      screen: () => import('../screens/sites/sites-screen').then((m) => m.SitesScreen),
    },
    {
      name: 'WorkspaceMembers',
      path: '/workspaces/:workspaceId/members',
      title: 'title.members',
      requiresLogin: true,
      screen: () => import('../screens/sites/members-screen').then((m) => m.MembersScreen),
    },
    {
      name: 'AcceptInvitation',
      path: '/invitations/accept',
      title: 'title.invitation',
      requiresLogin: true,
      screen: () =>
        import('../screens/sites/accept-invitation-screen').then((m) => m.AcceptInvitationScreen),
    },
    {
      name: 'Assets',
      path: '/site-assets',
      title: 'title.assets',
      requiresLogin: true,
      scroll: 'noScroll',
      screen: () => import('../screens/assets/assets-screen').then((m) => m.AssetsScreen),
    },
    {
      name: 'Templates',
      path: '/templates',
      title: 'title.templates',
      screen: () => import('../screens/templates/templates-screen').then((m) => m.TemplatesScreen),
    },
    {
      name: 'BuildScratch',
      path: '/build/scratch',
      title: 'title.build',
      layout: 'bare',
      screen: () => import('../screens/build/build-screen').then((m) => m.BuildScreen),
    },
    {
      name: 'Build',
      path: '/build/:siteId',
      title: 'title.build',
      layout: 'bare',
      requiresLogin: true,
      screen: () => import('../screens/build/build-screen').then((m) => m.BuildScreen),
    },
    {
      name: 'Preview',
      path: '/preview',
      aliases: ['/preview/*'],
      layout: 'bare',
      screen: () => import('../screens/preview/preview-screen').then((m) => m.PreviewScreen),
    },
    {
      name: 'PrivacyPolicy',
      path: '/privacy',
      title: 'title.privacy',
      scroll: { anchor: 'legal' },
      screen: () => import('../screens/legal/privacy-screen').then((m) => m.PrivacyScreen),
    },
    {
      name: 'Terms',
      path: '/terms',
      title: 'title.terms',
      scroll: { anchor: 'legal' },
      screen: () => import('../screens/legal/terms-screen').then((m) => m.TermsScreen),
    },
  ],
  notFound: { name: 'NotFound', title: 'title.notFound' },
}
