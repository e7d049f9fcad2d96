/** Length in characters (code points), so an emoji or CJK character counts once. */
export function charLength(text: string): number {
  return [...text].length
}

export function isBlank(text: string | undefined | null): boolean {
  return text === undefined || text === null || text.trim().length === 0
}

export function lengthBetween(text: string, min: number, max: number): boolean {
  const length = charLength(text)
  return length >= min && length <= max
}
