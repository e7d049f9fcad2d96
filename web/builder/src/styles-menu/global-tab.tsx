import { observer } from 'mobx-react-lite'
import { ActionKey, shortcutOf } from '../actions/action-key'
import { useId, useRef, useState } from 'react'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { Icon } from '../ui/icons'
import { LazyCodeEditor } from '../code/lazy-code-editor'
import { siteStyleActions } from './site-style-actions'

/** The Global tab: the site's global styles (CSS text by name), and the editor of one. */
export const GlobalTab = observer(function GlobalTab() {
  const store = useBuilder()
  const t = useT()
  const actions = siteStyleActions(store)
  const { menu } = actions
  void store.editor.themeVersion
  void store.editor.historyVersion
  const globalStyles = store.editor.site.context.globalStyles
  const names = Object.keys(globalStyles)
  const editable = store.editor.editingEnabled

  if (menu.editingGlobal !== undefined) {
    return (
      <GlobalStyleForm
        key={menu.editingGlobal}
        editingName={menu.editingGlobal === '' ? undefined : menu.editingGlobal}
        onDone={() => menu.editGlobal(undefined)}
      />
    )
  }
  return (
    <div className="styles-global">
      <button
        type="button"
        className="menu-add"
        aria-keyshortcuts={shortcutOf(store.preferences.keyOf('styles.global'))}
        disabled={!editable}
        onClick={() => menu.editGlobal('')}
      >
        <Icon name="plus" size={16} />
        {t('builder.stylesMenu.newGlobal')}
        <ActionKey id="styles.global" />
      </button>
      {names.length === 0 ? (
        <p className="menu-empty">{t('builder.stylesMenu.noGlobals')}</p>
      ) : (
        <ul className="menu-list styles-list" aria-label={t('builder.stylesMenu.tab.global')}>
          {names.map((name) => (
            <li key={name} className="menu-row">
              <span className="menu-row-main styles-row-name">
                <span className="menu-row-title" title={name}>
                  {name}
                </span>
              </span>
              <span className="item-actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('builder.stylesMenu.editGlobal', { name })}
                  title={t('builder.stylesMenu.editGlobal', { name })}
                  disabled={!editable}
                  onClick={() => menu.editGlobal(name)}
                >
                  <Icon name="pencil" size={14} />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('builder.stylesMenu.deleteGlobal', { name })}
                  title={t('builder.stylesMenu.deleteGlobal', { name })}
                  disabled={!editable}
                  onClick={() => actions.removeGlobal(name)}
                >
                  <Icon name="trash" size={14} />
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
})

/** A global style's name and CSS; Save checks the name (errors.style_name_*), Cancel leaves. */
export const GlobalStyleForm = observer(function GlobalStyleForm({
  editingName,
  onDone,
}: {
  editingName: string | undefined
  onDone(): void
}) {
  const store = useBuilder()
  const t = useT()
  const actions = siteStyleActions(store)
  const nameId = useId()
  const errorId = useId()
  const hintId = useId()
  const existing =
    editingName === undefined ? undefined : store.editor.site.context.globalStyles[editingName]
  const [name, setName] = useState(editingName ?? '')
  const [css, setCss] = useState(existing?.style ?? '')
  const [error, setError] = useState<string>()
  const nameField = useRef<HTMLInputElement>(null)

  const save = () => {
    const problem = actions.saveGlobal(name, css, editingName)
    if (problem) {
      setError(problem.key)
      nameField.current?.focus()
      return
    }
    onDone()
  }

  return (
    <div className="global-style-form">
      <h3 className="section-title">
        {t(
          editingName === undefined
            ? 'builder.stylesMenu.newGlobal'
            : 'builder.stylesMenu.editGlobalTitle',
        )}
      </h3>
      <div className="field">
        <label htmlFor={nameId}>{t('builder.stylesMenu.globalName')}</label>
        <input
          id={nameId}
          ref={nameField}
          autoFocus
          value={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setName(event.target.value)
            setError(undefined)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save()
          }}
        />
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {t(error)}
          </p>
        )}
      </div>
      <div className="field">
        <span className="field-label" aria-hidden="true">
          {t('builder.stylesMenu.globalCss')}
        </span>
        <div className="styles-code">
          <LazyCodeEditor
            value={css}
            language="css"
            label={t('builder.stylesMenu.globalCss')}
            placeholder={t('builder.stylesMenu.globalPlaceholder')}
            describedBy={hintId}
            onChange={setCss}
          />
        </div>
        <p id={hintId} className="menu-note">
          {t('builder.code.tabHint')}
        </p>
      </div>
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={save}>
          {t('builder.common.save')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('builder.common.cancel')}
        </button>
      </div>
    </div>
  )
})
