import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { TextDecoderStream as NodeTextDecoderStream } from 'node:stream/web'
import { afterEach } from 'vitest'

// A busy machine can take more than the default second to load a lazy screen or a catalogue;
// a `findBy` that fails still fails, only later.
configure({ asyncUtilTimeout: 5000 })

// Each file runs in a VM context of its own (vmThreads), which lacks some of Node's web globals.
globalThis.TextDecoderStream ??= NodeTextDecoderStream as unknown as typeof TextDecoderStream

/**
 * happy-dom's IntersectionObserver never reports: here every observed element is in view at
 * once, as on a screen tall enough for the whole page.
 */
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    queueMicrotask(() =>
      this.callback(
        [{ target, isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    )
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return []
  }
}
globalThis.IntersectionObserver = InViewObserver as unknown as typeof IntersectionObserver

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
