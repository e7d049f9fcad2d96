import { observer } from 'mobx-react-lite'
import { useContext, useState } from 'react'
import { roleHolds } from '@tessera/site-format'
import { message } from '../actions/action'
import { AgentActivityStore } from '../agents/agent-activity-store'
import { AgentActivityTab } from '../agents/agent-activity-tab'
import { RestorePointsTab } from '../restore/restore-points-tab'
import { SiteSessionContext } from '../site/session-context'
import { commandLabel, historyNames } from '../store/command-label'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { Tabs } from '../ui/tabs'

const ALL_TABS = ['edits', 'points', 'agents'] as const
type HistoryTab = (typeof ALL_TABS)[number]

/**
 * The history menu: the open tab's edits and, for a server site, its restore points (kept on
 * the site's server at publish, before whole-site replacements and on demand) and, for those
 * who manage the site, what agents did on it.
 */
export const HistoryMenu = observer(function HistoryMenu() {
  const store = useBuilder()
  const session = useContext(SiteSessionContext)
  const t = useT()
  const [tab, setTab] = useState<HistoryTab>('edits')
  const [activity] = useState(() => new AgentActivityStore(store.host.api, store.siteId))
  const points = session?.restorePoints
  if (!points) return <EditsList />
  const tabs = roleHolds(store.role, 'site:manage') ? ALL_TABS : ALL_TABS.slice(0, 2)
  return (
    <Tabs
      tabs={tabs}
      selected={tab}
      onSelect={setTab}
      label={t('builder.history.tabs')}
      tabLabel={(name) => t(`builder.history.tab.${name}`)}
      className="theme-tabs history-tabs"
      panelClassName="history-panel"
    >
      {tab === 'edits' ? (
        <EditsList />
      ) : tab === 'agents' ? (
        <AgentActivityTab activity={activity} userId={store.user?.id} />
      ) : (
        <RestorePointsTab
          points={points}
          userId={store.user?.id}
          onOpen={(id) => void session.openRestorePoint(id)}
        />
      )}
    </Tabs>
  )
})

interface Entry {
  point: number
  text: string
  title?: string
  future: boolean
  /** An agent made it. */
  agent?: boolean
}

/**
 * The history menu's edits (editor.md section 2): future commands above, then the current one
 * (marked), then older ones, and the base entry 'initial'. A click moves the site to that point.
 */
const EditsList = observer(function EditsList() {
  const store = useBuilder()
  const t = useT()
  const { editor } = store
  const [confirming, setConfirming] = useState(false)
  void editor.historyVersion
  const { back, forward } = editor.site.history
  // Names from the whole history, for entries whose component is not on the page at this point.
  const names = historyNames([...back, ...[...forward].reverse()])
  // An agent's call is named by the agent and the call's label (its edit's, when it has none).
  const entry = (point: number, command: (typeof back)[number], future: boolean): Entry => {
    const own = message(t, commandLabel(editor.doc, command, names))
    const mark = editor.marks.get(command)
    if (!mark) return { point, text: own, future }
    const values = { agent: mark.agent, label: mark.label || own }
    return {
      point,
      text: t('builder.history.agent', values),
      title: t('builder.history.agentTitle', values),
      future,
      agent: true,
    }
  }
  // Entry n is the point where `back` holds n commands; forward[0] is the last to redo.
  const entries: Entry[] = []
  for (let i = 0; i < forward.length; i++) {
    entries.push(entry(back.length + forward.length - i, forward[i]!, true))
  }
  for (let i = back.length - 1; i >= 0; i--) entries.push(entry(i + 1, back[i]!, false))
  entries.push({ point: 0, text: t('builder.history.initial'), future: false })
  const current = back.length
  const empty = back.length === 0 && forward.length === 0
  return (
    <div className="history-menu">
      {empty ? (
        <p className="menu-empty">{t('builder.history.empty')}</p>
      ) : (
        <ol className="menu-list history-list" aria-label={t('builder.history.label')}>
          {entries.map((entry) => (
            <li
              key={entry.point}
              className={[entry.future && 'future', entry.agent && 'agent']
                .filter(Boolean)
                .join(' ')}
            >
              <button
                type="button"
                className={`menu-row-main${entry.point === current ? ' current' : ''}`}
                aria-current={entry.point === current ? 'step' : undefined}
                onClick={() => editor.jumpTo(entry.point)}
              >
                {entry.point === current && <span className="current-marker" aria-hidden="true" />}
                <span className="menu-row-title" title={entry.title ?? entry.text}>
                  {entry.text}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
      {!empty &&
        (confirming ? (
          <div className="confirm" role="group" aria-label={t('builder.history.clearConfirm')}>
            <p>{t('builder.history.clearConfirm')}</p>
            <div className="form-actions">
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                {t('builder.common.cancel')}
              </button>
              <button
                type="button"
                className="button button-danger"
                onClick={() => {
                  editor.clearHistory()
                  setConfirming(false)
                }}
              >
                {t('builder.history.clear')}
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="menu-add" onClick={() => setConfirming(true)}>
            {t('builder.history.clear')}
          </button>
        ))}
    </div>
  )
})
