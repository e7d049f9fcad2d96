import { observer } from 'mobx-react-lite'
import { ActionKey } from '../actions/action-key'
import { useEffect, useRef } from 'react'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'

/** The File menu (editor.md section 2): export, import, templates and reset; keys i, e and t. */
export const FileMenu = observer(function FileMenu() {
  const store = useBuilder()
  const t = useT()
  const { file } = store
  const chooser = useRef<HTMLInputElement>(null)
  const requests = file.chooseRequests
  const seen = useRef(requests)

  // The import key asks for the chooser; only the menu holds it.
  useEffect(() => {
    if (requests !== seen.current) chooser.current?.click()
    seen.current = requests
  }, [requests])

  const choose = async (input: HTMLInputElement) => {
    const chosen = input.files?.[0]
    input.value = ''
    if (chosen) file.readFile(chosen.name, await chosen.text())
  }

  return (
    <div className="file-menu">
      <h3 className="menu-heading">{t('builder.file.export')}</h3>
      <ul className="menu-list file-actions">
        <li>
          <button
            type="button"
            className="menu-item"
            aria-haspopup="dialog"
            onClick={() => file.openExport()}
          >
            <span>{t('builder.file.exportSite')}</span>
            <ActionKey id="file.export" />
          </button>
        </li>
      </ul>
      <h3 className="menu-heading">{t('builder.file.import')}</h3>
      <ul className="menu-list file-actions">
        <li>
          <button
            type="button"
            className="menu-item"
            disabled={!store.editor.editingEnabled}
            onClick={() => chooser.current?.click()}
          >
            <span>{t('builder.file.importJson')}</span>
            <ActionKey id="file.import" />
          </button>
          <input
            ref={chooser}
            type="file"
            accept=".json,application/json"
            hidden
            aria-label={t('builder.file.importJson')}
            onChange={(event) => void choose(event.currentTarget)}
          />
        </li>
      </ul>
      <h3 className="menu-heading">{t('builder.file.templates')}</h3>
      <ul className="menu-list file-actions">
        <li>
          <button
            type="button"
            className="menu-item"
            aria-haspopup="dialog"
            onClick={() => store.templates.open()}
          >
            <span>{t('builder.file.selectTemplate')}</span>
            <ActionKey id="file.templates" />
          </button>
        </li>
        {store.templates.canCreate && (
          <li>
            <button type="button" className="menu-item" onClick={() => store.templates.openSave()}>
              {t('builder.file.createTemplate')}
            </button>
          </li>
        )}
      </ul>
      <h3 className="menu-heading">{t('builder.file.site')}</h3>
      <ul className="menu-list file-actions">
        <li>
          <button
            type="button"
            className="menu-item danger"
            disabled={!store.editor.editingEnabled}
            onClick={() => file.askReset()}
          >
            {t('builder.file.reset')}
          </button>
        </li>
      </ul>
    </div>
  )
})
