/** A full ISO 8601 date-time as the services send it (`2026-01-02T03:04:05.678Z`). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/

/** JSON.parse reviver: response ISO date strings become `Date`s. */
export function reviveDates(_key: string, value: unknown): unknown {
  if (typeof value === 'string' && ISO_DATE.test(value)) {
    const date = new Date(value)
    if (!Number.isNaN(date.getTime())) return date
  }
  return value
}

export function parseJson(text: string): unknown {
  return JSON.parse(text, reviveDates)
}
