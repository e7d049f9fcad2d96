import { RouterProvider, type createBrowserRouter } from 'react-router'
import { I18nProvider } from './i18n/i18n-provider'
import type { RootStore } from './stores/root-store'
import { StoreContext } from './stores/store-context'

export function App({
  store,
  router,
}: {
  store: RootStore
  router: ReturnType<typeof createBrowserRouter>
}) {
  return (
    <StoreContext.Provider value={store}>
      <I18nProvider preferences={store.preferences}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StoreContext.Provider>
  )
}
