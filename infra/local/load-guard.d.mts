export const LOAD_TOLERANCE: number

export function loadLine(when: string): string
export function printLoad(when: string): void

export interface Steady<T> {
  value: T
  before: number
  after: number
  moved: number
  runs: number
}
export function steady<T>(
  measure: () => T | Promise<T>,
  options?: { repeats?: number },
): Promise<Steady<T>>
export function loadNote(figure: Steady<unknown>): string
