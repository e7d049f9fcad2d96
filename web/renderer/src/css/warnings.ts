/** Problems met while rendering: the output stays safe, these say what was left out and why. */
export class Warnings {
  private readonly seen = new Set<string>()
  readonly list: string[] = []

  add(message: string): void {
    if (this.seen.has(message)) return
    this.seen.add(message)
    this.list.push(message)
  }
}
