import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { Dialog } from '../ui/dialog'
import { ExportDialog } from './export-dialog'

/**
 * The File menu's dialogs: export, import confirmation (with the version warning), import
 * error, reset.
 */
export const FileDialogs = observer(function FileDialogs() {
  const { file } = useBuilder()
  const t = useT()
  const dialog = file.dialog
  if (!dialog) return null
  const close = () => file.closeDialog()
  switch (dialog.kind) {
    case 'export':
      return <ExportDialog at={dialog.at} />
    case 'importError':
      return (
        <Dialog title={t('build.import_error')} onClose={close} size="small">
          <p role="alert">{t('builder.file.importFailed')}</p>
          <div className="form-actions">
            <button type="button" className="button button-primary" onClick={close}>
              {t('builder.common.ok')}
            </button>
          </div>
        </Dialog>
      )
    case 'confirmImport':
      return (
        <ConfirmDialog
          title={t('builder.file.importTitle')}
          confirm={t('builder.file.importReplace')}
          onConfirm={() => file.confirmImport()}
          onClose={close}
        >
          <p>{t('builder.file.importConfirm', { file: dialog.pending.fileName })}</p>
          {dialog.pending.versionMismatch && (
            <p className="file-warning">{t('errors.site_format')}</p>
          )}
        </ConfirmDialog>
      )
    case 'confirmReset':
      return (
        <ConfirmDialog
          title={t('builder.file.resetTitle')}
          confirm={t('builder.file.reset')}
          danger
          onConfirm={() => file.confirmReset()}
          onClose={close}
        >
          <p>{t('builder.file.resetConfirm')}</p>
        </ConfirmDialog>
      )
  }
})

/** A question with Cancel and one action that replaces the site. */
function ConfirmDialog({
  title,
  confirm,
  danger = false,
  onConfirm,
  onClose,
  children,
}: {
  title: string
  confirm: string
  danger?: boolean
  onConfirm(): void
  onClose(): void
  children: ReactNode
}) {
  const t = useT()
  return (
    <Dialog title={title} onClose={onClose} size="small">
      {children}
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('builder.common.cancel')}
        </button>
        <button
          type="button"
          className={`button ${danger ? 'button-danger' : 'button-primary'}`}
          onClick={onConfirm}
        >
          {confirm}
        </button>
      </div>
    </Dialog>
  )
}
