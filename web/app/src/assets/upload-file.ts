import { networkFailure } from '../api/api-error'

/** Sends a file to its presigned address, reporting real progress (0 to 1) as bytes leave. */
export type FileUploader = (
  url: string,
  file: Blob,
  onProgress: (fraction: number) => void,
) => Promise<void>

export const uploadWithProgress: FileUploader = (url, file, onProgress) =>
  new Promise((resolve, reject) => {
    // fetch() cannot report upload progress; XMLHttpRequest can.
    const request = new XMLHttpRequest()
    request.open('PUT', url)
    if (file.type) request.setRequestHeader('Content-Type', file.type)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1)
        resolve()
      } else reject(networkFailure(request.status))
    }
    request.onerror = () => reject(networkFailure())
    request.onabort = () => reject(networkFailure())
    request.send(file)
  })
