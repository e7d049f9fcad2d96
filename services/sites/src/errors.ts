import { defineErrors, siteIdentityErrorSpecs } from '@tessera/kit'

/** Every code the sites service answers with, beside the kit's common ones. */
export const errors = defineErrors({
  ...siteIdentityErrorSpecs,
  SiteNotFound: { status: 404, message: 'Site not found.' },
  NoUpdates: { status: 400, message: 'No changes were made' },
  SiteHasAssets: { status: 400, message: 'Delete the site assets first' },
  LocalSiteExists: { status: 400, message: 'That site name is already taken.' },
  NoAvailableSiteServer: {
    status: 400,
    message:
      'Our site servers for this plan are over capacity: try a lower tier or try again later',
  },
  DataLimitExceeded: {
    status: 400,
    message: "Data limit exceeded: the site's pages are larger than its plan allows",
  },
  HistoryLimitExceeded: {
    status: 400,
    message: 'History is too large for this plan: clear the history and save again',
  },
  DomainNotFound: { status: 404, message: 'The site has no such domain' },
  DomainExists: { status: 400, message: 'That domain is already in use' },
  DomainVerifyFailed: {
    status: 400,
    message: 'Verification failed: check the DNS records of the domain and try again',
  },
  TemplateNotFound: { status: 404, message: 'Template not found' },
  WorkspaceNotFound: { status: 404, message: 'Workspace not found' },
  MemberNotFound: { status: 404, message: 'That person is not a member of this workspace' },
  WorkspaceLastOwner: {
    status: 400,
    message: 'A workspace needs an owner: make someone else an owner first',
  },
  PersonalWorkspace: {
    status: 400,
    message: 'A personal workspace has only its owner: create a team workspace to invite people',
  },
  InvitationNotFound: {
    status: 404,
    message: 'This invitation is not valid: it may have expired, been used or been withdrawn',
  },
  // The site server's answers, passed on.
  DraftExists: { status: 400, message: 'The site already has a draft' },
  NoDraft: { status: 400, message: 'The site has no draft to delete' },
  UpdateStale: {
    status: 400,
    message: 'Another editor saved a newer version of this site: reload it, or overwrite it',
  },
  // The shared rules of web/site-format, which the editor checks too.
  custom_domain: { status: 400, message: 'invalid domain' },
  custom_domain_host: { status: 400, message: 'A custom domain cannot be on the sites host' },
})
