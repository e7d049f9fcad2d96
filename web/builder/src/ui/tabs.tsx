import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'

interface TabsProps<T extends string> {
  tabs: readonly T[]
  selected: NoInfer<T>
  onSelect(tab: NoInfer<T>): void
  /** The tab list's accessible name. */
  label: string
  tabLabel(tab: NoInfer<T>): string
  className?: string
  panelClassName?: string
  /** A panel that holds no focusable control of its own takes focus itself. */
  panelFocusable?: boolean
  /** The selected tab's panel. */
  children: ReactNode
}

/**
 * A WAI-ARIA tab list and its panel: ArrowRight and ArrowLeft move to the next and previous tab
 * (wrapping), Home and End to the first and last; the keys stay with the tab list, never
 * reaching the builder's hotkeys. Only the selected tab is in the Tab order.
 */
export function Tabs<T extends string>(props: TabsProps<T>) {
  const { tabs, selected, onSelect } = props
  const buttons = useRef<Partial<Record<T, HTMLButtonElement | null>>>({})
  const base = useId()
  const tabId = (name: T) => `${base}-tab-${name}`
  const panelId = (name: T) => `${base}-panel-${name}`

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(selected)
    const next =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index + tabs.length - 1) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined
    if (next === undefined) return
    event.preventDefault()
    event.stopPropagation()
    onSelect(next)
    buttons.current[next]?.focus()
  }

  return (
    <>
      <div
        className={props.className}
        role="tablist"
        aria-label={props.label}
        onKeyDown={onKeyDown}
      >
        {tabs.map((name) => (
          <button
            key={name}
            ref={(element) => {
              buttons.current[name] = element
            }}
            type="button"
            role="tab"
            id={tabId(name)}
            aria-selected={selected === name}
            aria-controls={panelId(name)}
            tabIndex={selected === name ? 0 : -1}
            onClick={() => onSelect(name)}
          >
            {props.tabLabel(name)}
          </button>
        ))}
      </div>
      <div
        className={props.panelClassName}
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
        tabIndex={props.panelFocusable ? 0 : undefined}
      >
        {props.children}
      </div>
    </>
  )
}
