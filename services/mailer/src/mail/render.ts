import type { MailJob } from '@tessera/proto'
import { mailJobSchema } from '@tessera/proto'
import { messages } from './messages.js'

export interface RenderedMail {
  subject: string
  text: string
  html: string
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  )
}

/** A job's message in its recipient's language, as plain text and as HTML. */
export function renderMail(input: MailJob): RenderedMail {
  const job = mailJobSchema.parse(input)
  const text = messages[job.locale][job.template]
  const values: Record<string, string | number> = job.data
  const link = job.data.link
  const body = fill(text.body, values)
  const footer = fill(text.footer, values)
  const plain = [text.heading, '', body, '', `${text.action}: ${link}`, '', footer].join('\n')
  const htmlValues = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, escapeHtml(String(v))]),
  )
  const html = `<!doctype html>
<html lang="${job.locale === 'zh-tw' ? 'zh-Hant-TW' : 'en'}"><body style="font-family:system-ui,sans-serif;color:#222;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(text.heading)}</h1>
<p>${fill(escapeHtml(text.body), htmlValues)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#3b5bdb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(text.action)}</a></p>
<p style="color:#666;font-size:13px">${fill(escapeHtml(text.footer), htmlValues)}</p>
</body></html>`
  return { subject: text.subject, text: plain, html }
}
