import { request } from 'node:http'

export interface PageResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
  text: string
}

/** A visitor's request with a Host header, which fetch cannot set (sites served by Host). */
export function visitWithHost(
  baseUrl: string,
  host: string,
  path = '/',
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<PageResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, baseUrl),
      { method, headers: { ...headers, host } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const body = Buffer.concat(chunks)
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: body.toString(),
          })
        })
      },
    )
    req.on('error', reject)
    req.end()
  })
}
