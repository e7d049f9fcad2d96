import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { validateTemplateRoute, type PageCollection } from '@tessera/site-format'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { collectionPreview } from './collection-preview'

/** Whether a route asks for an item: it holds a parameter (`/blog/:slug`). */
export const isTemplateRoute = (route: string): boolean => route.includes(':')

/**
 * The collection a template page shows an item of, and the Slug field its route's parameter
 * matches (the collection's first one, unless it has more). `onChange` hears undefined when
 * no collection is chosen.
 */
export const PageCollectionField = observer(function PageCollectionField({
  route,
  value,
  onChange,
}: {
  /** The route as typed (with or without its first slash). */
  route: string
  value: PageCollection | undefined
  onChange(value: PageCollection | undefined): void
}) {
  const store = useBuilder()
  const t = useT()
  const ids = { collection: useId(), slug: useId(), help: useId() }
  const preview = collectionPreview(store)
  useEffect(() => void preview.loadCollections(), [preview])
  const normalized = route.startsWith('/') ? route : `/${route}`
  if (!isTemplateRoute(normalized)) return null
  const routeError = validateTemplateRoute(normalized)
  if (!preview.available) {
    return <p className="field-hint">{t('builder.collectionPages.needsServer')}</p>
  }
  const collections = preview.collections ?? []
  const collection = preview.byId(value?.collection)
  const slugs = collection?.fields.filter((field) => field.type === 'Slug') ?? []
  const choose = (collectionId: string) => {
    const chosen = preview.byId(collectionId)
    const slug = chosen?.fields.find((field) => field.type === 'Slug')
    onChange(chosen && slug ? { collection: chosen.id, slugField: slug.id } : undefined)
  }
  const help =
    routeError !== undefined
      ? t(routeError.key)
      : collection !== undefined && slugs.length === 0
        ? t('builder.collectionPages.noSlug', { name: collection.name })
        : value === undefined
          ? t('build.collection_page_unbound')
          : t('builder.collectionPages.help')
  return (
    <div className="page-collection">
      <div className="field">
        <label htmlFor={ids.collection}>{t('builder.collectionPages.collection')}</label>
        <select
          id={ids.collection}
          value={value?.collection ?? ''}
          aria-describedby={ids.help}
          disabled={routeError !== undefined}
          onChange={(event) => choose(event.target.value)}
        >
          <option value="">{t('builder.collectionPages.choose')}</option>
          {collections.map((each) => (
            <option key={each.id} value={each.id}>
              {each.name}
            </option>
          ))}
        </select>
      </div>
      {collection !== undefined && slugs.length > 1 && (
        <div className="field">
          <label htmlFor={ids.slug}>{t('builder.collectionPages.slugField')}</label>
          <select
            id={ids.slug}
            value={value?.slugField ?? ''}
            onChange={(event) =>
              onChange({ collection: collection.id, slugField: Number(event.target.value) })
            }
          >
            {slugs.map((field) => (
              <option key={field.id} value={field.id}>
                {field.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <p
        id={ids.help}
        className={value === undefined || routeError !== undefined ? 'field-error' : 'field-hint'}
      >
        {help}
      </p>
    </div>
  )
})

/** The page menu's template page row: a change binds the page at once (one undo step). */
export const PageCollectionSetting = observer(function PageCollectionSetting({
  route,
}: {
  route: string
}) {
  const store = useBuilder()
  void store.editor.pagesVersion
  void store.editor.epoch
  const page = store.editor.site.pages[route]
  if (page === undefined) return null
  return (
    <PageCollectionField
      route={page.route}
      value={page.collection}
      onChange={(value) => {
        // An unbound template page is refused by the rules; only a full choice is kept.
        if (value !== undefined) store.pages.setCollection(route, value)
      }}
    />
  )
})
