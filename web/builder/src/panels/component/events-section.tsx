import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import {
  eventNames,
  setBehavior,
  setEvent,
  builtinBehavior,
  type Behavior,
  type BehaviorArg,
  type Command,
  type ComponentEvent,
  type EventBehaviorCall,
  type EventParam,
} from '@tessera/site-format'
import { useBuilder } from '../../store-context'
import { argTypeKey } from '../../i18n/arg-type'
import { useT } from '../../i18n/use-t'
import { Icon } from '../../ui/icons'
import {
  argText,
  argValue,
  behaviorChoices,
  checkArg,
  checkEventName,
  checkInterval,
  checkScrollMargin,
  defaultEventParams,
  SCROLL_DIRECTIONS,
} from '../../styles-editing/event-values'
import { PickAndAdd } from '../styles/pick-and-add'
import { ComponentIdInput } from '../component-id-input'
import { defaultText } from '../../behaviors/behavior-draft'
import { componentMenuState } from './menu-state'
import { useStateFor } from './use-state-for'
import { behaviorName } from '../../i18n/builtin-names'

/** The component's events; one is edited at a time in the EditEvent tab state. */
export const EventsSection = observer(function EventsSection({ id }: { id: string }) {
  const store = useBuilder()
  const t = useT()
  store.editor.signals.track(id)
  void store.editor.behaviorsVersion
  const menu = componentMenuState(store)
  const [editing, setEditing] = useStateFor<string | undefined>(id, undefined)
  const component = store.editor.doc.findComponent(id)
  if (!component) return null
  const events = Object.values(component.events ?? {})
  const open = menu.tab === 'EditEvent'
  const behaviorName = (behaviorId: string) =>
    behaviorChoices(store.editor.site).find((b) => b.id === behaviorId)?.name ?? behaviorId
  return (
    <section className="menu-section">
      <div className="section-head">
        <h3 className="section-title">{t('builder.events.title')}</h3>
        {!open && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('builder.events.add')}
            title={t('builder.events.add')}
            disabled={!store.editor.editingEnabled}
            onClick={() => {
              setEditing(undefined)
              menu.setTab('EditEvent')
            }}
          >
            <Icon name="plus" size={16} />
          </button>
        )}
      </div>
      {open ? (
        <EventForm
          key={`${id}:${editing ?? 'new'}`}
          id={id}
          event={editing === undefined ? undefined : component.events?.[editing]}
          onDone={() => menu.setTab('none')}
        />
      ) : events.length === 0 ? (
        <p className="menu-note">{t('builder.events.none')}</p>
      ) : (
        <ul className="event-list">
          {events.map((event) => (
            <li key={event.name} className="mixin-item">
              <span className="mixin-name">
                <code>{event.name}</code>
                <span className="menu-note">
                  {event.behaviors.map((call) => behaviorName(call.behaviorId)).join(', ')}
                </span>
              </span>
              <span className="item-actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('builder.events.edit', { name: event.name })}
                  title={t('builder.events.edit', { name: event.name })}
                  disabled={!store.editor.editingEnabled}
                  onClick={() => {
                    setEditing(event.name)
                    menu.setTab('EditEvent')
                  }}
                >
                  <Icon name="pencil" size={14} />
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
})

interface Draft {
  name: string
  params: Record<string, EventParam>
  behaviors: EventBehaviorCall[]
}

const EventForm = observer(function EventForm({
  id,
  event,
  onDone,
}: {
  id: string
  event: ComponentEvent | undefined
  onDone(): void
}) {
  const store = useBuilder()
  const t = useT()
  const ids = { name: useId(), error: useId() }
  const component = store.editor.doc.findComponent(id)!
  const taken = Object.keys(component.events ?? {})
  const [draft, setDraft] = useState<Draft>(() => {
    const name = event?.name ?? eventNames.find((n) => !taken.includes(n)) ?? 'click'
    return {
      name,
      params: structuredClone(event?.eventParams ?? defaultEventParams(name) ?? {}),
      behaviors: structuredClone(event?.behaviors ?? []),
    }
  })
  const [error, setError] = useState<string>()
  const choices = behaviorChoices(store.editor.site)
  const behaviorOf = (behaviorId: string): Behavior | undefined =>
    choices.find((b) => b.id === behaviorId)

  const setName = (name: string) =>
    setDraft((current) => ({ ...current, name, params: defaultEventParams(name) ?? {} }))
  const setParam = (key: string, value: string) =>
    setDraft((current) => ({
      ...current,
      params: { ...current.params, [key]: { ...current.params[key]!, value } },
    }))
  const setArg = (index: number, name: string, value: unknown) =>
    setDraft((current) => ({
      ...current,
      behaviors: current.behaviors.map((call, i) =>
        i === index ? { ...call, args: { ...(call.args ?? {}), [name]: value } } : call,
      ),
    }))

  const save = () => {
    const problem =
      checkEventName(draft.name, component.events, event?.name) ??
      (draft.params.interval ? checkInterval(draft.params.interval.value) : undefined) ??
      (draft.params.margin ? checkScrollMargin(draft.params.margin.value) : undefined)
    if (problem) return setError(problem.key)
    const next: ComponentEvent = {
      name: draft.name.trim(),
      behaviors: draft.behaviors,
      ...(Object.keys(draft.params).length > 0 ? { eventParams: draft.params } : {}),
    }
    const doc = store.editor.doc
    const commands: Command[] = []
    // A built-in behaviour is stored in the site the first time it is used.
    for (const call of draft.behaviors) {
      if (!Object.hasOwn(doc.site.context.behaviors, call.behaviorId)) {
        const builtin = builtinBehavior(call.behaviorId)
        if (builtin && !commands.some((c) => c.type === 'setB' && c.data.new?.id === builtin.id)) {
          commands.push(setBehavior(doc, builtin.id, builtin))
        }
      }
    }
    commands.push(setEvent(doc, id, event?.name, next))
    store.editor.run(commands.length === 1 ? commands[0]! : { type: 'g', data: { commands } }, {
      merge: false,
    })
    onDone()
  }
  const remove = () => {
    if (event)
      store.editor.run(setEvent(store.editor.doc, id, event.name, undefined), { merge: false })
    onDone()
  }

  return (
    <div
      className="event-form row-form"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation()
          onDone()
        }
      }}
    >
      <div className="field">
        <label htmlFor={ids.name}>{t('builder.events.name')}</label>
        <select
          id={ids.name}
          autoFocus
          value={draft.name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          onChange={(e) => {
            setName(e.target.value)
            setError(undefined)
          }}
        >
          {eventNames.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
          {!eventNames.some((name) => name === draft.name) && (
            <option value={draft.name}>{draft.name}</option>
          )}
        </select>
      </div>
      {draft.params.interval && (
        <ParamField
          label={t('builder.events.interval')}
          value={draft.params.interval.value}
          onChange={(v) => setParam('interval', v)}
        />
      )}
      {draft.params.margin && (
        <ParamField
          label={t('builder.events.margin')}
          value={draft.params.margin.value}
          onChange={(v) => setParam('margin', v)}
        />
      )}
      {draft.params.direction && (
        <ParamSelect
          label={t('builder.events.direction')}
          value={draft.params.direction.value}
          options={SCROLL_DIRECTIONS}
          onChange={(v) => setParam('direction', v)}
        />
      )}
      <h4 className="style-group-title">{t('builder.events.behaviors')}</h4>
      {draft.behaviors.map((call, index) => {
        const behavior = behaviorOf(call.behaviorId)
        return (
          <div key={index} className="child-style">
            <div className="section-head">
              <strong>{behavior?.name ?? call.behaviorId}</strong>
              <button
                type="button"
                className="icon-button"
                aria-label={t('builder.events.removeBehavior', { name: behavior?.name ?? '' })}
                title={t('builder.events.removeBehavior', { name: behavior?.name ?? '' })}
                onClick={() =>
                  setDraft((current) => ({
                    ...current,
                    behaviors: current.behaviors.filter((_, i) => i !== index),
                  }))
                }
              >
                <Icon name="trash" size={14} />
              </button>
            </div>
            {Object.values(behavior?.args ?? {}).map((arg) => (
              <ArgField
                key={arg.name}
                arg={arg}
                value={call.args?.[arg.name]}
                onChange={(value) => setArg(index, arg.name, value)}
              />
            ))}
          </div>
        )
      })}
      <PickAndAdd
        label={t('builder.events.addBehavior')}
        options={choices.map((behavior) => ({
          value: behavior.id,
          label: behaviorName(t, behavior),
        }))}
        onAdd={(behaviorId) =>
          setDraft((current) => ({
            ...current,
            behaviors: [...current.behaviors, { behaviorId }],
          }))
        }
      />
      {error && (
        <p id={ids.error} className="field-error" role="alert">
          {t(error)}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={save}>
          {t('builder.common.save')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('builder.common.cancel')}
        </button>
        {event && (
          <button type="button" className="button button-danger" onClick={remove}>
            {t('builder.events.remove')}
          </button>
        )}
      </div>
    </div>
  )
})

function ParamField({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange(value: string): void
}) {
  const fieldId = useId()
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      <input id={fieldId} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  )
}

function ParamSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string
  options: readonly string[]
  onChange(value: string): void
}) {
  const fieldId = useId()
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      <select id={fieldId} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * A behaviour argument by type: text, number, boolean, a page route, a component, or a list. A
 * field left empty passes the argument's default, so the field shows it (placeholder, the empty
 * choice, the box's state); the argument's help describes the field.
 */
const ArgField = observer(function ArgField({
  arg,
  value,
  onChange,
}: {
  arg: BehaviorArg
  value: unknown
  onChange(value: unknown): void
}) {
  const store = useBuilder()
  const t = useT()
  const fieldId = useId()
  const errorId = useId()
  const helpId = useId()
  const [text, setText] = useState(argText(value))
  const [error, setError] = useState<string>()
  const { name, type } = arg
  const fallback = defaultText(arg)
  const help = arg.help.trim() !== '' && (
    <p id={helpId} className="field-hint">
      {arg.help}
    </p>
  )
  const describedBy =
    [help ? helpId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined
  if (type === 'boolean') {
    const current = value ?? arg.default
    return (
      <div>
        <label className="check-row">
          <input
            type="checkbox"
            checked={current === true || current === 'true'}
            aria-describedby={describedBy}
            onChange={(e) => onChange(e.target.checked)}
          />
          <span>{name}</span>
        </label>
        {help}
      </div>
    )
  }
  const label = (
    <label htmlFor={fieldId}>
      {name} <span className="type-tag">{t(argTypeKey(type))}</span>
    </label>
  )
  if (type === 'location') {
    return (
      <div className="field">
        {label}
        <select
          id={fieldId}
          value={argText(value)}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        >
          <option value="">
            {fallback === '' ? '—' : t('builder.events.argDefault', { value: fallback })}
          </option>
          {store.pages.list.map((page) => (
            <option key={page.route} value={page.route}>
              {`${page.name} (${page.route})`}
            </option>
          ))}
        </select>
        {help}
      </div>
    )
  }
  const errorText = error && (
    <p id={errorId} className="field-error" role="alert">
      {t(error)}
    </p>
  )
  if (type === 'component') {
    return (
      <div className="field">
        {label}
        <ComponentIdInput
          id={fieldId}
          under={store.page.root.id}
          value={text}
          placeholder={fallback === '' ? t('builder.events.componentHint') : fallback}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(next) => {
            setText(next)
            setError(undefined)
            const id = next.trim()
            if (id === '') onChange(undefined)
            else if (store.editor.doc.findComponent(id)) onChange(id)
          }}
          // The text is also a search by name: it is told unknown once the field is left.
          onBlur={() => {
            const id = text.trim()
            if (id !== '' && !store.editor.doc.findComponent(id)) {
              setError('builder.events.unknownComponent')
            }
          }}
        />
        {help}
        {errorText}
      </div>
    )
  }
  return (
    <div className="field">
      {label}
      <input
        id={fieldId}
        value={text}
        placeholder={
          fallback === '' && type.endsWith('[]') ? t('builder.events.listHint') : fallback
        }
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          const next = e.target.value
          setText(next)
          const problem = checkArg(type, next)
          setError(problem?.key)
          if (!problem) onChange(next.trim() === '' ? undefined : argValue(type, next))
        }}
      />
      {help}
      {errorText}
    </div>
  )
})
