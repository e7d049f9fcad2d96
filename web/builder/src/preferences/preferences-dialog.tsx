import { observer } from 'mobx-react-lite'
import { useId, useMemo, useState, type KeyboardEvent } from 'react'
import { actionLabel, keyCap, message as messageText, type BuilderAction } from '../actions/action'
import { actions, actionTable, scopeLabel, scopeOrder } from '../actions/registry'
import { useT } from '../i18n/use-t'
import { useBuilder } from '../store-context'
import { Dialog } from '../ui/dialog'
import { Tabs } from '../ui/tabs'
import { checkAssignment, readKeyPress } from './hotkey-assignment'
import {
  canvasToggles,
  colorPreferences,
  DEFAULT_HOVER_COLOR,
  DEFAULT_OUTLINE_COLOR,
  type ColorPreference,
} from './preferences'
import './preferences.css'

const tabs = ['general', 'hotkeys'] as const
type PreferencesTab = (typeof tabs)[number]

/** The Preferences modal (editor.md section 2): tabs General and Hotkeys. */
export function PreferencesDialog({ onClose }: { onClose(): void }) {
  const t = useT()
  const [tab, setTab] = useState<PreferencesTab>('general')
  return (
    <Dialog title={t('builder.prefs.title')} onClose={onClose} size="large">
      <div className="preferences">
        <Tabs
          tabs={tabs}
          selected={tab}
          onSelect={setTab}
          label={t('builder.prefs.tabs')}
          tabLabel={(name) => t(`builder.prefs.tab.${name}`)}
          className="page-tabs preferences-tabs"
          panelClassName="preferences-panel"
        >
          {tab === 'general' ? <GeneralTab /> : <HotkeysTab />}
        </Tabs>
      </div>
    </Dialog>
  )
}

const defaultColors: Record<ColorPreference, string> = {
  selectedComponentOutlineColor: DEFAULT_OUTLINE_COLOR,
  componentHoverColor: DEFAULT_HOVER_COLOR,
}

const GeneralTab = observer(function GeneralTab() {
  const { preferences } = useBuilder()
  const t = useT()
  const base = useId()
  return (
    <>
      <fieldset className="preferences-group">
        <legend>{t('builder.prefs.canvas')}</legend>
        {canvasToggles.map((key) => (
          <div className="preferences-toggle" key={key}>
            <input
              type="checkbox"
              id={`${base}-${key}`}
              aria-describedby={`${base}-${key}-help`}
              checked={preferences[key]}
              onChange={(event) => preferences.setToggle(key, event.target.checked)}
            />
            <label htmlFor={`${base}-${key}`}>{t(`builder.prefs.${key}`)}</label>
            <p id={`${base}-${key}-help`} className="preferences-help">
              {t(`builder.prefs.${key}.help`)}
            </p>
          </div>
        ))}
      </fieldset>
      <fieldset className="preferences-group">
        <legend>{t('builder.prefs.colors')}</legend>
        {colorPreferences.map((key) => {
          const value = preferences[key]
          return (
            <div className="preferences-color" key={key}>
              <label htmlFor={`${base}-${key}`}>{t(`builder.prefs.${key}`)}</label>
              <input
                type="color"
                id={`${base}-${key}`}
                value={value ?? defaultColors[key]}
                onChange={(event) => preferences.setColor(key, event.target.value)}
              />
              <code>{value ?? defaultColors[key]}</code>
              <button
                type="button"
                className="button"
                disabled={value === undefined}
                aria-label={t('builder.prefs.colorDefaultOf', { name: t(`builder.prefs.${key}`) })}
                onClick={() => preferences.setColor(key, undefined)}
              >
                {t('builder.prefs.colorDefault')}
              </button>
            </div>
          )
        })}
      </fieldset>
    </>
  )
})

type Message = { hotkeyId: string; text: string; error: boolean } | undefined

interface FixedRow {
  id: string
  label: BuilderAction['label']
  cap: string
  first: string
  /** Numbered actions (Page 1 to 9) as one row: "1–9". */
  range?: string
}

/**
 * The keys of a scope that stay as they are, shown beside the reassignable ones so every key
 * is listed: numbered ones (1 to 9) as one row.
 */
function fixedKeys(actions: readonly BuilderAction[]): FixedRow[] {
  const rows: FixedRow[] = []
  for (const action of actions) {
    const last = rows[rows.length - 1]
    if (last && last.label.key === action.label.key && action.label.values?.number !== undefined) {
      last.range = `${last.first}–${action.key}`
      last.cap = last.range
      continue
    }
    rows.push({ id: action.id, label: action.label, cap: keyCap(action.key), first: action.key })
  }
  return rows
}

