/** Loopback hosts a native client listens on (RFC 8252 section 7.3). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && LOOPBACK.has(url.hostname)
}

/** True for a redirect back to the client's own machine (a native app's). */
export function isLoopbackUri(uri: string): boolean {
  return URL.canParse(uri) && isLoopback(new URL(uri))
}

/**
 * Why a client may not register `uri` as a redirect, or undefined when it may: https anywhere,
 * plain http only back to the client's own machine, never with a fragment (RFC 6749 3.1.2).
 */
export function redirectUriProblem(uri: string): string | undefined {
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    return `${uri} is not a URL`
  }
  if (url.hash || uri.includes('#')) return `${uri} must not carry a fragment`
  if (url.username || url.password) return `${uri} must not carry credentials`
  if (url.protocol === 'https:' || isLoopback(url)) return undefined
  return `${uri} must use https, or http to localhost or 127.0.0.1`
}

/**
 * True when `given` is one of the client's registered redirects, exactly; a loopback redirect
 * matches on any port, since a native client picks a free one each time (RFC 8252 7.3).
 */
export function redirectUriMatches(registered: readonly string[], given: string): boolean {
  if (registered.includes(given)) return true
  let url: URL
  try {
    url = new URL(given)
  } catch {
    return false
  }
  if (!isLoopback(url)) return false
  const withoutPort = (u: URL) => {
    const copy = new URL(u)
    copy.port = ''
    return copy.href
  }
  return registered.some((r) => {
    const candidate = URL.canParse(r) ? new URL(r) : undefined
    return (
      candidate !== undefined &&
      isLoopback(candidate) &&
      withoutPort(candidate) === withoutPort(url)
    )
  })
}
