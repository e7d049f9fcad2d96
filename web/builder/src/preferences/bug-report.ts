/** What a bug report tells support about where it happened (editor.md section 2). */
export interface BugReportDetails {
  siteId: string
  userAgent: string
  language: string
  viewport: string
  screen: string
  page: string
}

export function bugReportDetails(siteId: string, route: string, window: Window): BugReportDetails {
  const { navigator, screen } = window
  return {
    siteId,
    userAgent: navigator.userAgent,
    language: navigator.language,
    viewport: `${window.innerWidth}x${window.innerHeight} @${window.devicePixelRatio}`,
    screen: `${screen.width}x${screen.height}`,
    page: route,
  }
}

/** The details as lines of the mail's body, in a fixed order. */
export function detailLines(details: BugReportDetails): string[] {
  return [
    `Site: ${details.siteId}`,
    `Page: ${details.page}`,
    `Browser: ${details.userAgent}`,
    `Language: ${details.language}`,
    `Window: ${details.viewport}`,
    `Screen: ${details.screen}`,
  ]
}

/** A mailto link to support with the subject and body filled in (RFC 6068 encoding). */
export function bugReportMailto(
  supportEmail: string,
  subject: string,
  description: string,
  details: BugReportDetails,
): string {
  const body = [description.trim(), '', '---', ...detailLines(details)].join('\r\n')
  return `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
