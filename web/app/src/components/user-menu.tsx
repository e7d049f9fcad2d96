import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocation } from 'react-router'
import { useStore } from '../stores/store-context'
import { RouteLink } from './route-link'

/** The logged-in user's menu: Settings (with e-mail and avatar), Sites, Assets, Logout. */
export const UserMenu = observer(function UserMenu() {
  const store = useStore()
  const intl = useIntl()
  const user = store.session.user
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const location = useLocation()

  useEffect(() => setOpen(false), [location.pathname])
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  const close = (focusButton: boolean) => {
    setOpen(false)
    if (focusButton) button.current?.focus()
  }

  return (
    <div
      className="user-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          close(true)
        }
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null))
          setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        className="user-menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {user ? (
          <img src={user.identiconAvatar} alt="" width={32} height={32} className="avatar" />
        ) : (
          <span className="avatar avatar-empty" aria-hidden="true" />
        )}
        <span className="visually-hidden">{intl.formatMessage({ id: 'header.userMenu' })}</span>
      </button>
      <div ref={panel} id={menuId} className="user-menu-panel" hidden={!open}>
        <ul>
          <li>
            <RouteLink to="SettingsInfo" className="user-menu-settings">
              {user && (
                <img src={user.identiconAvatar} alt="" width={40} height={40} className="avatar" />
              )}
              <span>
                <span className="user-menu-email">{user?.email ?? '…'}</span>
                <span className="user-menu-hint">
                  <FormattedMessage id="header.settings" />
                </span>
              </span>
            </RouteLink>
          </li>
          <li>
            <RouteLink to="Sites">
              <FormattedMessage id="nav.sites" />
            </RouteLink>
          </li>
          <li>
            <RouteLink to="Assets">
              <FormattedMessage id="nav.assets" />
            </RouteLink>
          </li>
          <li>
            <button type="button" onClick={() => store.logout()}>
              <FormattedMessage id="header.logout" />
            </button>
          </li>
        </ul>
      </div>
    </div>
  )
})
