import { useState } from 'react'
import { useT } from '../i18n/use-t'
import { Icon } from '../ui/icons'
import { BugReportDialog } from './bug-report-dialog'
import { PreferencesDialog } from './preferences-dialog'

/** The toolbar's bug report and preferences buttons and their modals (editor.md section 2). */
export function BugReportButton() {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="toolbar-button"
        aria-label={t('builder.toolbar.bugReport')}
        title={t('builder.toolbar.bugReport')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="bug" />
      </button>
      {open && <BugReportDialog onClose={() => setOpen(false)} />}
    </>
  )
}

export function PreferencesButton() {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="toolbar-button"
        aria-label={t('builder.toolbar.preferences')}
        title={t('builder.toolbar.preferences')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="preferences" />
      </button>
      {open && <PreferencesDialog onClose={() => setOpen(false)} />}
    </>
  )
}
