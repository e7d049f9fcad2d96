import { apiErrorFrom, networkFailure } from '../api/api-error'
import type { MessageKey } from '../i18n/message-key'

/** What an upload tells the screen while it runs. */
export interface UploadReport {
  /** Real progress (0 to 1) as bytes leave the browser. */
  progress(fraction: number): void
  /** The bytes are sent and the image service is optimising them. */
  optimising(): void
  /** Something the user should know that did not stop the upload. */
  notice(key: MessageKey): void
}

/** Sends a file to an asset's presigned upload address. */
export type FileUploader = (url: string, file: File, report: UploadReport) => Promise<void>

export interface ProgressRequest {
  method: 'PUT' | 'POST'
  url: string
  body: Blob | FormData
  headers?: Record<string, string>
  onProgress(fraction: number): void
}

/**
 * One request with upload progress (fetch() cannot report it; XMLHttpRequest can). Resolves with
 * the response text on 2xx; a 4xx raises its `{code, message}`, anything else NETWORK_FAILURE.
 */
export type ProgressSender = (request: ProgressRequest) => Promise<string>

export const sendWithProgress: ProgressSender = (request) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(request.method, request.url)
    for (const [name, value] of Object.entries(request.headers ?? {})) {
      xhr.setRequestHeader(name, value)
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.responseText)
      else if (xhr.status >= 400 && xhr.status < 500)
        reject(apiErrorFrom(xhr.status, xhr.responseText))
      else reject(networkFailure(xhr.status))
    }
    xhr.onerror = () => reject(networkFailure())
    xhr.onabort = () => reject(networkFailure())
    xhr.send(request.body)
  })

/** The plain upload: the file's bytes straight to the presigned address. */
export function plainUploader(send: ProgressSender = sendWithProgress): FileUploader {
  return async (url, file, report) => {
    await send({
      method: 'PUT',
      url,
      body: file,
      headers: file.type ? { 'Content-Type': file.type } : {},
      onProgress: (fraction) => report.progress(fraction),
    })
    report.progress(1)
  }
}
