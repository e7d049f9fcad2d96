import { observer } from 'mobx-react-lite'
import { pseudoClasses } from '@tessera/site-format'
import { SiteControls } from '../site/site-controls'
import { useBuilder } from '../store-context'
import { Icon } from '../ui/icons'
import { BreakpointButtons } from './breakpoint-buttons'
import { LanguageSelector } from './language-selector'
import { MoreMenu } from './more-menu'
import { PageSelector } from './page-selector'
import { TemplateItemPicker } from '../collections/item-picker'
import { SaveStateIndicator } from './save-state-indicator'
import { RoleBadge } from './role-badge'
import { PresenceAvatars } from '../presence/presence-avatars'
import { ScaleField } from './scale-field'
import { SizeField } from './size-field'
import { useSiteSession } from '../site/session-context'
import { useT } from '../i18n/use-t'
import { pseudoClassName } from '../i18n/builtin-names'
import { shortcutOf, withKey } from '../actions/action-key'
import { runAction } from '../actions/registry'

/** The builder's toolbar (editor.md section 2), left to right. */
export const Toolbar = observer(function Toolbar() {
  const store = useBuilder()
  const session = useSiteSession()
  const t = useT()
  const { view, host } = store
  const back = store.variant === 'scratch' ? 'Home' : 'Sites'
  return (
    <header className="builder-toolbar">
      <div className="toolbar-group">
        <a
          className="toolbar-button"
          href={host.href(back)}
          onClick={(event) => {
            event.preventDefault()
            if (session.saver.dirty && !window.confirm(t('builder.save.leave'))) return
            host.navigate(back)
          }}
          aria-label={t(back === 'Home' ? 'builder.toolbar.backHome' : 'builder.toolbar.backSites')}
          title={t(back === 'Home' ? 'builder.toolbar.backHome' : 'builder.toolbar.backSites')}
        >
          <Icon name="back" />
        </a>
        <button
          type="button"
          className="toolbar-button"
          aria-pressed={view.showTree}
          aria-label={t('builder.toolbar.tree')}
          title={t('builder.toolbar.tree')}
          onClick={() => view.toggleTree()}
        >
          <Icon name="tree" />
        </button>
        <HistoryButtons />
        <PageSelector />
        <TemplateItemPicker />
      </div>
      <SiteControls />
      <div className="toolbar-group toolbar-view">
        <BreakpointButtons />
        <LanguageSelector />
        <span className="toolbar-select">
          <select
            aria-label={t('builder.toolbar.pseudoClass')}
            title={
              view.pseudoClass === 'default'
                ? t('builder.toolbar.pseudoClass')
                : t('builder.toolbar.pseudoState', { state: pseudoClassName(t, view.pseudoClass) })
            }
            value={view.pseudoClass}
            onChange={(event) =>
              view.setPseudoClass(event.target.value as (typeof pseudoClasses)[number])
            }
          >
            {pseudoClasses.map((pseudo) => (
              <option key={pseudo} value={pseudo}>
                {pseudoClassName(t, pseudo)}
              </option>
            ))}
          </select>
        </span>
        <SizeField
          label={t('builder.toolbar.width')}
          value={view.builderWidth}
          onChange={(width) => view.setBuilderWidth(width)}
        />
        <ScaleField />
      </div>
      <div className="toolbar-group toolbar-end">
        <PresenceAvatars />
        <RoleBadge inline />
        <SaveStateIndicator />
        <MoreMenu />
      </div>
    </header>
  )
})

/**
 * Undo and redo, the toolbar's only part that follows every edit: the rest of it (with the
 * builder width and scale fields) does not render again while someone types or drags.
 */
const HistoryButtons = observer(function HistoryButtons() {
  const store = useBuilder()
  const { editor } = store
  const t = useT()
  void editor.historyVersion
  return (
    <>
      <button
        type="button"
        className="toolbar-button"
        aria-label={t('builder.toolbar.undo')}
        title={withKey(t, t('builder.toolbar.undo'), store.preferences.keyOf('undo'))}
        aria-keyshortcuts={shortcutOf(store.preferences.keyOf('undo'))}
        disabled={!editor.canUndo}
        onClick={() => runAction(store, 'undo')}
      >
        <Icon name="undo" />
      </button>
      <button
        type="button"
        className="toolbar-button"
        aria-label={t('builder.toolbar.redo')}
        title={withKey(t, t('builder.toolbar.redo'), store.preferences.keyOf('redo'))}
        aria-keyshortcuts={shortcutOf(store.preferences.keyOf('redo'))}
        disabled={!editor.canRedo}
        onClick={() => runAction(store, 'redo')}
      >
        <Icon name="redo" />
      </button>
    </>
  )
})
