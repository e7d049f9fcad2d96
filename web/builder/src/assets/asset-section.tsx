import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useT } from '../i18n/use-t'
import { useBuilder } from '../store-context'
import { Icon } from '../ui/icons'
import { currentImageUrl, pickerFor, videoOf } from './apply-asset'
import { assetLibrary } from './asset-library'
import { AltTextField } from './alt-text-field'
import { SelectAssetDialog } from './select-asset-dialog'
import { useStateFor } from '../panels/component/use-state-for'
import './assets.css'

/**
 * The component menu's asset row: an image's source, a video's source or any other
 * component's background image, with the button that opens the matching picker.
 */
export const AssetSection = observer(function AssetSection({ id }: { id: string }) {
  const store = useBuilder()
  const t = useT()
  const [picking, setPicking] = useStateFor(id, false)
  const library = assetLibrary(store)
  const loggedIn = store.loggedIn
  // The list is wanted as soon as a component that can pick is shown, so it is there when asked.
  useEffect(() => {
    if (loggedIn) library.start()
  }, [library, loggedIn])
  store.editor.signals.track(id)
  const component = store.editor.doc.findComponent(id)
  if (!component || component.tag === 'source') return null
  const kind = pickerFor(component)
  const video = videoOf(component)
  if (video && video.id !== id) store.editor.signals.track(video.id)
  const source = video?.children?.find((child) => child.tag === 'source')
  if (source) store.editor.signals.track(source.id)
  void store.view.builderWidth
  void store.view.pseudoClass
  const current =
    kind === 'video' ? String(source?.inputs?.src?.is ?? '') : currentImageUrl(store, component)
  const title =
    kind === 'video'
      ? t('builder.assets.sectionVideo')
      : component.tag === 'img'
        ? t('builder.assets.sectionImage')
        : t('builder.assets.sectionBackground')
  const button =
    kind === 'video'
      ? t('builder.assets.selectVideo')
      : component.tag === 'img'
        ? t('builder.assets.selectImage')
        : t('builder.assets.selectBackground')
  return (
    <section className="menu-section assets-section">
      <div className="section-head">
        <h3 className="section-title">{title}</h3>
      </div>
      <div className="assets-section-row">
        <span className="assets-section-url" title={current || undefined}>
          {current || t('builder.assets.none')}
        </span>
        <button
          type="button"
          className="button"
          disabled={!store.editor.editingEnabled}
          onClick={() => setPicking(true)}
        >
          <Icon name="assets" size={16} />
          {button}
        </button>
      </div>
      {component.tag === 'img' && <AltTextField key={id} id={id} />}
      {picking && (
        <SelectAssetDialog
          key={id}
          kind={kind}
          componentId={id}
          onClose={() => setPicking(false)}
        />
      )}
    </section>
  )
})
