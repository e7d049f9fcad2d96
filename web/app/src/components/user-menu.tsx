import { observer } from 'mobx-react-lite'
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocation } from 'react-router'
import { useStore } from '../stores/store-context'
import { RouteLink } from './route-link'

const Workspaces = lazy(() =>
  import('./user-menu-workspaces').then((m) => ({ default: m.UserMenuWorkspaces })),
)

/**
 * The logged-in user's menu: Settings (with e-mail and avatar), their workspaces (in a chunk of
 * their own), Sites, Assets, Logout. A menu button (WAI-ARIA APG): Enter, Space or the arrows
 * open it on an item; in it the arrows, Home and End move, Escape closes back to the button, Tab
 * closes and moves on.
 */
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

  const items = () => [
    ...(panel.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []),
  ]
  /** The item (negative from the end) to focus when the menu opens from the keyboard. */
  const focusOnOpen = useRef<number | undefined>(undefined)
  useEffect(() => {
    if (open && focusOnOpen.current !== undefined) items().at(focusOnOpen.current)?.focus()
    focusOnOpen.current = undefined
  }, [open])

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space click the button, which opens the menu; the arrows open it themselves.
    if (event.key === 'Enter' || event.key === ' ') focusOnOpen.current = 0
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      focusOnOpen.current = event.key === 'ArrowDown' ? 0 : -1
      setOpen(true)
    }
  }

  const onMenuKey = (event: KeyboardEvent<HTMLElement>) => {
    const all = items()
    const at = all.indexOf(document.activeElement as HTMLElement)
    const move: Record<string, number | undefined> = {
      ArrowDown: (at + 1) % all.length,
      ArrowUp: (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    }
    const target = move[event.key]
    if (target !== undefined) {
      event.preventDefault()
      all[target]?.focus()
    } else if (event.key === 'Tab') setOpen(false)
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
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKey}
      >
        {user ? (
          <img src={user.identiconAvatar} alt="" width={32} height={32} className="avatar" />
        ) : (
          <span className="avatar avatar-empty" aria-hidden="true" />
        )}
        <span className="visually-hidden">{intl.formatMessage({ id: 'header.userMenu' })}</span>
      </button>
      <div ref={panel} className="user-menu-panel" hidden={!open}>
        <ul
          id={menuId}
          role="menu"
          aria-label={intl.formatMessage({ id: 'header.userMenu' })}
          onKeyDown={onMenuKey}
        >
          <li role="none">
            <RouteLink
              to="SettingsInfo"
              className="user-menu-settings"
              role="menuitem"
              tabIndex={-1}
            >
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
          <Suspense>
            <Workspaces open={open} onChoose={() => close(true)} />
          </Suspense>
          <li role="none">
            <RouteLink to="Sites" role="menuitem" tabIndex={-1}>
              <FormattedMessage id="nav.sites" />
            </RouteLink>
          </li>
          <li role="none">
            <RouteLink to="Assets" role="menuitem" tabIndex={-1}>
              <FormattedMessage id="nav.assets" />
            </RouteLink>
          </li>
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={() => store.logout()}>
              <FormattedMessage id="header.logout" />
            </button>
          </li>
        </ul>
      </div>
    </div>
  )
})
