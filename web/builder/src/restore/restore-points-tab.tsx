import { observer } from 'mobx-react-lite'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import type { ChangeCounts, SiteChanges } from '@tessera/site-format'
import { useT } from '../i18n/use-t'
import type { RestorePointView } from '../site/site-api'
import type { RestorePointsStore } from './restore-points-store'

const CATEGORIES = ['pages', 'components', 'styles', 'texts'] as const

const total = (c: ChangeCounts) => c.added + c.removed + c.changed

/** What changed since a point, one line per kind of thing that changed. */
function ChangesSummary({ changes }: { changes: SiteChanges }) {
  const t = useT()
  const lines = CATEGORIES.filter((what) => total(changes[what]) > 0)
  if (lines.length === 0) {
    return <p className="restore-point-changes">{t('builder.restorePoints.noChanges')}</p>
  }
  return (
    <div className="restore-point-changes">
      <p>{t('builder.restorePoints.changesSince')}</p>
      <ul>
        {lines.map((what) => (
          <li key={what}>
            {t('builder.restorePoints.changeLine', {
              what: t(`builder.restorePoints.what.${what}`),
              ...changes[what],
            })}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A point's title: its name, or why it was taken. */
export function pointTitle(t: ReturnType<typeof useT>, point: RestorePointView): string {
  return point.kind === 'named' && point.name
    ? point.name
    : t(`builder.restorePoints.kind.${point.kind}`)
}

/**
 * The History menu's Restore points tab: name a point, list the site's points with who made
 * them and when, open one to see what changed since, view it read-only on the canvas, restore
 * it (one undoable step, after a confirmation).
 */
export const RestorePointsTab = observer(function RestorePointsTab({
  points,
  userId,
  onOpen,
}: {
  points: RestorePointsStore
  /** The signed-in user, whose points say "you". */
  userId: string | undefined
  /** Shows a point read-only on the canvas. */
  onOpen(pointId: string): void
}) {
  const t = useT()
  const intl = useIntl()
  const nameId = useId()
  const [name, setName] = useState('')
  useEffect(() => {
    if (points.status === 'idle') void points.load()
  }, [points])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (await points.create(name)) setName('')
  }
  const when = (point: RestorePointView) =>
    intl.formatDate(point.created_at, { dateStyle: 'medium', timeStyle: 'short' })
  const who = (point: RestorePointView) =>
    point.author_id === null
      ? ''
      : point.author_id === userId
        ? t('builder.restorePoints.byYou')
        : point.author_email
          ? t('builder.restorePoints.byName', { name: point.author_email })
          : t('builder.restorePoints.byOther')

  return (
    <div className="restore-points">
      <form className="restore-point-form" onSubmit={(event) => void submit(event)}>
        <label htmlFor={nameId}>{t('builder.restorePoints.nameLabel')}</label>
        <div className="restore-point-form-row">
          <input
            id={nameId}
            className="text-input"
            value={name}
            maxLength={100}
            placeholder={t('builder.restorePoints.namePlaceholder')}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="button" disabled={name.trim() === '' || points.creating}>
            {t('builder.restorePoints.keep')}
          </button>
        </div>
      </form>
      <p className="visually-hidden" role="status">
        {points.notice ? t(points.notice.key, points.notice.values) : ''}
      </p>
      {points.problem && (
        <p className="form-error" role="alert">
          {t(points.problem.key)}
        </p>
      )}
      {points.status === 'failed' && (
        <div className="menu-empty">
          <p>{t('builder.restorePoints.loadFailed')}</p>
          <button type="button" className="button" onClick={() => void points.load()}>
            {t('builder.common.refresh')}
          </button>
        </div>
      )}
      {points.status === 'loading' && points.points.length === 0 && (
        <p className="menu-empty">{t('builder.restorePoints.loading')}</p>
      )}
      {points.status === 'loaded' && points.points.length === 0 && (
        <p className="menu-empty">{t('builder.restorePoints.empty')}</p>
      )}
      {points.points.length > 0 && (
        <ol className="menu-list restore-point-list" aria-label={t('builder.restorePoints.label')}>
          {points.points.map((point) => {
            const open = points.selectedId === point.id
            const title = pointTitle(t, point)
            return (
              <li key={point.id} className={open ? 'open' : ''}>
                <button
                  type="button"
                  className="menu-row-main restore-point-row"
                  aria-expanded={open}
                  onClick={() => void points.select(point.id)}
                >
                  <span className="menu-row-title" title={title}>
                    {title}
                  </span>
                  <span className="restore-point-meta">
                    {[when(point), who(point)].filter(Boolean).join(' · ')}
                  </span>
                </button>
                {open && (
                  <div className="restore-point-details">
                    {points.selectedStatus === 'loading' && (
                      <p>{t('builder.restorePoints.reading')}</p>
                    )}
                    {points.selectedStatus === 'failed' && (
                      <p className="form-error">{t('builder.restorePoints.readFailed')}</p>
                    )}
                    {points.changes && <ChangesSummary changes={points.changes} />}
                    {points.confirming === point.id ? (
                      <div
                        className="confirm"
                        role="group"
                        aria-label={t('builder.restorePoints.confirm')}
                      >
                        <p>{t('builder.restorePoints.confirm')}</p>
                        <div className="form-actions">
                          <button
                            type="button"
                            className="button"
                            onClick={() => points.cancelRestore()}
                          >
                            {t('builder.common.cancel')}
                          </button>
                          <button
                            type="button"
                            className="button button-primary"
                            autoFocus
                            onClick={() => void points.restore(point.id)}
                          >
                            {t('builder.restorePoints.restore')}
                          </button>
                        </div>
                      </div>
                    ) : (
                      <div className="form-actions">
                        <button type="button" className="button" onClick={() => onOpen(point.id)}>
                          {t('builder.restorePoints.open')}
                        </button>
                        <button
                          type="button"
                          className="button button-primary"
                          onClick={() => points.askRestore(point.id)}
                        >
                          {t('builder.restorePoints.restore')}
                        </button>
                      </div>
                    )}
                  </div>
                )}
              </li>
            )
          })}
        </ol>
      )}
      {points.nextBefore !== null && points.status === 'loaded' && (
        <button type="button" className="menu-add" onClick={() => void points.load(true)}>
          {t('builder.restorePoints.more')}
        </button>
      )}
    </div>
  )
})
