import type { DatabaseSpec } from '@tessera/kit'
import { Domain } from './domains/domain.entity.js'
import { LocalSite } from './local-sites/local-site.entity.js'
import { Sites1764000000000 } from './migrations/1764000000000-sites.js'
import { IdentityHosting1764200000000 } from './migrations/1764200000000-identity-hosting.js'
import { CheckoutSites1764300000000 } from './migrations/1764300000000-checkout-sites.js'
import { ShippedTemplates1764450000000 } from './migrations/1764450000000-shipped-templates.js'
import { MoreShippedTemplates1765100000000 } from './migrations/1765100000000-more-shipped-templates.js'
import { AssetKeys1765200000000 } from './migrations/1765200000000-asset-keys.js'
import { Workspaces1765300000000 } from './migrations/1765300000000-workspaces.js'
import { MemberEmails1765310000000 } from './migrations/1765310000000-member-emails.js'
import { ContentAuthor1765320000000 } from './migrations/1765320000000-content-author.js'
import { WorkspaceAvatars1765330000000 } from './migrations/1765330000000-workspace-avatars.js'
import { SiteServer, SiteServerReplica } from './site-servers/site-server.entity.js'
import { Site } from './sites/site.entity.js'
import { Subdomain } from './subdomains/subdomain.entity.js'
import { Template } from './templates/template.entity.js'

export const entities = [
  Site,
  Subdomain,
  Domain,
  SiteServer,
  SiteServerReplica,
  LocalSite,
  Template,
]

export const sitesDatabase: DatabaseSpec = {
  schema: 'sites',
  entities,
  migrations: [
    Sites1764000000000,
    IdentityHosting1764200000000,
    CheckoutSites1764300000000,
    ShippedTemplates1764450000000,
    MoreShippedTemplates1765100000000,
    AssetKeys1765200000000,
    Workspaces1765300000000,
    MemberEmails1765310000000,
    ContentAuthor1765320000000,
    WorkspaceAvatars1765330000000,
  ],
}
