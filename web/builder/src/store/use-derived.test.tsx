import '@testing-library/jest-dom/vitest'
import { act, render, screen } from '@testing-library/react'
import { BuiltinComponentId } from '@tessera/site-format'
import { observer } from 'mobx-react-lite'
import { describe, expect, it } from 'vitest'
import { styleActions } from '../styles-editing/style-actions'
import { testStore } from './test-store'
import { useDerived } from './use-derived'

describe('useDerived', () => {
  it('renders its observer again only when the derived value changes', () => {
    const store = testStore()
    const id = store.components.addBlock(BuiltinComponentId.text)!
    let renders = 0
    const Name = observer(function Name() {
      renders++
      const shown = useDerived(() => {
        void store.editor.historyVersion
        const component = store.editor.doc.findComponent(id)
        return { name: component?.name, hidden: component?.state?.hide === true }
      }, [id])
      return <p>{shown.name}</p>
    })
    render(<Name />)
    expect(renders).toBe(1)

    // An edit of another property: derived again, and equal.
    act(() => void store.components.setStyle(id, 'width', '10px'))
    act(() => void store.components.setStyle(id, 'width', '100px', true))
    expect(renders).toBe(1)

    act(() => void store.components.rename(id, 'Headline'))
    expect(renders).toBe(2)
    expect(screen.getByText('Headline')).toBeInTheDocument()
    act(() => void store.editor.undo())
    expect(renders).toBe(3)
    expect(screen.queryByText('Headline')).not.toBeInTheDocument()
  })

  it('sees a change the document makes in place when the derivation copies what it reads', () => {
    const store = testStore()
    const id = store.components.addBlock(BuiltinComponentId.text)!
    const before = [...(store.editor.doc.component(id).style.mixins ?? [])]
    const [added] = store.editor.site.context.styleOrder.filter((m) => !before.includes(m))
    const Mixins = observer(function Mixins() {
      const used = useDerived(() => {
        void store.editor.historyVersion
        return [...(store.editor.doc.findComponent(id)?.style.mixins ?? [])]
      }, [id])
      return <p>{used.length === 0 ? 'none' : used.join(',')}</p>
    })
    render(<Mixins />)
    expect(screen.getByText(before.join(',') || 'none')).toBeInTheDocument()
    // The command adds to the component's own list, the one the first copy was taken from.
    act(() => styleActions(store).useMixin(id, added!))
    expect(screen.getByText([...before, added].join(','))).toBeInTheDocument()
    act(() => styleActions(store).dropMixin(id, added!))
    expect(screen.getByText(before.join(',') || 'none')).toBeInTheDocument()
  })
})
