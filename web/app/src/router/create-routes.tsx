import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router'
import { AppShell, SiteLayout } from '../components/app-shell'
import { RouteError } from '../components/route-error'
import { NotFoundScreen } from '../screens/not-found/not-found-screen'
import type { RootStore } from '../stores/root-store'
import type { RouteDef, RouteTable } from './route-def'
import { findRoute, handleOf, loginDestination, loginPathFor } from './route-rules'

/**
 * React Router's routes from the route table: the login guard as a loader (logged-out users go
 * to Login with a base64 `from`, hash included), screens loaded lazily, aliases as extra paths.
 */
export function createRoutes(table: RouteTable, store: RootStore): RouteObject[] {
  const guard = ({ request }: LoaderFunctionArgs) => {
    if (store.session.loggedIn) return null
    const url = new URL(request.url)
    const hash = store.navigator.enteringHash(url.pathname)
    throw redirect(loginPathFor(table, `${url.pathname}${url.search}${hash}`))
  }
  // A logged-in user on Login or SignUp goes where logging in would have taken them.
  const guestOnly = ({ request }: LoaderFunctionArgs) => {
    if (!store.session.loggedIn) return null
    throw redirect(loginDestination(table, new URL(request.url).searchParams.get('from')))
  }

  const convert = (route: RouteDef): RouteObject[] =>
    [route.path, ...(route.aliases ?? [])].map((path) => {
      const children = route.children?.flatMap(convert) ?? []
      const target = route.redirectTo && findRoute(table, route.redirectTo)
      if (target) {
        children.unshift({
          index: true,
          loader: () => redirect(target.path),
          Component: () => null,
        })
      }
      return {
        path,
        handle: handleOf(route),
        loader: route.requiresLogin ? guard : route.guestOnly ? guestOnly : undefined,
        lazy: route.screen ? async () => ({ Component: await route.screen!() }) : undefined,
        children: children.length ? children : undefined,
      }
    })

  const site = table.routes.filter((r) => (r.layout ?? 'site') === 'site').flatMap(convert)
  const bare = table.routes.filter((r) => r.layout === 'bare').flatMap(convert)
  return [
    {
      element: <AppShell />,
      errorElement: <RouteError />,
      HydrateFallback: () => null,
      children: [
        {
          element: <SiteLayout />,
          children: [
            ...site,
            { path: '*', handle: handleOf(table.notFound), element: <NotFoundScreen /> },
          ],
        },
        ...bare,
      ],
    },
  ]
}
