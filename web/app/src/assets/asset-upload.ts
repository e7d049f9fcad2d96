import { makeAutoObservable, runInAction } from 'mobx'
import {
  validateAssetContentType,
  validateAssetCreate,
  validateAssetFileSize,
  type ValidationError,
} from '@tessera/site-format/validation'
import { ApiError } from '../api/api-error'
import type { AssetsApi, AssetView, UploadView } from '../api/assets-api'
import { toDisplayError, type DisplayError } from '../i18n/error-message'
import type { MessageKey } from '../i18n/message-key'
import type { FileUploader } from './upload-file'

/** The type a browser gives a file, or one from its extension when it gives none. */
export function fileContentType(file: File): string {
  if (file.type) return file.type
  const ext = file.name.split('.').pop()?.toLowerCase() ?? ''
  const byExt: Record<string, string> = {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    gif: 'image/gif',
    webp: 'image/webp',
    svg: 'image/svg+xml',
    mp4: 'video/mp4',
    pdf: 'application/pdf',
    otf: 'font/otf',
    ttf: 'font/ttf',
    woff2: 'font/woff2',
    wasm: 'application/wasm',
    js: 'text/javascript',
  }
  return byExt[ext] ?? ''
}

/** The rules a file must pass before anything is sent (size, type, file, site, name). */
export function checkUpload(
  file: File | undefined,
  siteId: string | undefined,
  name: string,
): ValidationError | undefined {
  return (
    validateAssetCreate({ file, siteId, name }) ??
    validateAssetFileSize(file!.size) ??
    validateAssetContentType(fileContentType(file!))
  )
}

export type UploadStatus = 'uploading' | 'optimising' | 'verifying' | 'done' | 'failed'

/**
 * One upload: create the record (id and signed address), upload to the signed address with
 * progress (optimised on the way for png, jpeg and webp), verify. Replacing an asset follows
 * the same steps.
 */
export class AssetUpload {
  progress = 0
  status: UploadStatus = 'uploading'
  error: DisplayError | undefined = undefined
  /** Something that did not stop the upload, such as an optimisation that fell back. */
  notice: MessageKey | undefined = undefined
  asset: AssetView | undefined = undefined

  constructor(
    readonly file: File,
    readonly name: string,
  ) {
    makeAutoObservable(this, { file: false })
  }

  async run(
    api: AssetsApi,
    uploader: FileUploader,
    start: () => Promise<UploadView>,
  ): Promise<AssetView | undefined> {
    try {
      const upload = await start()
      await uploader(upload.signed_url, this.file, {
        progress: (fraction) =>
          runInAction(() => {
            this.progress = fraction
            this.status = 'uploading'
          }),
        optimising: () => runInAction(() => (this.status = 'optimising')),
        notice: (key) => runInAction(() => (this.notice = key)),
      })
      runInAction(() => (this.status = 'verifying'))
      const asset = await api.verify(upload.id)
      runInAction(() => {
        this.asset = asset
        this.status = 'done'
      })
      return asset
    } catch (error) {
      runInAction(() => {
        this.status = 'failed'
        // One outcome per file: a fallback notice means nothing once the upload failed.
        this.notice = undefined
        this.error =
          error instanceof ApiError && error.code === 'NETWORK_FAILURE' && this.progress > 0
            ? { key: 'errors.asset_upload_failed' }
            : toDisplayError(error)
      })
      return undefined
    }
  }
}
