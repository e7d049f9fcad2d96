import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef, useState, type DragEvent } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import type { AssetSort, AssetView } from '../../api/assets-api'
import { AssetsStore, needsNameTooltip, PAGE_SIZES } from '../../assets/assets-store'
import { FormError } from '../../components/form-error'
import { errorText } from '../../i18n/error-message'
import { formatBytes } from '../../components/format-bytes'
import { Modal } from '../../components/modal'
import { SelectField, type SelectOption } from '../../components/select-field'
import { TextField } from '../../components/text-field'
import { useLocalStore } from '../../components/use-store-state'
import { formatPlanSize } from '../../plans/plan-format'
import { useStore } from '../../stores/store-context'

const CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'video/mp4',
  'application/pdf',
  'font/otf',
  'font/ttf',
  'font/woff2',
  'application/wasm',
  'text/javascript',
]
const SORTS: AssetSort[] = [
  'created_at.desc',
  'created_at.asc',
  'size.desc',
  'size.asc',
  'name.asc',
  'name.desc',
  'content_type.asc',
  'usage.desc',
  'usage.asc',
]

export const AssetsScreen = observer(function AssetsScreen() {
  const root = useStore()
  const intl = useIntl()
  const store = useLocalStore(
    () => new AssetsStore(root.assets, root.sites, () => root.session.isAdmin),
  )
  const [previewing, setPreviewing] = useState<AssetView>()
  const [deleting, setDeleting] = useState<AssetView>()
  useEffect(() => store.start(), [store])
  const siteLabel = (id: string) =>
    id === 'identity'
      ? intl.formatMessage({ id: 'assets.identitySite' })
      : id === 'template'
        ? intl.formatMessage({ id: 'assets.templateSite' })
        : (store.siteName(id) ?? id)
  const siteOptions = store.siteChoices.map((choice) => ({
    value: choice.id,
    label: siteLabel(choice.id),
  }))

  return (
    <div className="container page">
      <div className="page-head">
        <h1 className="page-title">
          <FormattedMessage id="assets.title" />
        </h1>
        <Usage store={store} />
      </div>
      <UploadZone store={store} siteOptions={siteOptions} />
      <div className="filters" role="search">
        <TextField
          label={<FormattedMessage id="assets.search" />}
          type="search"
          value={store.searchInput}
          onValue={(value) => store.setSearchInput(value)}
        />
        <SelectField
          label={<FormattedMessage id="assets.site" />}
          value={store.siteFilter}
          onValue={(value) => store.setSiteFilter(value)}
          options={[
            { value: '', label: intl.formatMessage({ id: 'assets.allSites' }) },
            ...siteOptions,
          ]}
        />
        <SelectField
          label={<FormattedMessage id="assets.contentType" />}
          value={store.contentType}
          onValue={(value) => store.setContentType(value)}
          options={[
            { value: '', label: intl.formatMessage({ id: 'assets.allTypes' }) },
            ...CONTENT_TYPES.map((type) => ({ value: type, label: type })),
          ]}
        />
        <SelectField
          label={<FormattedMessage id="assets.sort" />}
          value={store.sort}
          onValue={(value) => store.setSort(value as AssetSort)}
          options={SORTS.map((sort) => ({
            value: sort,
            label: intl.formatMessage({
              id: `assets.sort.${sort.replace('.', '_')}` as 'assets.sort.created_at_desc',
            }),
          }))}
        />
        <SelectField
          label={<FormattedMessage id="assets.pageSize" />}
          value={store.pageSize}
          onValue={(value) => store.setPageSize(Number(value))}
          options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
        />
      </div>
      <FormError error={store.actionError} />
      {store.status === 'loaded' && store.assets.length === 0 && (
        <p className="card empty-state muted">
          <FormattedMessage id={store.filtered ? 'assets.noMatch' : 'assets.empty'} />
        </p>
      )}
      {store.status === 'failed' && (
        <p className="card empty-state muted">
          <FormattedMessage id="assets.loadFailed" />
        </p>
      )}
      {store.assets.length > 0 && (
        <ul
          className="asset-grid"
          aria-label={intl.formatMessage({ id: 'assets.listLabel' })}
          aria-busy={store.status === 'loading'}
        >
          {store.assets.map((asset) => (
            <AssetCard
              key={asset.id}
              asset={asset}
              store={store}
              siteLabel={siteLabel}
              onPreview={() => setPreviewing(asset)}
              onDelete={() => setDeleting(asset)}
            />
          ))}
        </ul>
      )}
      {store.total > 0 && (
        <nav className="pager" aria-label={intl.formatMessage({ id: 'assets.pages' })}>
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={store.page <= 1}
            onClick={() => store.setPage(store.page - 1)}
          >
            <FormattedMessage id="assets.previous" />
          </button>
          <span>
            <FormattedMessage
              id="assets.pageOf"
              values={{ page: store.page, count: store.pageCount, total: store.total }}
            />
          </span>
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={store.page >= store.pageCount}
            onClick={() => store.setPage(store.page + 1)}
          >
            <FormattedMessage id="assets.next" />
          </button>
        </nav>
      )}
      {previewing && <PreviewModal asset={previewing} onClose={() => setPreviewing(undefined)} />}
      {deleting && (
        <DeleteAssetModal asset={deleting} store={store} onClose={() => setDeleting(undefined)} />
      )}
    </div>
  )
})

