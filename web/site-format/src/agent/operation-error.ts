/** A refused operation: what was wrong, and the near misses when a name or id was unknown. */
export class OperationError extends Error {
  constructor(
    message: string,
    readonly hints: string[] = [],
  ) {
    super(hints.length ? `${message}; did you mean ${hints.join(', ')}?` : message)
    this.name = 'OperationError'
  }
}
