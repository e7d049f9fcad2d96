import { describe, expect, it } from 'vitest'
import { draggedComponent, endComponentDrag, startComponentDrag } from './component-drag'
import { BLOCK_DRAG_TYPE, COMPONENT_DRAG_TYPE } from './drag-data'

function transfer(): DataTransfer {
  const data = new Map<string, string>()
  return {
    get types() {
      return [...data.keys()]
    },
    getData: (type: string) => data.get(type) ?? '',
    setData: (type: string, value: string) => void data.set(type, value),
    effectAllowed: 'all',
  } as unknown as DataTransfer
}

describe('the dragged component', () => {
  it('is known while its drag hovers, and only for a drag that carries a component', () => {
    const moving = transfer()
    startComponentDrag(moving, 'c-7')
    expect(moving.getData(COMPONENT_DRAG_TYPE)).toBe('c-7')
    expect(moving.effectAllowed).toBe('linkMove')
    expect(draggedComponent(moving)).toBe('c-7')

    // A palette block dragged later is not a move of the last dragged component.
    const block = transfer()
    block.setData(BLOCK_DRAG_TYPE, 'text')
    expect(draggedComponent(block)).toBeUndefined()
    expect(draggedComponent(null)).toBeUndefined()

    endComponentDrag()
    expect(draggedComponent(moving)).toBeUndefined()
  })
})
