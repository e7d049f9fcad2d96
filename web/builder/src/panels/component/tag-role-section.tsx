import { observer } from 'mobx-react-lite'
import { useEffect, useId, useState } from 'react'
import type { Component, Tag } from '@tessera/site-format'
import { useBuilder } from '../../store-context'
import { useStateFor } from './use-state-for'
import { useT } from '../../i18n/use-t'

/** Tags a text can switch between, and tags a container can. */
const TEXT_TAGS: readonly Tag[] = ['p', 'span', 'div', 'label', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']
const CONTAINER_TAGS: readonly Tag[] = [
  'div',
  'main',
  'section',
  'header',
  'footer',
  'nav',
  'article',
  'aside',
  'ul',
  'ol',
  'li',
]

/** The tags a component may take instead of its own; empty when its tag is fixed (img, input…). */
export function tagChoices(component: Component): readonly Tag[] {
  const family = component.children !== undefined ? CONTAINER_TAGS : TEXT_TAGS
  return family.includes(component.tag) ? family : []
}

/** Tag (within the component's kind) and role (an ARIA role; empty removes it). */
export const TagRoleSection = observer(function TagRoleSection({ id }: { id: string }) {
  const store = useBuilder()
  const t = useT()
  store.editor.signals.track(id)
  const component = store.editor.doc.findComponent(id)
  const tagId = useId()
  const roleId = useId()
  const [role, setRole] = useStateFor(id, component?.role ?? '')
  const [focused, setFocused] = useState(false)
  useEffect(() => {
    if (!focused) setRole(component?.role ?? '')
  }, [component?.role, focused])
  if (!component) return null
  const choices = tagChoices(component)
  const disabled = !store.editor.editingEnabled || component.customSourceId !== undefined
  const commitRole = () => {
    const next = role.trim()
    store.components.editFields(id, { role: next === '' ? null : next })
  }
  return (
    <section className="menu-section two-fields">
      <div className="field">
        <label htmlFor={tagId}>{t('builder.component.tag')}</label>
        {choices.length > 0 ? (
          <select
            id={tagId}
            value={component.tag}
            disabled={disabled}
            onChange={(event) =>
              store.components.editFields(id, { tag: event.target.value as Tag })
            }
          >
            {choices.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        ) : (
          <output id={tagId} className="value-text">
            <code>{component.tag}</code>
          </output>
        )}
      </div>
      <div className="field">
        <label htmlFor={roleId}>{t('builder.component.role')}</label>
        <input
          id={roleId}
          value={role}
          disabled={disabled}
          placeholder={t('builder.component.rolePlaceholder')}
          spellCheck={false}
          onFocus={() => setFocused(true)}
          onChange={(event) => setRole(event.target.value)}
          onBlur={() => {
            setFocused(false)
            commitRole()
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitRole()
            if (event.key === 'Escape') {
              event.stopPropagation()
              setRole(component.role ?? '')
            }
          }}
        />
      </div>
    </section>
  )
})
