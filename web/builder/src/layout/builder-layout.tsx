import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { CanvasFrame } from '../canvas/canvas-frame'
import { useHotkeys } from '../hotkeys/use-hotkeys'
import { BuildMenu } from '../menus/build-menu'
import { SubMenu } from '../menus/sub-menu'
import { RightMenu } from '../panels/right-menu'
import { useBuilder } from '../store-context'
import { Toolbar } from '../toolbar/toolbar'
import { ComponentTree } from '../tree/component-tree'
import { FileDialogs } from '../file/file-dialogs'
import { FormWalkthroughs } from '../walkthroughs/form-walkthroughs'
import { TranslationsModal } from '../translations/translations-modal'
import { TemplateDialogs } from '../templates/template-dialogs'
import { EditingDisabledAlert } from './editing-disabled-alert'
import { NarrowPreview } from './narrow-preview'
import { Notice } from './notice'
import { useNarrowScreen } from './use-narrow-screen'
import { ClipboardFeedback } from '../clipboard/clipboard-feedback'
import { RestorePointBanner } from '../restore/restore-point-banner'
import { PresenceProvider, SamePageWarning } from '../presence/presence-avatars'
import { useT } from '../i18n/use-t'

/**
 * The builder's screen: toolbar; build menu, sub-menu, tree, canvas and right-hand menu. Under
 * 900 px it is a preview of the page with a notice, until the person opens the editor anyway.
 */
export function BuilderLayout() {
  const { preview, openEditor } = useNarrowScreen()
  if (preview) {
    return (
      <div className="builder">
        <NarrowPreview onOpenEditor={openEditor} />
      </div>
    )
  }
  return <EditorLayout />
}

const EditorLayout = observer(function EditorLayout() {
  const store = useBuilder()
  const t = useT()
  const { locale } = useIntl()
  useEffect(() => store.view.setUiLocale(locale), [store, locale])
  useHotkeys()
  return (
    <PresenceProvider>
      <div className="builder">
        <Toolbar />
        <RestorePointBanner />
        <SamePageWarning />
        <div className="builder-body">
          <BuildMenu />
          <SubMenu />
          {store.view.showTree && <ComponentTree />}
          <main className="builder-canvas" aria-label={t('builder.canvas.region')}>
            <CanvasFrame />
          </main>
          <RightMenu />
        </div>
        <EditingDisabledAlert />
        <FileDialogs />
        <FormWalkthroughs />
        <TranslationsModal />
        <TemplateDialogs />
        <Notice />
        <ClipboardFeedback />
      </div>
    </PresenceProvider>
  )
})
