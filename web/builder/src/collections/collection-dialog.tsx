import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { Dialog } from '../ui/dialog'
import { Tabs } from '../ui/tabs'
import { useT } from '../i18n/use-t'
import type { Collection } from './collections-api'
import type { CollectionsStore } from './collections-store'
import { FieldsEditor } from './fields-editor'
import { ItemsPanel } from './items-panel'
import { CollectionCsv } from './collection-csv'

const tabs = ['items', 'fields', 'csv'] as const
type CollectionTab = (typeof tabs)[number]

/** One collection: its items, its fields and its CSV import and export, as tabs. */
export const CollectionDialog = observer(function CollectionDialog({
  collections,
  collection,
  onClose,
}: {
  collections: CollectionsStore
  collection: Collection
  onClose(): void
}) {
  const t = useT()
  // A collection without fields starts on them: there is nothing to fill in yet.
  const [tab, setTab] = useState<CollectionTab>(collection.fields.length === 0 ? 'fields' : 'items')
  return (
    <Dialog title={collection.name} onClose={onClose} size="large">
      <div className="collection-dialog">
        <Tabs
          tabs={tabs}
          selected={tab}
          onSelect={setTab}
          label={t('builder.collections.tabs')}
          tabLabel={(name) =>
            name === 'items'
              ? t('builder.collections.tab.items')
              : name === 'fields'
                ? t('builder.collections.tab.fields')
                : t('builder.collections.tab.csv')
          }
          className="page-tabs collection-tabs"
          panelClassName="collection-panel"
        >
          {tab === 'items' ? (
            <ItemsPanel collections={collections} collection={collection} />
          ) : tab === 'fields' ? (
            <FieldsEditor collections={collections} collection={collection} />
          ) : (
            <CollectionCsv collections={collections} collection={collection} />
          )}
        </Tabs>
      </div>
    </Dialog>
  )
})
