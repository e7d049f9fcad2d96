import type { createBrowserRouter } from 'react-router'
import type { RootStore } from '../stores/root-store'

/** Lets the stores move the user around through the router. */
export function connectNavigator(
  store: RootStore,
  router: Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'navigate'>,
): void {
  store.navigator = {
    currentPath: () => {
      const { pathname, search, hash } = router.state.location
      return `${pathname}${search}${hash}`
    },
    enteringHash: (pathname) => {
      const entering = router.state.navigation.location ?? router.state.location
      return entering.pathname === pathname ? entering.hash : ''
    },
    go: (to, options) => void router.navigate(to, options),
  }
}