const HotkeysTab = observer(function HotkeysTab() {
  const { preferences } = useBuilder()
  const t = useT()
  const table = actionTable(preferences.hotkeys)
  const defaults = useMemo(() => new Map(actions.map((action) => [action.id, action.key])), [])
  const [listening, setListening] = useState<string>()
  const [message, setMessage] = useState<Message>()
  const statusId = useId()

  const onKeyDown = (hotkey: BuilderAction, event: KeyboardEvent<HTMLButtonElement>) => {
    if (listening !== hotkey.id) return
    // Tab still moves on (the keyboard never gets stuck here); it is no hotkey of its own.
    if (event.key === 'Tab') {
      setListening(undefined)
      return
    }
    // The pressed key is the answer: neither the dialog (Escape) nor the button (Enter) acts.
    event.preventDefault()
    event.stopPropagation()
    const press = readKeyPress(event)
    const label = actionLabel(t, hotkey)
    if (press.kind === 'wait') return
    if (press.kind === 'cancel') {
      setListening(undefined)
      setMessage({ hotkeyId: hotkey.id, text: t('builder.prefs.hotkey.cancelled'), error: false })
      return
    }
    const result =
      press.kind === 'invalid'
        ? ({ kind: 'invalid' } as const)
        : checkAssignment(table, hotkey.id, press.key)
    if (result.kind === 'invalid') {
      setMessage({ hotkeyId: hotkey.id, text: t('builder.prefs.hotkey.invalid'), error: true })
      return
    }
    if (result.kind === 'used') {
      setMessage({
        hotkeyId: hotkey.id,
        text: t('builder.prefs.hotkey.used', {
          action: `${actionLabel(t, result.by)} (${messageText(t, scopeLabel(result.by.scope))})`,
        }),
        error: true,
      })
      return
    }
    preferences.setHotkey(hotkey.id, result.key, defaults.get(hotkey.id) ?? result.key)
    setListening(undefined)
    setMessage({
      hotkeyId: hotkey.id,
      text: t('builder.prefs.hotkey.assigned', { action: label, key: keyCap(result.key) }),
      error: false,
    })
  }

  return (
    <div className="preferences-hotkeys">
      <p className="preferences-help">{t('builder.prefs.hotkeysHelp')}</p>
      <p
        id={statusId}
        className={`preferences-status${message?.error ? ' error' : ''}`}
        role="status"
        aria-live="polite"
      >
        {message?.text}
      </p>
      {scopeOrder.map((scope) => {
        const rows = table.filter((hotkey) => hotkey.scope === scope && hotkey.editable)
        const fixed = fixedKeys(
          table.filter((hotkey) => hotkey.scope === scope && !hotkey.editable),
        )
        if (rows.length === 0 && fixed.length === 0) return null
        return (
          <section key={scope} className="preferences-scope">
            <h3>{messageText(t, scopeLabel(scope))}</h3>
            <ul>
              {rows.map((hotkey) => {
                const label = actionLabel(t, hotkey)
                const active = listening === hotkey.id
                const changed = hotkey.id in preferences.hotkeys
                const defaultKey = defaults.get(hotkey.id) ?? hotkey.key
                return (
                  <li key={hotkey.id} className={active ? 'listening' : undefined}>
                    <span className="preferences-action">{label}</span>
                    <button
                      type="button"
                      className="preferences-key"
                      data-hotkey={hotkey.id}
                      aria-pressed={active}
                      aria-describedby={message?.hotkeyId === hotkey.id ? statusId : undefined}
                      aria-label={t('builder.prefs.hotkey.change', {
                        action: label,
                        key: active ? t('builder.prefs.hotkey.listening') : keyCap(hotkey.key),
                      })}
                      onClick={() => {
                        setListening(active ? undefined : hotkey.id)
                        setMessage(undefined)
                      }}
                      onBlur={() => active && setListening(undefined)}
                      onKeyDown={(event) => onKeyDown(hotkey, event)}
                    >
                      {active ? (
                        t('builder.prefs.hotkey.listening')
                      ) : (
                        <kbd>{keyCap(hotkey.key)}</kbd>
                      )}
                    </button>
                    {changed && (
                      <button
                        type="button"
                        className="button preferences-reset"
                        aria-label={t('builder.prefs.hotkey.reset', {
                          action: label,
                          key: keyCap(defaultKey),
                        })}
                        onClick={() => {
                          const result = checkAssignment(
                            actionTable({ ...preferences.hotkeys, [hotkey.id]: defaultKey }),
                            hotkey.id,
                            defaultKey,
                          )
                          if (result.kind === 'used') {
                            setMessage({
                              hotkeyId: hotkey.id,
                              text: t('builder.prefs.hotkey.used', {
                                action: `${actionLabel(t, result.by)} (${messageText(t, scopeLabel(result.by.scope))})`,
                              }),
                              error: true,
                            })
                            return
                          }
                          preferences.resetHotkey(hotkey.id)
                          setMessage(undefined)
                        }}
                      >
                        {t('builder.prefs.hotkey.default', { key: keyCap(defaultKey) })}
                      </button>
                    )}
                  </li>
                )
              })}
              {fixed.map((row) => (
                <li key={row.id} className="preferences-fixed">
                  <span className="preferences-action">
                    {messageText(t, {
                      ...row.label,
                      ...(row.range ? { values: { ...row.label.values, number: row.range } } : {}),
                    })}
                  </span>
                  <kbd title={t('builder.prefs.hotkey.fixed')}>{row.cap}</kbd>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
})
