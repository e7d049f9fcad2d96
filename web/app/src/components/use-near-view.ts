import { useEffect, type RefObject } from 'react'

/**
 * Calls `onNear` once, when the element comes within `margin` of the viewport: work for a part
 * of the page below the fold waits until the reader heads there, and stays off the first load.
 * Without IntersectionObserver, at once.
 */
export function useNearView(
  ref: RefObject<Element | null>,
  onNear: () => void,
  margin = '600px',
): void {
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') {
      onNear()
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        onNear()
      },
      { rootMargin: `${margin} 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, onNear, margin])
}
