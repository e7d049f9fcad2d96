import { describe, expect, it } from 'vitest'
import { CanvasStylesheet } from './canvas-stylesheet'

const rule = (id: string, color = 'red') => `.${id}{color:${color}}`
const sheets = () => [...document.head.querySelectorAll('style[data-part="components"]')]

describe('CanvasStylesheet', () => {
  it('keeps components in small sheets, in page order, and replaces one component in place', () => {
    document.head.replaceChildren()
    const styles = new CanvasStylesheet(document)
    const ids = Array.from({ length: 150 }, (_, i) => `c${i}`)
    styles.setAllComponents(ids.map((id) => [id, rule(id)] as const))
    expect(sheets()).toHaveLength(3)
    expect(sheets()[1]!.textContent).toContain('.c64{')

    styles.setComponent('c70', rule('c70', 'blue'))
    expect(styles.componentRules('c70')).toContain('blue')
    expect((sheets()[1] as HTMLStyleElement).sheet!.cssRules).toHaveLength(64)
    expect(styles.componentRules('c71')).toContain('red')
  })

  it('adds new components last and removes those whose rules become empty', () => {
    document.head.replaceChildren()
    const styles = new CanvasStylesheet(document)
    styles.setAllComponents(Array.from({ length: 64 }, (_, i) => [`c${i}`, rule(`c${i}`)] as const))
    styles.setComponent('fresh', rule('fresh'))
    expect(sheets()).toHaveLength(2)
    expect(styles.componentRules('fresh')).toContain('.fresh')

    styles.setComponent('c3', '')
    expect(styles.componentRules('c3')).toBeUndefined()
    expect((sheets()[0] as HTMLStyleElement).sheet!.cssRules).toHaveLength(63)
    expect(styles.componentRules('c4')).toContain('.c4')

    styles.setAllComponents([['only', rule('only')]])
    expect(sheets()).toHaveLength(1)
    expect(styles.componentRules('fresh')).toBeUndefined()
  })

  it('leaves a rule that would come out the same untouched', () => {
    document.head.replaceChildren()
    const styles = new CanvasStylesheet(document)
    styles.setAllComponents([['c1', rule('c1')]])
    const sheet = (sheets()[0] as HTMLStyleElement).sheet!
    const before = sheet.cssRules[0]
    styles.setComponent('c1', rule('c1'))
    expect(sheet.cssRules[0]).toBe(before)
    styles.setComponent('c1', rule('c1', 'blue'))
    expect(sheet.cssRules[0]).not.toBe(before)
    expect(styles.componentRules('c1')).toContain('blue')
  })

  it('takes out the rules of components that left the page when idle, unless they come back', () => {
    document.head.replaceChildren()
    const idle: Array<() => void> = []
    const styles = new CanvasStylesheet(document, (task) => {
      idle.push(task)
      return () => idle.splice(idle.indexOf(task), 1)
    })
    styles.setAllComponents([
      ['c1', rule('c1')],
      ['c2', rule('c2')],
    ])
    const sheet = (sheets()[0] as HTMLStyleElement).sheet!
    const kept = sheet.cssRules[0]
    styles.dropComponent('c1')
    styles.dropComponent('c2')
    expect(sheet.cssRules).toHaveLength(2)
    // c1 comes back (an undo) before the sweep: its rule was never taken out.
    styles.setComponent('c1', rule('c1'))
    expect(idle).toHaveLength(1)
    idle[0]!()
    expect(sheet.cssRules).toHaveLength(1)
    expect(sheet.cssRules[0]).toBe(kept)
    expect(styles.componentRules('c2')).toBeUndefined()

    styles.dropComponent('c1')
    styles.sweep()
    expect(idle).toHaveLength(0)
    expect(sheet.cssRules).toHaveLength(0)
    styles.setComponent('c1', rule('c1'))
    expect(styles.componentRules('c1')).toContain('.c1')
  })
})
