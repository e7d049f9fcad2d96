import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { imagesWithoutAlt, type ImageWithoutAlt } from '@tessera/site-format'
import './site-controls.css'
import { useBuilder } from '../store-context'
import { message } from '../actions/action'
import { MissingAltDialog } from './missing-alt-dialog'
import { useT } from '../i18n/use-t'
import { Icon } from '../ui/icons'
import { SaveFailureDialog } from './save-failure-dialog'
import { ScratchNotice } from './scratch-notice'
import { useSiteSession } from './session-context'
import { SiteErrorDialog } from './site-error-dialog'
import { versionOptions, versionValue, type VersionChoice } from './site-session'

/**
 * Version selector and publish (server sites), and the save and site modals. The preview link
 * sits in the toolbar's More panel.
 */
export const SiteControls = observer(function SiteControls() {
  const session = useSiteSession()
  return (
    <div className="toolbar-group toolbar-site">
      {session.server && (
        <>
          <VersionSelector />
          <PublishButton />
        </>
      )}
      <ActionError />
      <SaveFailureDialog />
      <SiteErrorDialog />
      <ScratchNotice />
    </div>
  )
})

const VersionSelector = observer(function VersionSelector() {
  const session = useSiteSession()
  const t = useT()
  const [confirmDelete, setConfirmDelete] = useState(false)
  const store = useBuilder()
  const server = session.server!
  const options = versionOptions(server)
  const value = versionValue(server)
  // Drafts are made and dropped by those who publish (a design power): for other roles the
  // version stays as it is, and the draft's delete button is not offered.
  const limit = store.roleLimit('design')
  const why = limit ? message(t, limit) : undefined
  return (
    <>
      <span className="toolbar-select">
        <select
          aria-label={t('builder.version.label')}
          value={value}
          disabled={session.busy !== undefined || limit !== undefined}
          {...(why ? { title: why } : {})}
          onChange={(event) => void session.chooseVersion(event.target.value as VersionChoice)}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {t(`builder.version.${option}`)}
            </option>
          ))}
        </select>
      </span>
      {server.draft_version !== null && server.draft_version > 0 && !limit && (
        <button
          type="button"
          className={
            confirmDelete ? 'toolbar-button toolbar-text toolbar-danger' : 'toolbar-button'
          }
          aria-label={confirmDelete ? undefined : t('builder.version.delete')}
          title={confirmDelete ? undefined : t('builder.version.delete')}
          disabled={session.busy !== undefined}
          onBlur={() => setConfirmDelete(false)}
          onClick={() => {
            if (!confirmDelete) setConfirmDelete(true)
            else {
              setConfirmDelete(false)
              void session.deleteDraft()
            }
          }}
        >
          {confirmDelete ? t('builder.version.deleteConfirm') : <Icon name="trash" />}
        </button>
      )}
    </>
  )
})

/**
 * Publish. Images without alt text are listed first (a warning, not a block): publish anyway,
 * or go to one of them to describe it.
 */
const PublishButton = observer(function PublishButton() {
  const session = useSiteSession()
  const store = useBuilder()
  const t = useT()
  const [missing, setMissing] = useState<ImageWithoutAlt[]>()
  const limit = store.roleLimit('design')
  return (
    <>
      <button
        type="button"
        className="toolbar-button toolbar-text toolbar-primary"
        disabled={session.busy !== undefined || limit !== undefined}
        {...(limit ? { title: message(t, limit) } : {})}
        aria-busy={session.busy === 'publish'}
        onClick={() => {
          const images = imagesWithoutAlt(store.editor.site)
          if (images.length > 0) setMissing(images)
          else void session.publish()
        }}
      >
        {t('builder.publish.label')}
      </button>
      {missing && (
        <MissingAltDialog
          images={missing}
          onClose={() => setMissing(undefined)}
          onPublish={() => {
            setMissing(undefined)
            void session.publish()
          }}
          onSelect={(image) => {
            setMissing(undefined)
            store.pages.show(image.route)
            store.view.select(image.componentId)
          }}
        />
      )}
    </>
  )
})

/** The preview link switch and, while it is on, the button that copies the link. */
export const PreviewLink = observer(function PreviewLink() {
  const session = useSiteSession()
  const store = useBuilder()
  const t = useT()
  const server = session.server!
  const link = session.previewLink
  // Turning the link on or off is a site setting (site:settings).
  const limit = store.roleLimit('design')
  return (
    <span className="toolbar-preview">
      <label className="toolbar-switch" {...(limit ? { title: message(t, limit) } : {})}>
        <input
          type="checkbox"
          role="switch"
          checked={server.enable_preview}
          disabled={session.busy !== undefined || limit !== undefined}
          onChange={(event) => void session.setPreview(event.target.checked)}
        />
        <span>{t('builder.preview.label')}</span>
      </label>
      {link && (
        <button
          type="button"
          className="toolbar-button toolbar-text"
          title={link}
          onClick={() => void session.copyPreviewLink()}
        >
          {t('builder.preview.copy')}
        </button>
      )}
      {session.previewCopied && (
        <span className="builder-toast" role="status">
          {t('builder.preview.copied')}
        </span>
      )}
    </span>
  )
})

/** A failed version action, said briefly. */
const ActionError = observer(function ActionError() {
  const session = useSiteSession()
  const t = useT()
  const intl = useIntl()
  const code = session.actionError
  useEffect(() => {
    if (!code) return
    const timer = setTimeout(() => session.dismissActionError(), 4000)
    return () => clearTimeout(timer)
  }, [code, session])
  if (!code) return null
  const key = `errors.${code}`
  return (
    <span className="builder-toast builder-toast-error" role="alert">
      {Object.hasOwn(intl.messages, key) ? t(key) : t('builder.notice.failed')}
    </span>
  )
})
