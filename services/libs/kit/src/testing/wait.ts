/** Polls until `probe` returns a value, or fails with the last error after `timeoutMs`. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  { timeoutMs = 10_000, intervalMs = 100, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  for (;;) {
    try {
      const value = await probe()
      if (value !== undefined) return value
    } catch (error) {
      lastError = error
    }
    if (Date.now() > deadline) {
      const reason = lastError instanceof Error ? `: ${lastError.message}` : ''
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${reason}`)
    }
    await new Promise((r) => setTimeout(r, intervalMs))
  }
}
