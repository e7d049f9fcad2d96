import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { VOID_TAGS } from '@tessera/renderer'
import type { BindingTarget, Component, FieldBinding } from '@tessera/site-format'
import { useBuilder } from '../store-context'
import { useT, type Translate } from '../i18n/use-t'
import { inputsWithSource } from '../styles-editing/input-values'
import {
  bindableFields,
  bindingKey,
  bindingScope,
  boundField,
  type BindableField,
} from './binding-scope'
import { collectionPreview } from './collection-preview'
import type { Collection } from './collections-api'
import './collection-pages.css'

/** What of a component can be bound: its text, background, visibility and each input. */
export function bindingTargets(
  component: Component,
  inputNames: readonly string[],
): BindingTarget[] {
  const targets: BindingTarget[] = []
  const leaf = (component.children?.length ?? 0) === 0
  const voidTag = VOID_TAGS.has(component.tag)
  if (leaf && !voidTag) targets.push('content')
  for (const name of inputNames) targets.push(`input:${name}`)
  if (!voidTag) targets.push('background')
  targets.push('visible')
  return targets
}

export function targetLabel(t: Translate, target: string): string {
  if (target.startsWith('input:')) {
    return t('builder.binding.target.input', { name: target.slice('input:'.length) })
  }
  return t(`builder.binding.target.${target}`)
}

export function fieldLabel(t: Translate, each: Pick<BindableField, 'field' | 'via'>): string {
  return each.via === undefined
    ? each.field.name
    : t('builder.binding.viaField', { via: each.via.name, field: each.field.name })
}

/**
 * The component menu's "Collection data": each part of the component that can show a field of
 * the item in scope (the template page's, or a list's), with a badge naming the field it is
 * bound to ("missing field" once the field is gone) and a way to unbind it. Each change is one
 * undoable step.
 */
export const BindingSection = observer(function BindingSection({ id }: { id: string }) {
  const store = useBuilder()
  const t = useT()
  const preview = collectionPreview(store)
  useEffect(() => void preview.loadCollections(), [preview])
  store.editor.signals.track(id)
  void store.editor.pagesVersion
  void store.editor.epoch
  const component = store.editor.doc.findComponent(id)
  if (!component || !preview.available) return null
  const collections = preview.collections ?? []
  const scope = bindingScope(store.editor.doc, store.view.activeRoute, id, collections)
  const bindings = component.bindings ?? {}
  if (scope === undefined && Object.keys(bindings).length === 0) return null
  const collection = preview.byId(scope?.collectionId)
  const inputs = inputsWithSource(store.editor.doc, component).map(({ input }) => input.name)
  const targets = bindingTargets(component, inputs)
  // A binding of a target the component no longer offers still shows, to be unbound.
  for (const target of Object.keys(bindings)) {
    if (!targets.includes(target as BindingTarget)) targets.push(target as BindingTarget)
  }
  const fields = collection === undefined ? [] : bindableFields(collection, collections)
  return (
    <section className="menu-section binding-section" aria-labelledby={`${id}-binding-title`}>
      <div className="section-head">
        <h3 className="section-title" id={`${id}-binding-title`}>
          {t('builder.binding.title')}
        </h3>
      </div>
      <p className="menu-note">
        {collection === undefined
          ? t(
              preview.collections === undefined
                ? 'builder.binding.loading'
                : 'builder.binding.noCollection',
            )
          : t(scope?.kind === 'list' ? 'builder.binding.fromList' : 'builder.binding.fromPage', {
              collection: collection.name,
            })}
      </p>
      {targets.map((target) => (
        <BindingRow
          key={target}
          id={id}
          target={target}
          binding={Object.hasOwn(bindings, target) ? bindings[target] : undefined}
          fields={fields}
          collection={collection}
          collections={collections}
        />
      ))}
    </section>
  )
})

const BindingRow = observer(function BindingRow({
  id,
  target,
  binding,
  fields,
  collection,
  collections,
}: {
  id: string
  target: BindingTarget
  binding: FieldBinding | undefined
  fields: BindableField[]
  collection: Collection | undefined
  collections: readonly Collection[]
}) {
  const store = useBuilder()
  const t = useT()
  const selectId = useId()
  const label = targetLabel(t, target)
  const found = binding === undefined ? undefined : boundField(binding, collection, collections)
  const missing = binding !== undefined && found === undefined && collection !== undefined
  const editing = store.editor.editingEnabled
  return (
    <div className="binding-row" data-target={target}>
      <div className="binding-head">
        <label htmlFor={selectId}>{label}</label>
        {binding !== undefined && (
          <span className={missing ? 'binding-badge missing' : 'binding-badge'} role="status">
            {missing
              ? t('builder.binding.missing')
              : found === undefined
                ? t('builder.binding.bound')
                : t('builder.binding.boundTo', { field: fieldLabel(t, found) })}
          </span>
        )}
      </div>
      <div className="binding-control">
        <select
          id={selectId}
          value={binding === undefined ? '' : bindingKey(binding)}
          disabled={!editing || (fields.length === 0 && binding === undefined)}
          onChange={(event) => {
            const chosen = fields.find((each) => bindingKey(each.binding) === event.target.value)
            store.components.bind(id, target, chosen?.binding)
          }}
        >
          <option value="">
            {t(target === 'visible' ? 'builder.binding.alwaysShown' : 'builder.binding.notBound')}
          </option>
          {binding !== undefined && found === undefined && (
            <option value={bindingKey(binding)}>{t('builder.binding.missing')}</option>
          )}
          {fields.map((each) => (
            <option key={bindingKey(each.binding)} value={bindingKey(each.binding)}>
              {target === 'input:href' && each.field.type === 'Slug' && each.via === undefined
                ? t('builder.binding.itemPage', { field: each.field.name })
                : fieldLabel(t, each)}
            </option>
          ))}
        </select>
        {binding !== undefined && (
          <button
            type="button"
            className="button button-small"
            disabled={!editing}
            aria-label={t('builder.binding.unbindNamed', { target: label })}
            onClick={() => store.components.bind(id, target, undefined)}
          >
            {t('builder.binding.unbind')}
          </button>
        )}
      </div>
    </div>
  )
})