const Usage = observer(function Usage({ store }: { store: AssetsStore }) {
  const intl = useIntl()
  const allowance = store.usageAllowance
  if (!allowance) return null
  const percent = Math.min(100, (store.totalUsage / allowance.bytes) * 100)
  const used = formatBytes(store.totalUsage, intl.locale)
  return (
    <div className="asset-usage">
      {allowance.plan ? (
        <FormattedMessage
          id="assets.usageOfPlan"
          values={{
            used,
            allowance: formatPlanSize(allowance.bytes),
            plan: intl.formatMessage({ id: `plans.${allowance.plan}` }),
          }}
        />
      ) : (
        <FormattedMessage
          id="assets.usage"
          values={{ used, allowance: formatBytes(allowance.bytes, intl.locale) }}
        />
      )}
      <div
        className="meter"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-label={intl.formatMessage({ id: 'assets.usageLabel' })}
      >
        <div className="meter-fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
})

const UploadZone = observer(function UploadZone({
  store,
  siteOptions,
}: {
  store: AssetsStore
  siteOptions: readonly SelectOption[]
}) {
  const intl = useIntl()
  const [over, setOver] = useState(false)
  const inputId = useId()
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    void store.upload([...event.dataTransfer.files])
  }
  return (
    <section className="upload-section" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="visually-hidden">
        <FormattedMessage id="assets.upload" />
      </h2>
      <SelectField
        className="upload-site"
        label={<FormattedMessage id="assets.uploadTo" />}
        value={store.uploadSite}
        onValue={(value) => store.setUploadSite(value)}
        options={siteOptions}
      />
      <div
        className={`drop-zone${over ? ' drop-zone-over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <input
          id={inputId}
          type="file"
          multiple
          className="visually-hidden"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])]
            event.target.value = ''
            void store.upload(files)
          }}
        />
        <label htmlFor={inputId} className="drop-label">
          <strong>
            <FormattedMessage id="assets.dropTitle" />
          </strong>
          <span className="muted">
            <FormattedMessage id="assets.dropHint" />
          </span>
        </label>
      </div>
      {store.refused.map(({ name, error }, index) => (
        <p key={`${name}-${index}`} className="notice notice-error" role="alert">
          <FormattedMessage
            id="assets.fileError"
            values={{ name, message: errorText(intl, error) }}
          />
        </p>
      ))}
      {store.uploads.length > 0 && (
        <ul className="upload-list" aria-label={intl.formatMessage({ id: 'assets.uploads' })}>
          {store.uploads.map((task, index) => (
            <li
              key={`${task.name}-${index}`}
              className={`upload-item${task.status === 'failed' ? ' upload-item-failed' : ''}`}
            >
              <span className="upload-name">{task.name}</span>
              <progress
                max={1}
                value={task.status === 'failed' ? 1 : task.progress}
                aria-label={intl.formatMessage({ id: 'assets.progress' }, { name: task.name })}
              />
              {task.status !== 'failed' && (
                <span className="upload-status" role="status">
                  <FormattedMessage
                    id={`assets.status.${task.status}`}
                    values={{ percent: Math.round(task.progress * 100) }}
                  />
                </span>
              )}
              {(task.status === 'done' || task.status === 'failed') && (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={intl.formatMessage({ id: 'assets.dismiss' }, { name: task.name })}
                  onClick={() => store.dismissUpload(task)}
                >
                  ×
                </button>
              )}
              {task.status === 'failed' && (
                <p className="notice notice-error upload-outcome" role="alert">
                  <FormattedMessage
                    id="assets.uploadFailed"
                    values={{
                      name: task.name,
                      message: errorText(intl, task.error ?? { code: 'None' }),
                    }}
                  />
                </p>
              )}
              {task.status === 'done' && task.notice && (
                <p className="notice notice-warning" role="status">
                  <FormattedMessage id={task.notice} />
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
})

const AssetCard = observer(function AssetCard({
  asset,
  store,
  siteLabel,
  onPreview,
  onDelete,
}: {
  asset: AssetView
  store: AssetsStore
  siteLabel(id: string): string
  onPreview(): void
  onDelete(): void
}) {
  const intl = useIntl()
  const replaceInput = useRef<HTMLInputElement>(null)
  const image = asset.content_type.startsWith('image/') && asset.url
  return (
    <li className="card asset-card">
      <div className="asset-thumb" aria-hidden="true">
        {image ? (
          <img src={asset.url!} alt="" loading="lazy" />
        ) : (
          <span>{asset.content_type.split('/')[1]}</span>
        )}
      </div>
      <p className="asset-name" title={needsNameTooltip(asset.name) ? asset.name : undefined}>
        {asset.name}
      </p>
      <p className="asset-meta muted">
        {formatBytes(asset.size || asset.content_size, intl.locale)} · {asset.content_type}
        <br />
        {siteLabel(asset.site_id)} · <FormattedDate value={asset.created_at} dateStyle="medium" />
      </p>
      <div className="asset-actions">
        <button type="button" className="button button-secondary button-small" onClick={onPreview}>
          <FormattedMessage id="assets.preview" />
          <span className="visually-hidden"> {asset.name}</span>
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => replaceInput.current?.click()}
        >
          <FormattedMessage id="assets.replace" />
          <span className="visually-hidden"> {asset.name}</span>
        </button>
        <input
          ref={replaceInput}
          type="file"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) void store.replace(asset, file)
          }}
        />
        <button type="button" className="button button-ghost button-small" onClick={onDelete}>
          <FormattedMessage id="assets.delete" />
          <span className="visually-hidden"> {asset.name}</span>
        </button>
      </div>
    </li>
  )
})

function PreviewModal({ asset, onClose }: { asset: AssetView; onClose(): void }) {
  const [dark, setDark] = useState(false)
  const url = asset.url ?? ''
  return (
    <Modal title={asset.name} onClose={onClose} size="large">
      <div className={`asset-preview${dark ? ' asset-preview-dark' : ''}`}>
        {asset.content_type.startsWith('image/') ? (
          <img src={url} alt={asset.name} />
        ) : asset.content_type.startsWith('video/') ? (
          <video src={url} controls />
        ) : (
          <a href={url} target="_blank" rel="noreferrer">
            {url}
          </a>
        )}
      </div>
      <div className="modal-actions">
        <button
          type="button"
          className="button button-secondary"
          aria-pressed={dark}
          onClick={() => setDark(!dark)}
        >
          <FormattedMessage id="assets.darkBackground" />
        </button>
        <a className="button button-secondary" href={url} target="_blank" rel="noreferrer">
          <FormattedMessage id="assets.open" />
        </a>
      </div>
    </Modal>
  )
}

const DeleteAssetModal = observer(function DeleteAssetModal({
  asset,
  store,
  onClose,
}: {
  asset: AssetView
  store: AssetsStore
  onClose(): void
}) {
  const [busy, setBusy] = useState(false)
  return (
    <Modal title={<FormattedMessage id="assets.deleteTitle" />} onClose={onClose}>
      <p>
        <FormattedMessage
          id="assets.deleteWarning"
          values={{ name: <strong>{asset.name}</strong> }}
        />
      </p>
      <FormError error={store.actionError} />
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={busy}
          onClick={async () => {
            setBusy(true)
            const done = await store.remove(asset)
            setBusy(false)
            if (done) onClose()
          }}
        >
          <FormattedMessage id="assets.deleteSubmit" />
        </button>
      </div>
    </Modal>
  )
})
