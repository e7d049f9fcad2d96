import { observer } from 'mobx-react-lite'
import { useBuilder } from '../store-context'
import { ComponentMenu } from './component/component-menu'
import { PageMenu } from './page-menu'
import { useT } from '../i18n/use-t'
import { ThemeMenu } from '../theme/theme-menu'
import { StylesMenu } from '../styles-menu/styles-menu'

/** The right-hand menu by mode (editor.md section 2). */
export const RightMenu = observer(function RightMenu() {
  const store = useBuilder()
  const t = useT()
  const { view } = store
  const selected = store.components.selected()
  let content
  if (view.mode === 'page' && view.editingPage !== undefined)
    content = <PageMenu route={view.editingPage} />
  else if (view.mode === 'theme') content = <ThemeMenu />
  else if (view.mode === 'styles') content = <StylesMenu />
  else if (selected) content = <ComponentMenu id={selected.id} />
  else {
    content = <p className="menu-empty">{t('builder.component.noneSelected')}</p>
  }
  return (
    <aside className="right-menu" aria-label={t('builder.rightMenu.label')}>
      {content}
    </aside>
  )
})
