import type { AssetsApi, AssetView } from '../api/assets-api'
import { AssetUpload, checkUpload, fileContentType } from './asset-upload'
import { IMAGE_JOBS, optimisedUploader } from './optimised-upload'
import { plainUploader, type FileUploader } from './upload-file'

/** The uploader the app uses: optimised for png, jpeg and webp when the image API is set up. */
export function defaultUploader(): FileUploader {
  return IMAGE_JOBS ? optimisedUploader(IMAGE_JOBS) : plainUploader()
}

/**
 * One file uploaded as an asset of a site, the whole flow (check, create, upload, verify), for
 * callers outside the asset manager (the builder). Rejects with the rule's `{key}` or the
 * server's `{code, message}`.
 */
export async function uploadAsset(
  api: AssetsApi,
  file: File,
  siteId: string,
  uploader: FileUploader = defaultUploader(),
): Promise<AssetView> {
  const rule = checkUpload(file, siteId, file.name)
  if (rule) throw rule
  const task = new AssetUpload(file, file.name)
  const asset = await task.run(api, uploader, () =>
    api.create({
      name: file.name,
      content_type: fileContentType(file),
      content_size: file.size,
      site_id: siteId,
    }),
  )
  if (!asset) throw task.error ?? { key: 'errors.asset_upload_failed' }
  return asset
}

/** Replaces an asset's file with the same flow as an upload; the asset keeps its id and name. */
export async function replaceAsset(
  api: AssetsApi,
  asset: { id: string; name: string },
  file: File,
  uploader: FileUploader = defaultUploader(),
): Promise<AssetView> {
  const rule = checkUpload(file, 'replace', asset.name)
  if (rule) throw rule
  const task = new AssetUpload(file, asset.name)
  const replaced = await task.run(api, uploader, () =>
    api.replace(asset.id, {
      name: asset.name,
      content_type: fileContentType(file),
      content_size: file.size,
    }),
  )
  if (!replaced) throw task.error ?? { key: 'errors.asset_upload_failed' }
  return replaced
}
