import { lazy, Suspense } from 'react'
import { ActionKey, shortcutOf } from '../actions/action-key'
import { observer } from 'mobx-react-lite'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { Icon } from '../ui/icons'
import { behaviorEditing } from '../behaviors/behavior-editing'
import { isBuiltinBehavior } from '../behaviors/behavior-draft'
import { behaviorName } from '../i18n/builtin-names'

const BehaviorDialog = lazy(() =>
  import('../behaviors/behavior-dialog').then((m) => ({ default: m.BehaviorDialog })),
)

/**
 * The Behaviour menu (editor.md section 2): the site's behaviours by name, each with edit
 * (built-in ones view), and a new one (also `n`); both open the behaviour modal.
 */
export const BehaviorsMenu = observer(function BehaviorsMenu() {
  const store = useBuilder()
  const t = useT()
  const editing = behaviorEditing(store)
  void store.editor.behaviorsVersion
  void store.editor.historyVersion
  const behaviors = Object.values(store.editor.site.context.behaviors).sort(
    (a, b) => Number(isBuiltinBehavior(a.id)) - Number(isBuiltinBehavior(b.id)),
  )
  const editable = store.editor.editingEnabled
  return (
    <div className="behaviors-menu">
      {behaviors.length === 0 ? (
        <p className="menu-empty">{t('builder.behaviors.empty')}</p>
      ) : (
        <ul className="menu-list" aria-label={t('builder.menu.behaviors')}>
          {behaviors.map((behavior) => {
            const builtin = isBuiltinBehavior(behavior.id)
            const label = t(builtin ? 'builder.behaviors.view' : 'builder.behaviors.edit', {
              name: behaviorName(t, behavior),
            })
            return (
              <li key={behavior.id} className="menu-row">
                <button
                  type="button"
                  className="menu-row-main"
                  onClick={() => editing.open(behavior.id)}
                >
                  <span className="menu-row-title">{behaviorName(t, behavior)}</span>
                  {builtin && <span className="badge">{t('builder.behaviors.builtin')}</span>}
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={label}
                  title={label}
                  onClick={() => editing.open(behavior.id)}
                >
                  <Icon name={builtin ? 'eye' : 'pencil'} size={16} />
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <button
        type="button"
        className="menu-add"
        aria-keyshortcuts={shortcutOf(store.preferences.keyOf('behaviors.new'))}
        disabled={!editable}
        onClick={() => editing.open('')}
      >
        <Icon name="plus" size={16} />
        {t('builder.behaviors.new')}
        <ActionKey id="behaviors.new" />
      </button>
      {editing.editing !== undefined && (
        <Suspense fallback={null}>
          <BehaviorDialog key={editing.editing} id={editing.editing} />
        </Suspense>
      )}
    </div>
  )
})
