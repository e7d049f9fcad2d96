/** Edit distance between two words (Levenshtein), case-insensitive. */
function distance(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  let row = Array.from({ length: y.length + 1 }, (_, j) => j)
  for (let i = 1; i <= x.length; i++) {
    const next = [i]
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + cost)
    }
    row = next
  }
  return row[y.length]!
}

/**
 * Up to `count` of `candidates` close to `word` (a mistyped name or id), closest first: within
 * a third of the word's length, or containing it.
 */
export function nearest(word: string, candidates: Iterable<string>, count = 3): string[] {
  const limit = Math.max(2, Math.floor(word.length / 3))
  const scored: Array<[string, number]> = []
  for (const candidate of new Set(candidates)) {
    const d = candidate.toLowerCase().includes(word.toLowerCase()) ? 0.5 : distance(word, candidate)
    if (d <= limit) scored.push([candidate, d])
  }
  return scored
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, count)
    .map(([candidate]) => candidate)
}
