import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { App } from './app'
import { connectNavigator } from './router/connect-navigator'
import { createRoutes } from './router/create-routes'
import { validateRouteTable } from './router/route-rules'
import { routeTable } from './router/route-table'
import { RootStore } from './stores/root-store'
import './styles/app.css'

validateRouteTable(routeTable)
const store = new RootStore()
const router = createBrowserRouter(createRoutes(routeTable, store))
connectNavigator(store, router)
// A stored session: fetch who it belongs to (a 404 logs out, a 401 asks to log in again).
if (store.session.loggedIn) void store.session.fetchUser().catch(() => undefined)

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread until the whole page is built.
const root = createRoot(document.getElementById('root')!)
startTransition(() =>
  root.render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  ),
)
