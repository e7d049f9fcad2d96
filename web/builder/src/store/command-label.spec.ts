import { newBehaviorId, removeBehavior, saveBehavior, setBehavior } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import en from '../i18n/messages/en.json'
import zh from '../i18n/messages/zh-tw.json'
import { commandLabel } from './command-label'
import { testStore } from './test-store'

describe('history labels', () => {
  it('tell adding, editing and deleting a behaviour apart, with its name', () => {
    const store = testStore()
    const doc = store.editor.doc
    const id = newBehaviorId(doc.site.context)
    const add = saveBehavior(doc, { id, name: 'Open menu', code: '' })
    store.editor.run(add)
    const edit = saveBehavior(doc, { id, name: 'Open menu', code: 'return 1' })
    store.editor.run(edit, { merge: false })
    const text = (
      command: Parameters<typeof commandLabel>[1],
      catalogue: Record<string, string>,
    ) => {
      const label = commandLabel(doc, command)
      return catalogue[label.key]?.replace('{name}', label.values.name ?? '')
    }
    expect(text(add, en)).toBe('Add behaviour Open menu')
    expect(text(edit, en)).toBe('Edit behaviour Open menu')
    expect(text(removeBehavior(doc, id), en)).toBe('Delete behaviour Open menu')
    expect(text(setBehavior(doc, id, undefined), en)).toBe('Delete behaviour Open menu')
    expect(text(add, zh)).toBe('新增行為 Open menu')
    expect(text(edit, zh)).toBe('編輯行為 Open menu')
    expect(text(removeBehavior(doc, id), zh)).toBe('刪除行為 Open menu')
  })
})
