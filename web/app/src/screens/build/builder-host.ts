import type { BuilderHost, HostRoute } from '@tessera/builder'
import { externalLinks } from '../../components/external-links'
import { replaceAsset, uploadAsset } from '../../assets/upload-asset'
import { siteUrl } from '../../sites/site-address'
import type { RootStore } from '../../stores/root-store'
import { SiteSettingsHost } from './site-settings-host'

/** What the builder gets from the app: its API client, session, routes and dialogs. */
export function createBuilderHost(store: RootStore, login: () => Promise<boolean>): BuilderHost {
  return {
    // An expired session must not take the person out of the builder, where unsaved edits live:
    // its calls raise 401 to the builder, whose save asks to log in again (editor.md section 4).
    api: {
      request: (method, path, options) =>
        store.api.request(method, path, { ...options, unauthorized: 'throw' }),
      raw: (method, path, options) =>
        store.api.raw(method, path, { ...options, unauthorized: 'throw' }),
    },
    user: () => {
      const user = store.session.user
      return user
        ? { id: user.id, email: user.email, isAdmin: store.session.isAdmin }
        : store.session.userId
          ? { id: store.session.userId, email: '', isAdmin: false }
          : undefined
    },
    href: (route: HostRoute) => store.path(route),
    navigate: (route: HostRoute) => store.go(route),
    login,
    SiteSettings: SiteSettingsHost,
    siteUrl: (site) => siteUrl(site),
    supportEmail: externalLinks.supportEmail,
    uploadFile: async (file, siteId) => {
      const asset = await uploadAsset(store.assets, file, siteId)
      return {
        id: asset.id,
        url: asset.url ?? '',
        contentType: asset.content_type,
        name: asset.name,
      }
    },
    replaceFile: async (target, file) => {
      const asset = await replaceAsset(store.assets, target, file)
      return {
        id: asset.id,
        url: asset.url ?? '',
        contentType: asset.content_type,
        name: asset.name,
      }
    },
    storage: globalThis.localStorage,
    scratchPopup: {
      viewed: () => store.preferences.scratchPopupViewed,
      markViewed: () => store.preferences.markScratchPopupViewed(),
    },
  }
}
