import { defineErrors } from '@tessera/kit'

/** Every code the assets service answers with, beside the kit's common ones. */
export const errors = defineErrors({
  AssetNotFound: { status: 404, message: 'Asset not found' },
  SiteNotFound: { status: 404, message: 'Site not found.' },
  JobNotFound: { status: 404, message: 'No such image job' },
  NoUpdates: { status: 400, message: 'No changes were made' },
  site_missing: {
    status: 400,
    message: 'Choose a site for the asset (a site, or your identity)',
  },
  invalid_file: { status: 400, message: 'Choose a file to upload' },
  FILE_TYPE: { status: 400, message: 'This type of file is not supported' },
  FILE_SIZE_BIG: { status: 400, message: 'The file is too large' },
  IMAGE_MAX_WIDTH: { status: 400, message: 'The image is too wide' },
  IMAGE_MAX_HEIGHT: { status: 400, message: 'The image is too high' },
  IMAGE_MIN_WIDTH: { status: 400, message: 'The image is too narrow' },
  IMAGE_MIN_HEIGHT: { status: 400, message: 'The image is too low' },
  AssetUsageExceeded: { status: 400, message: "This site's asset storage is full" },
  asset_upload_failed: { status: 400, message: 'The upload did not complete; try again' },
})
