import { defineErrors } from '@tessera/kit'

/** Every code the site server's API answers with, beside the kit's common ones. */
export const errors = defineErrors({
  SiteNotFound: { status: 404, message: 'Site not found.' },
  VersionNotFound: { status: 404, message: 'The site has no such version' },
  NoUpdates: { status: 400, message: 'No changes were made' },
  UpdateStale: {
    status: 400,
    message: 'Another editor saved a newer version of this site: reload it, or overwrite it',
  },
  DraftExists: { status: 400, message: 'The site already has a draft' },
  NoDraft: { status: 400, message: 'The site has no draft to delete' },
  DataLimitExceeded: {
    status: 400,
    message: "Data limit exceeded: the site's pages are larger than its plan allows",
  },
  HistoryLimitExceeded: {
    status: 400,
    message: 'History is too large for this plan: clear the history and save again',
  },
  RestorePointNotFound: { status: 404, message: 'This site has no such restore point' },
  RestorePointLimitExceeded: {
    status: 400,
    message: 'The site keeps as many named restore points as its plan allows: delete one first',
  },
  PageNotFound: { status: 404, message: 'The site has no page at that route' },
  ComponentNotFound: { status: 404, message: 'The site has no such component' },
  site_name: { status: 400, message: 'Names are 2 to 50 letters, digits or spaces' },
})
