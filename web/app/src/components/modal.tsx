import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'

/**
 * A modal dialog on the native <dialog>: the browser keeps focus inside, makes the page behind
 * inert, and closes it on Escape. Focus returns to where it was when it closes.
 */
export function Modal({
  title,
  onClose,
  children,
  size = 'medium',
}: {
  title: ReactNode
  onClose(): void
  children: ReactNode
  size?: 'medium' | 'large'
}) {
  const intl = useIntl()
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const close = useRef(onClose)
  close.current = onClose
  // Read while rendering: by the effect, a field's autoFocus has already taken focus.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  )

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const autofocused = element.contains(document.activeElement)
      ? (document.activeElement as HTMLElement)
      : undefined
    if (typeof element.showModal === 'function' && !element.open) element.showModal()
    else element.setAttribute('open', '')
    // The browser focuses the first focusable element, the header's close button; start on the
    // dialog's own content instead: its autoFocus field, else its first field or control.
    const inContent = (selector: string) =>
      [...element.querySelectorAll<HTMLElement>(selector)].find(
        (el) => !el.closest('.modal-header'),
      )
    const first =
      autofocused ??
      inContent('input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea') ??
      inContent('button:not(:disabled), a[href], [tabindex="0"]')
    first?.focus()
    const onCancel = (event: Event) => {
      event.preventDefault()
      close.current()
    }
    element.addEventListener('cancel', onCancel)
    return () => {
      element.removeEventListener('cancel', onCancel)
      if (element.open && typeof element.close === 'function') element.close()
      opener?.focus()
    }
  }, [opener])

  return (
    <dialog
      ref={dialog}
      className={`modal modal-${size}`}
      aria-labelledby={titleId}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === dialog.current) onClose()
      }}
    >
      <div className="modal-content">
        <div className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="icon-button"
            aria-label={intl.formatMessage({ id: 'common.close' })}
            onClick={onClose}
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
              <path
                d="M5 5l10 10M15 5L5 15"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  )
}
