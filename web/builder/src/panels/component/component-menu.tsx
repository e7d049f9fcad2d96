import { observer } from 'mobx-react-lite'
import { useEffect, useMemo } from 'react'
import { useBuilder } from '../../store-context'
import { useT } from '../../i18n/use-t'
import { ChildStylesSection } from '../styles/child-styles-section'
import { MixinEditor } from '../styles/mixin-editor'
import { MixinsSection } from '../styles/mixins-section'
import { StyleEditor } from '../styles/style-editor'
import { StylesSection } from '../styles/styles-section'
import { AssetSection } from '../../assets/asset-section'
import { ContentSection } from './content-section'
import { BindingSection } from '../../collections/binding-section'
import { ListSettingsSection } from '../../collections/list-settings-section'
import { CustomSection } from './custom-section'
import { DebugSection } from './debug-section'
import { EditorEventsSection } from './editor-events-section'
import { EventsSection } from './events-section'
import { InputEditor } from './input-editor'
import { InputsSection } from './inputs-section'
import { componentMenuState } from './menu-state'
import { NameSection } from './name-section'
import { StateSection } from './state-section'
import { TagRoleSection } from './tag-role-section'
import { FormSetupButton } from '../../walkthroughs/form-walkthroughs'
import { StylePanel } from '../../style-panel/style-panel'
import { ComponentStyleWriter } from '../../style-panel/shared/style-writer'
import { RoleGate, RoleNote } from '../../ui/role-gate'

/**
 * The component menu (editor.md section 2). After a whole-site replacement the same id may name
 * another component: the menu starts again (its drafts, open editor and field edit are of the
 * component that was), as it does for another selection.
 */
export const ComponentMenu = observer(function ComponentMenu({ id }: { id: string }) {
  const store = useBuilder()
  return <ComponentMenuBody key={store.editor.replacements} id={id} />
})

/**
 * The component menu's sections in the spec's order. Editing a style row or a mixin swaps the
 * whole menu for that editor.
 */
const ComponentMenuBody = observer(function ComponentMenuBody({ id }: { id: string }) {
  const store = useBuilder()
  const t = useT()
  const menu = componentMenuState(store)
  // The menu is the selection's (RightMenu): one writer follows it, so another selection
  // renders only the style fields whose value or source differs.
  const writer = useMemo(
    () => new ComponentStyleWriter(store, () => store.view.selectedId ?? ''),
    [store],
  )
  useEffect(() => () => menu.reset(), [menu, id])
  store.editor.signals.track(id)
  const component = store.editor.doc.findComponent(id)
  if (!component) return null
  const editor = menu.editor
  if (editor?.kind === 'style') {
    return (
      <StyleEditor
        key={JSON.stringify(editor)}
        target={editor.target}
        row={editor.row}
        onClose={() => menu.open(undefined)}
      />
    )
  }
  if (editor?.kind === 'mixin') {
    return (
      <MixinEditor
        key={editor.mixinId ?? 'new'}
        mixinId={editor.mixinId}
        componentId={editor.componentId}
        onClose={() => menu.open(undefined)}
      />
    )
  }
  if (editor?.kind === 'input') {
    return (
      <InputEditor
        key={editor.name ?? 'new'}
        componentId={editor.componentId}
        name={editor.name}
        onClose={() => menu.open(undefined)}
      />
    )
  }
  return (
    <div className="component-menu">
      <header className="panel-header">
        <h2>{t('builder.component.title')}</h2>
      </header>
      {/* The sections keep their elements for another component, so a selection updates the
          menu in place: their drafts start again for it (useStateFor), and the style fields
          render only where its values differ. */}
      <RoleNote power="design" />
      <RoleGate power="design">
        <NameSection id={id} />
        <FormSetupButton id={id} />
      </RoleGate>
      <ContentSection id={id} />
      <RoleGate power="design">
        <ListSettingsSection id={id} />
        <BindingSection id={id} />
      </RoleGate>
      <AssetSection id={id} />
      <RoleGate power="design">
        <TagRoleSection id={id} />
        <StylePanel writer={writer} />
        <StylesSection id={id} />
        <MixinsSection id={id} />
        <ChildStylesSection id={id} />
      </RoleGate>
      {/* An image's source and text and a link's address are content; other inputs are not,
          and a refused one says why. */}
      <InputsSection id={id} />
      <RoleGate power="design">
        <EventsSection id={id} />
        <EditorEventsSection id={id} />
        <StateSection id={id} />
      </RoleGate>
      <DebugSection id={id} />
      <RoleGate power="design">
        <CustomSection id={id} />
      </RoleGate>
    </div>
  )
})
