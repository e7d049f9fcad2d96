import { commonErrors } from '@tessera/kit'
import busboy from 'busboy'
import type { Request } from 'express'
import { fileTooBig } from '../assets/file-inspection.js'

export interface UploadedFile {
  bytes: Buffer
  filename: string
  /** The file was longer than the limit; `bytes` holds only its start. */
  truncated: boolean
}

export interface MultipartForm {
  fields: Record<string, string>
  file?: UploadedFile
}

export interface MultipartLimits {
  fileField: string
  fileSize: number
  fields: number
  fieldSize: number
}

/** Reads a multipart/form-data request with one file, within limits, into memory. */
export function readMultipart(req: Request, limits: MultipartLimits): Promise<MultipartForm> {
  if (!req.headers['content-type']?.toLowerCase().startsWith('multipart/form-data')) {
    return Promise.reject(commonErrors.InvalidFormData('Send the job as multipart/form-data'))
  }
  // Browsers send a length with form data; a body far past the file limit is refused unread.
  const length = Number(req.headers['content-length'] ?? 0)
  if (length > limits.fileSize + limits.fields * limits.fieldSize + 64 * 1024) {
    return Promise.reject(fileTooBig())
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          files: 1,
          fields: limits.fields,
          fieldSize: limits.fieldSize,
          fileSize: limits.fileSize,
          parts: limits.fields + 1,
        },
      })
    } catch {
      return reject(commonErrors.InvalidFormData('The multipart body is malformed'))
    }
    const fields: Record<string, string> = {}
    let file: UploadedFile | undefined
    let pending: Promise<void> = Promise.resolve()
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return reject(commonErrors.InvalidFormData(`${name}: too long`))
      fields[name] = value
    })
    parser.on('file', (name, stream, info) => {
      if (name !== limits.fileField || file) {
        stream.resume()
        return
      }
      const chunks: Buffer[] = []
      pending = new Promise((done) => {
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('close', () => {
          file = {
            bytes: Buffer.concat(chunks),
            filename: info.filename ?? '',
            truncated: stream.truncated === true,
          }
          done()
        })
      })
    })
    parser.on('error', () =>
      reject(commonErrors.InvalidFormData('The multipart body is malformed')),
    )
    parser.on('close', () => {
      void pending.then(() => resolve({ fields, file }))
    })
    req.pipe(parser)
  })
}
