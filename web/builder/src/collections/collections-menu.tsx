import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useState, type FormEvent } from 'react'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { Dialog } from '../ui/dialog'
import { useErrorText } from '../custom-data/use-error-text'
import { CollectionsClient, type Collection } from './collections-api'
import { CollectionsStore } from './collections-store'
import { CollectionDialog } from './collection-dialog'
import { ConfirmDeleteDialog } from './confirm-delete-dialog'
import { siteUses } from './site-uses'
import './collections.css'

type Open =
  | { kind: 'create' }
  | { kind: 'rename'; collection: Collection }
  | { kind: 'delete'; collection: Collection }
  | { kind: 'open'; id: string }

/** A collection's name as the service takes it: 1 to 100 characters, no slash. */
export function collectionNameValid(name: string): boolean {
  const trimmed = name.trim()
  return trimmed !== '' && [...trimmed].length <= 100 && !trimmed.includes('/')
}

/**
 * The Collections sub-menu: the site's collections, each opening its items and fields, with
 * New, Rename and Delete. Collections live on the service, so they need a signed-in client on
 * a server site, else errors.None.
 */
export const CollectionsMenu = observer(function CollectionsMenu() {
  const store = useBuilder()
  const t = useT()
  if (store.variant !== 'server' || !store.loggedIn) {
    return (
      <div className="collections-menu">
        <p className="field-error" role="alert">
          {t('errors.None')}
        </p>
        <p>{t('builder.collections.needsAccount')}</p>
      </div>
    )
  }
  return <CollectionsList />
})

const CollectionsList = observer(function CollectionsList() {
  const builder = useBuilder()
  const t = useT()
  const errorText = useErrorText()
  const collections = useMemo(
    () => new CollectionsStore(new CollectionsClient(builder.host.api, builder.siteId)),
    [builder.host.api, builder.siteId],
  )
  const [open, setOpen] = useState<Open>()

  useEffect(() => {
    void collections.load()
  }, [collections])

  const list = collections.collections
  const opened = open?.kind === 'open' ? collections.byId(open.id) : undefined

  return (
    <div className="collections-menu">
      <div className="collections-toolbar">
        <button
          type="button"
          className="button button-primary"
          onClick={() => setOpen({ kind: 'create' })}
        >
          {t('builder.collections.new')}
        </button>
      </div>
      {collections.listError !== undefined && (
        <p className="field-error" role="alert">
          {errorText(collections.listError)}
        </p>
      )}
      {list === undefined ? (
        <p role="status">{t('builder.collections.loading')}</p>
      ) : list.length === 0 ? (
        <p className="menu-empty">{t('builder.collections.none')}</p>
      ) : (
        <ul className="menu-list collections-list" aria-label={t('builder.collections.list')}>
          {list.map((collection) => (
            <li key={collection.id} className="collections-list-item">
              <button
                type="button"
                className="menu-item"
                onClick={() => setOpen({ kind: 'open', id: collection.id })}
              >
                <span>{collection.name}</span>
                <span className="collections-count">
                  {t('builder.collections.itemCount', { count: collection.item_count })}
                </span>
              </button>
              <span className="collections-list-actions">
                <button
                  type="button"
                  className="button"
                  aria-label={t('builder.collections.renameNamed', { name: collection.name })}
                  onClick={() => setOpen({ kind: 'rename', collection })}
                >
                  {t('builder.collections.rename')}
                </button>
                <button
                  type="button"
                  className="button button-danger"
                  aria-label={t('builder.collections.deleteNamed', { name: collection.name })}
                  onClick={() => setOpen({ kind: 'delete', collection })}
                >
                  {t('builder.collections.delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {(open?.kind === 'create' || open?.kind === 'rename') && (
        <NameDialog
          title={
            open.kind === 'create'
              ? t('builder.collections.newTitle')
              : t('builder.collections.renameTitle', { name: open.collection.name })
          }
          initial={open.kind === 'rename' ? open.collection.name : ''}
          submitLabel={
            open.kind === 'create' ? t('builder.collections.create') : t('builder.collections.save')
          }
          onClose={() => setOpen(undefined)}
          save={async (name) => {
            if (open.kind === 'rename') {
              await collections.rename(open.collection.id, name)
              setOpen(undefined)
            } else {
              const created = await collections.create(name)
              // A new collection has no fields yet: it opens on them.
              setOpen({ kind: 'open', id: created.id })
            }
          }}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDeleteDialog
          title={t('builder.collections.deleteTitle')}
          text={t('builder.collections.deleteText', { name: open.collection.name })}
          uses={siteUses(builder.editor.doc, list ?? [], open.collection.id)}
          remove={(confirm) => collections.remove(open.collection.id, confirm)}
          onDone={() => setOpen(undefined)}
          onClose={() => setOpen(undefined)}
        />
      )}
      {opened && (
        <CollectionDialog
          collections={collections}
          collection={opened}
          onClose={() => {
            setOpen(undefined)
            // Items were added or deleted: the counts change.
            void collections.load()
          }}
        />
      )}
    </div>
  )
})

/** Names a new collection or renames one (errors.CollectionNameInvalid, or the service's). */
function NameDialog({
  title,
  initial,
  submitLabel,
  save,
  onClose,
}: {
  title: string
  initial: string
  submitLabel: string
  save(name: string): Promise<void>
  onClose(): void
}) {
  const t = useT()
  const errorText = useErrorText()
  const [name, setName] = useState(initial)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!collectionNameValid(name)) {
      setError(t('errors.CollectionNameInvalid'))
      return
    }
    setBusy(true)
    try {
      await save(name)
    } catch (failure) {
      setError(errorText(failure))
      setBusy(false)
    }
  }

  return (
    <Dialog title={title} onClose={onClose} size="small">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label className="field">
          <span>{t('builder.collections.name')}</span>
          <input
            value={name}
            aria-invalid={error !== undefined}
            onChange={(event) => {
              setName(event.currentTarget.value)
              setError(undefined)
            }}
          />
        </label>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('builder.common.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
