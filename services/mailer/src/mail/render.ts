import type { MailJob } from '@tessera/proto'
import { mailJobSchema } from '@tessera/proto'
import { messages, tableRowMessages } from './messages.js'

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

type TableRowJob = Extract<ReturnType<typeof mailJobSchema.parse>, { template: 'table-row' }>

/** A row's fields as a list; every value is the visitor's text, escaped in the HTML part. */
function renderTableRow(job: TableRowJob): RenderedMail {
  const text = tableRowMessages[job.locale]
  const { tableName, trigger, site, fields } = job.data
  const values = { tableName, site }
  const subject = fill(text.subject[trigger], values).replace(/[\r\n]+/g, ' ')
  const body = fill(text.body[trigger], values)
  const plain = [body, '', ...fields.map((f) => `${f.name}: ${f.value}`), '', text.footer].join(
    '\n',
  )
  const htmlValues = { tableName: escapeHtml(tableName), site: escapeHtml(site) }
  const rows = fields
    .map(
      (f) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(f.name)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(f.value)}</td></tr>`,
    )
    .join('')
  const html = `<!doctype html>
<html lang="${job.locale === 'zh-tw' ? 'zh-Hant-TW' : 'en'}"><body style="font-family:system-ui,sans-serif;color:#222;max-width:560px;margin:auto;padding:24px">
<p>${fill(escapeHtml(text.body[trigger]), htmlValues)}</p>
<table style="border-collapse:collapse">${rows}</table>
<p style="color:#666;font-size:13px">${escapeHtml(text.footer)}</p>
</body></html>`
  return { subject, text: plain, html }
}

/** A job's message in its recipient's language, as plain text and as HTML. */
export function renderMail(input: MailJob): RenderedMail {
  const job = mailJobSchema.parse(input)
  if (job.template === 'table-row') return renderTableRow(job)
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
  return { subject: fill(text.subject, values), text: plain, html }
}
