import { commonErrors } from '@tessera/kit'
import { fileTooBig } from './file-inspection.js'
import {
  ALL_CONTENT_TYPES,
  isAssetContentType,
  MAX_ASSET_BYTES,
  type AssetContentType,
} from './content-types.js'
import { errors } from '../errors.js'

export interface DeclaredFile {
  contentType: AssetContentType
  contentSize: number
}

/** What the editor validates before creating the record (platform.md 5), checked again here. */
export function checkDeclaredFile(contentType?: string, contentSize?: number): DeclaredFile {
  if (
    !contentType ||
    contentSize === undefined ||
    !Number.isInteger(contentSize) ||
    contentSize <= 0
  ) {
    throw errors.invalid_file()
  }
  if (contentSize > MAX_ASSET_BYTES) throw fileTooBig()
  if (!isAssetContentType(contentType)) {
    throw errors.FILE_TYPE(
      `Files of type ${contentType} are not supported; allowed: ${ALL_CONTENT_TYPES.join(', ')}`,
    )
  }
  return { contentType, contentSize }
}

export function checkName(name: string | undefined): string {
  const trimmed = name?.trim()
  if (!trimmed) throw commonErrors.InvalidFormData('name: an asset needs a name')
  return trimmed
}
