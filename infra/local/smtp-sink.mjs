// Accepts every message on SMTP and keeps the latest ones in memory, readable over HTTP:
//   GET /messages?to=ADDRESS   JSON, oldest first      DELETE /messages   forget all
//   GET /                      the inbox as a page, for reading confirmation links in dev
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'

const SMTP_PORT = Number(process.env.SMTP_SINK_PORT ?? 1025)
const HTTP_PORT = Number(process.env.SMTP_SINK_HTTP_PORT ?? 1080)
const KEEP = 2000
const messages = []

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  size: 10 * 1024 * 1024,
  onData(stream, session, done) {
    const chunks = []
    stream.on('data', (c) => chunks.push(c))
    stream.on('end', async () => {
      try {
        const mail = await PostalMime.parse(Buffer.concat(chunks))
        messages.push({
          id: randomUUID(),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: mail.html ?? '',
          date: new Date().toISOString(),
        })
        if (messages.length > KEEP) messages.splice(0, messages.length - KEEP)
        done()
      } catch (error) {
        done(error)
      }
    })
  },
})

const escape = (s) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const web = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`)
  if (url.pathname === '/messages' && req.method === 'GET') {
    const to = url.searchParams.get('to')?.toLowerCase()
    const found = to ? messages.filter((m) => m.to.includes(to)) : messages
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found))
  } else if (url.pathname === '/messages' && req.method === 'DELETE') {
    messages.length = 0
    res.writeHead(204).end()
  } else if (url.pathname === '/' && req.method === 'GET') {
    const rows = [...messages]
      .reverse()
      .slice(0, 100)
      .map(
        (m) =>
          `<article><h2>${escape(m.subject)}</h2><p>To ${escape(m.to.join(', '))} · ${m.date}</p><pre>${escape(m.text)}</pre></article>`,
      )
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><meta charset="utf-8"><title>Local mail</title><body style="font-family:system-ui;max-width:800px;margin:auto"><h1>Local mail (${messages.length})</h1>${rows.join('') || '<p>No mail yet.</p>'}</body>`,
      )
  } else {
    res
      .writeHead(404, { 'content-type': 'application/json' })
      .end('{"code":"NotFound","message":"Not found"}')
  }
})

smtp.listen(SMTP_PORT, '127.0.0.1', () => console.log(`smtp-sink: SMTP on 127.0.0.1:${SMTP_PORT}`))
web.listen(HTTP_PORT, '127.0.0.1', () =>
  console.log(`smtp-sink: inbox at http://127.0.0.1:${HTTP_PORT}/`),
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0))
