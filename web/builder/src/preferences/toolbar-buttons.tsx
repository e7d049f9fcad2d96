import { useState, type ReactNode } from 'react'
import { useT } from '../i18n/use-t'
import { Icon, type IconName } from '../ui/icons'
import { BugReportDialog } from './bug-report-dialog'
import { PreferencesDialog } from './preferences-dialog'

/** A toolbar button that opens a modal, named by `label`, shown until the modal closes. */
function DialogButton({
  label,
  icon,
  dialog,
  withText = false,
}: {
  label: string
  icon: IconName
  dialog: (close: () => void) => ReactNode
  /** Named in words beside the icon (in the toolbar's More panel). */
  withText?: boolean
}) {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={withText ? 'toolbar-button toolbar-more-item' : 'toolbar-button'}
        aria-label={withText ? undefined : t(label)}
        title={withText ? undefined : t(label)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name={icon} />
        {withText && <span>{t(label)}</span>}
      </button>
      {open && dialog(() => setOpen(false))}
    </>
  )
}

/** The toolbar's bug report and preferences buttons and their modals (editor.md section 2). */
export function BugReportButton({ withText }: { withText?: boolean }) {
  return (
    <DialogButton
      withText={withText}
      label="builder.toolbar.bugReport"
      icon="bug"
      dialog={(close) => <BugReportDialog onClose={close} />}
    />
  )
}

export function PreferencesButton({ withText }: { withText?: boolean }) {
  return (
    <DialogButton
      withText={withText}
      label="builder.toolbar.preferences"
      icon="preferences"
      dialog={(close) => <PreferencesDialog onClose={close} />}
    />
  )
}
