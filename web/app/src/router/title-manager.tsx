import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { useLocation, useMatches } from 'react-router'
import { isPreviewPath, resolveTitle, type RouteHandle } from './route-rules'

export const PRODUCT_NAME = 'Tessera'

/** The page title from the route (or its parent), else the product name; never on previews. */
export function TitleManager() {
  const intl = useIntl()
  const matches = useMatches()
  const { pathname } = useLocation()
  const title = resolveTitle(matches.map((m) => m.handle as RouteHandle).filter(Boolean))
  useEffect(() => {
    if (isPreviewPath(pathname)) return
    document.title = title ? `${intl.formatMessage({ id: title })} · ${PRODUCT_NAME}` : PRODUCT_NAME
  }, [intl, title, pathname])
  return null
}
