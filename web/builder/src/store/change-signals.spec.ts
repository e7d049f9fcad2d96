import { autorun } from 'mobx'
import { describe, expect, it, vi } from 'vitest'
import { ChangeSignals } from './change-signals'

describe('ChangeSignals', () => {
  it('tells the listeners and observers of a component, and no others', () => {
    const signals = new ChangeSignals()
    const a = vi.fn()
    const b = vi.fn()
    signals.subscribe('a', a)
    signals.subscribe('b', b)
    const observed = vi.fn()
    const dispose = autorun(() => {
      signals.track('a')
      observed()
    })
    signals.changed(['a', 'nobody'])
    expect(a).toHaveBeenCalledOnce()
    expect(b).not.toHaveBeenCalled()
    expect(observed).toHaveBeenCalledTimes(2)
    dispose()
  })

  it('tells every follower when the whole site is replaced', () => {
    const signals = new ChangeSignals()
    const a = vi.fn()
    const b = vi.fn()
    signals.subscribe('a', a)
    signals.subscribe('b', b)
    const observed = vi.fn()
    const dispose = autorun(() => {
      signals.track('c')
      observed()
    })
    signals.changedAll()
    expect(a).toHaveBeenCalledOnce()
    expect(b).toHaveBeenCalledOnce()
    expect(observed).toHaveBeenCalledTimes(2)
    dispose()
  })

  it('counts a change made between reading the version and subscribing', () => {
    const signals = new ChangeSignals()
    const rendered = signals.version('a')
    signals.changed(['a'])
    signals.subscribe('a', () => undefined)
    expect(signals.version('a')).not.toBe(rendered)
  })

  it('forgets a component once nothing follows it', () => {
    const signals = new ChangeSignals()
    const stop = signals.subscribe('a', () => undefined)
    const dispose = autorun(() => signals.track('a'))
    stop()
    expect(signals.size).toBe(1)
    dispose()
    expect(signals.size).toBe(0)
    signals.subscribe('b', () => undefined)()
    expect(signals.size).toBe(0)
  })
})
