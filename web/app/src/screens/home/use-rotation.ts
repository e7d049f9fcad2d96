import { useEffect, useState } from 'react'
import { prefersReducedMotion } from '../../components/reduced-motion'
import { Rotation } from './rotation'

/**
 * A rotation that plays while the component is shown, except for people who ask for reduced
 * motion: for them it starts paused.
 */
export function useRotation(count: number, intervalMs: number): Rotation {
  const [rotation] = useState(() => new Rotation(count, intervalMs))
  useEffect(() => {
    if (!prefersReducedMotion()) rotation.start()
    return () => rotation.stop()
  }, [rotation])
  return rotation
}
