import { observer } from 'mobx-react-lite'
import {
  builtinBehavior,
  editorEventNames,
  setBehavior,
  setEditorEvent,
  type Command,
  type EditorEventName,
} from '@tessera/site-format'
import { useBuilder } from '../../store-context'
import { useT } from '../../i18n/use-t'
import { Icon } from '../../ui/icons'
import { behaviorChoices } from '../../styles-editing/event-values'
import { PickAndAdd } from '../styles/pick-and-add'
import { message } from '../../actions/action'
import { behaviorName, editorEventLabel } from '../../i18n/builtin-names'

/** The five editor events: behaviours the builder runs (on adding, on page changes, on inputs). */
export const EditorEventsSection = observer(function EditorEventsSection({ id }: { id: string }) {
  const store = useBuilder()
  const t = useT()
  store.editor.signals.track(id)
  void store.editor.behaviorsVersion
  const component = store.editor.doc.findComponent(id)
  if (!component) return null
  const choices = behaviorChoices(store.editor.site)
  const nameOf = (behaviorId: string) => {
    const behavior = choices.find((b) => b.id === behaviorId)
    return behavior ? behaviorName(t, behavior) : behaviorId
  }
  const update = (name: EditorEventName, behaviorIds: string[]) => {
    const doc = store.editor.doc
    const commands: Command[] = []
    for (const behaviorId of behaviorIds) {
      const builtin = Object.hasOwn(doc.site.context.behaviors, behaviorId)
        ? undefined
        : builtinBehavior(behaviorId)
      if (builtin) commands.push(setBehavior(doc, builtin.id, builtin))
    }
    commands.push(
      setEditorEvent(
        doc,
        id,
        name,
        behaviorIds.length === 0
          ? undefined
          : { name, behaviors: behaviorIds.map((behaviorId) => ({ behaviorId })) },
      ),
    )
    store.editor.run(commands.length === 1 ? commands[0]! : { type: 'g', data: { commands } }, {
      merge: false,
    })
  }
  return (
    <section className="menu-section">
      <h3 className="section-title">{t('builder.editorEvents.title')}</h3>
      {editorEventNames.map((name) => (
        <EditorEventRow
          key={name}
          name={name}
          behaviorIds={(component.editorEvents?.[name]?.behaviors ?? []).map((b) => b.behaviorId)}
          choices={choices.map((b) => ({ id: b.id, name: behaviorName(t, b) }))}
          nameOf={nameOf}
          disabled={!store.editor.editingEnabled}
          onChange={(ids) => update(name, ids)}
        />
      ))}
    </section>
  )
})

function EditorEventRow({
  name,
  behaviorIds,
  choices,
  nameOf,
  disabled,
  onChange,
}: {
  name: EditorEventName
  behaviorIds: string[]
  choices: Array<{ id: string; name: string }>
  nameOf(id: string): string
  disabled: boolean
  onChange(ids: string[]): void
}) {
  const t = useT()
  return (
    <div className="editor-event">
      <PickAndAdd
        label={<span title={name}>{message(t, editorEventLabel(name))}</span>}
        selectLabel={t('builder.editorEvents.add', { name: message(t, editorEventLabel(name)) })}
        options={choices.map((choice) => ({ value: choice.id, label: choice.name }))}
        disabled={disabled}
        onAdd={(behaviorId) => onChange([...behaviorIds, behaviorId])}
      />
      {behaviorIds.length > 0 && (
        <ul className="chip-list">
          {behaviorIds.map((behaviorId, index) => (
            <li key={`${behaviorId}-${index}`} className="chip">
              <span>{nameOf(behaviorId)}</span>
              <button
                type="button"
                className="icon-button"
                aria-label={t('builder.events.removeBehavior', { name: nameOf(behaviorId) })}
                title={t('builder.events.removeBehavior', { name: nameOf(behaviorId) })}
                disabled={disabled}
                onClick={() => onChange(behaviorIds.filter((_, i) => i !== index))}
              >
                <Icon name="close" size={12} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
