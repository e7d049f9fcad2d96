import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useRef } from 'react'
import { toHtml } from '@tessera/renderer'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { Icon } from '../ui/icons'
import { collectionPreview } from '../collections/collection-preview'

/** Links between the site's pages in the preview, told apart from the page's own anchors. */
const PAGE_LINK = '#tessera-preview-page:'

/**
 * What a screen under 900 px shows instead of the editor: a notice saying why, the page as
 * visitors see it (its links to other pages open them here), a page selector, and a button
 * that opens the full editor anyway.
 */
export const NarrowPreview = observer(function NarrowPreview({
  onOpenEditor,
}: {
  onOpenEditor(): void
}) {
  const store = useBuilder()
  const t = useT()
  const frame = useRef<HTMLIFrameElement>(null)
  const route = store.view.activeRoute
  const lang = store.translations.activeLanguage
  const back = store.variant === 'scratch' ? 'Home' : 'Sites'
  // A template page shows its item and lists their items, as on the canvas.
  const preview = collectionPreview(store)
  useEffect(() => {
    preview.start()
    void preview.sync()
  }, [preview, route])
  const collections = preview.pageData(route)
  const html = useMemo(
    () =>
      toHtml(store.editor.site, route, {
        mode: 'preview',
        ...(lang === undefined ? {} : { lang }),
        pageHref: (to) => `${PAGE_LINK}${encodeURIComponent(to)}`,
        ...(collections === undefined ? {} : { collections }),
      }),
    [store, route, lang, collections],
  )

  useEffect(() => {
    const iframe = frame.current
    if (!iframe) return
    // The frame runs no script: its links are followed from here, to pages of the site only.
    const click = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]')
      const href = link?.getAttribute('href') ?? ''
      if (!link || (href.startsWith('#') && !href.startsWith(PAGE_LINK))) return
      event.preventDefault()
      if (href.startsWith(PAGE_LINK)) {
        const to = decodeURIComponent(href.slice(PAGE_LINK.length))
        if (store.pages.list.some((page) => page.route === to)) store.pages.show(to)
      }
    }
    const attach = () => iframe.contentDocument?.addEventListener('click', click, true)
    attach()
    iframe.addEventListener('load', attach)
    return () => {
      iframe.removeEventListener('load', attach)
      iframe.contentDocument?.removeEventListener('click', click, true)
    }
  }, [store])

  return (
    <div className="narrow-preview">
      <section className="narrow-notice" aria-labelledby="narrow-notice-title">
        <div className="narrow-notice-head">
          <a
            className="toolbar-button"
            href={store.host.href(back)}
            onClick={(event) => {
              event.preventDefault()
              store.host.navigate(back)
            }}
            aria-label={t(
              back === 'Home' ? 'builder.toolbar.backHome' : 'builder.toolbar.backSites',
            )}
            title={t(back === 'Home' ? 'builder.toolbar.backHome' : 'builder.toolbar.backSites')}
          >
            <Icon name="back" />
          </a>
          <h1 id="narrow-notice-title">{t('builder.narrow.title')}</h1>
        </div>
        <p>{t('builder.narrow.body')}</p>
        <div className="narrow-notice-actions">
          <label className="narrow-page">
            <span>{t('builder.toolbar.page')}</span>
            <select value={route} onChange={(event) => store.pages.show(event.target.value)}>
              {store.pages.list.map((page) => (
                <option key={page.route} value={page.route}>
                  {page.name}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="button" onClick={onOpenEditor}>
            {t('builder.narrow.openEditor')}
          </button>
        </div>
      </section>
      <iframe
        ref={frame}
        className="narrow-preview-frame"
        title={t('builder.narrow.frame')}
        sandbox="allow-same-origin"
        srcDoc={html}
      />
    </div>
  )
})
