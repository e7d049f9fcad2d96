// Test support only: a builder store on a site, with a host that answers nothing.
import { createSite, type Site } from '@tessera/site-format'
import type { BuilderHost } from '../host'
import { BuilderStore } from './builder-store'

export function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  }
}

export function testHost(overrides: Partial<BuilderHost> = {}): BuilderHost {
  return {
    api: {
      request: () => Promise.reject(new Error('No API in this test')),
    },
    user: () => undefined,
    href: (route) => `/${route.toLowerCase()}`,
    navigate: () => undefined,
    login: () => Promise.resolve(false),
    SiteSettings: () => null,
    siteUrl: () => undefined,
    supportEmail: 'support@example.test',
    storage: memoryStorage(),
    uploadFile: () => Promise.reject({ key: 'errors.asset_upload_failed' }),
    ...overrides,
  }
}

export function testStore(site: Site = createSite('Test Site'), siteId = 'scratch'): BuilderStore {
  return new BuilderStore(testHost(), siteId, { site, editingEnabled: true })
}
