import { useEffect, useId, useRef, type ReactNode } from 'react'
import { Icon } from './icons'
import { useT } from '../i18n/use-t'

/**
 * A modal dialog on the native <dialog>: focus stays inside, the page behind is inert, focus
 * returns where it was. `dismissable` dialogs close on Escape, the close button and a click
 * outside; others (walkthroughs, load errors) only through their own buttons.
 */
export function Dialog({
  title,
  onClose,
  children,
  dismissable = true,
  size = 'medium',
}: {
  title: ReactNode
  onClose(): void
  children: ReactNode
  dismissable?: boolean
  size?: 'small' | 'medium' | 'large'
}) {
  const t = useT()
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const close = useRef(onClose)
  close.current = onClose

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (typeof element.showModal === 'function' && !element.open) element.showModal()
    else element.setAttribute('open', '')
    // The first field (or button) gets focus, not the close button.
    const first = element.querySelector<HTMLElement>(
      '.dialog-body input, .dialog-body select, .dialog-body textarea, .dialog-body button, .dialog-body a[href]',
    )
    first?.focus()
    const onCancel = (event: Event) => {
      event.preventDefault()
      if (dismissable) close.current()
    }
    element.addEventListener('cancel', onCancel)
    return () => {
      element.removeEventListener('cancel', onCancel)
      if (element.open && typeof element.close === 'function') element.close()
      opener?.focus()
    }
  }, [dismissable])

  return (
    <dialog
      ref={dialog}
      className={`builder-dialog dialog-${size}`}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (dismissable && event.target === dialog.current) onClose()
      }}
    >
      <div className="dialog-content">
        <div className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          {dismissable && (
            <button
              type="button"
              className="icon-button"
              aria-label={t('builder.common.close')}
              onClick={onClose}
            >
              <Icon name="close" size={18} />
            </button>
          )}
        </div>
        <div className="dialog-body">{children}</div>
      </div>
    </dialog>
  )
}
