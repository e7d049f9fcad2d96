import { describe, expect, it } from 'vitest'
import { bugReportMailto, detailLines, type BugReportDetails } from './bug-report'

const details: BugReportDetails = {
  siteId: 'site-42',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
  language: 'zh-TW',
  viewport: '1280x720 @1',
  screen: '1920x1080',
  page: '/home',
}

describe('the bug report mail', () => {
  it('goes to support with the subject, the description, the site id and the browser', () => {
    const href = bugReportMailto(
      'support@tessera.site',
      'Bug report: site site-42',
      'It broke & stayed broken?',
      details,
    )
    const url = new URL(href)
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('support@tessera.site')
    expect(url.searchParams.get('subject')).toBe('Bug report: site site-42')
    const body = url.searchParams.get('body')!
    expect(body.startsWith('It broke & stayed broken?\r\n')).toBe(true)
    expect(body).toContain('Site: site-42')
    expect(body).toContain('Browser: Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0')
    expect(body).toContain('Language: zh-TW')
    // Encoded, so an ampersand in the text cannot start another header.
    expect(href).not.toContain('broke & stayed')
  })

  it('lists the details in a fixed order', () => {
    expect(detailLines(details)).toEqual([
      'Site: site-42',
      'Page: /home',
      'Browser: Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
      'Language: zh-TW',
      'Window: 1280x720 @1',
      'Screen: 1920x1080',
    ])
  })
})
