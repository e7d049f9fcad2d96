import { forwardRef, type AnchorHTMLAttributes } from 'react'
import { Link, NavLink } from 'react-router'
import type { RouteName } from '../router/route-def'
import { pathTo, type Params, type QueryValues } from '../router/route-rules'
import { routeTable } from '../router/route-table'

interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: RouteName
  params?: Params
  query?: QueryValues
  hash?: string
  /** Marks the link as the current page when its route is active. */
  nav?: boolean
}

/** A link to a named route of the route table. */
export const RouteLink = forwardRef<HTMLAnchorElement, RouteLinkProps>(function RouteLink(
  { to, params, query, hash, nav, ...rest },
  ref,
) {
  const href = pathTo(routeTable, to, params, query, hash)
  if (nav) return <NavLink ref={ref} to={href} end={to === 'Home'} {...rest} />
  return <Link ref={ref} to={href} {...rest} />
})
