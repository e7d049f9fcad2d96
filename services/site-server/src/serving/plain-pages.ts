import type { IncomingMessage, ServerResponse } from 'node:http'

const texts: Record<number, [string, string]> = {
  404: ['Not Found', "Sorry, we can't find what you're looking for."],
  405: ['Method Not Allowed', 'Sites answer GET and HEAD only.'],
  500: ['Something went wrong', 'Unknown error, try again later.'],
}

const pages = new Map(
  Object.entries(texts).map(([status, [title, text]]) => [
    Number(status),
    Buffer.from(
      `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${title}</title>` +
        `<meta name="robots" content="noindex"></head>\n<body><h1>${title}</h1><p>${text}</p></body>\n</html>\n`,
    ),
  ]),
)

/** The body of a page of our own. */
export function plainPage(status: 404 | 405 | 500): Buffer {
  return pages.get(status)!
}

/** A page of our own, never a site's: unknown hosts, unpublished sites, faults. */
export function sendPlain(
  req: IncomingMessage,
  res: ServerResponse,
  status: 404 | 405 | 500,
): void {
  const body = pages.get(status)!
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(body.length),
    'cache-control': 'no-store',
  }
  if (status === 405) headers.allow = 'GET, HEAD'
  res.writeHead(status, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}
