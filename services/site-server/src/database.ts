import type { DatabaseSpec } from '@tessera/kit'
import { SiteDomain } from './content/site-domain.entity.js'
import { SiteRecord } from './content/site-record.entity.js'
import { SiteVersion } from './content/site-version.entity.js'
import { SiteContent1764000000000 } from './migrations/1764000000000-site-content.js'
import { VersionAssetKeys1765200000000 } from './migrations/1765200000000-version-asset-keys.js'
import { RestorePointsActivity1767100000000 } from './migrations/1767100000000-restore-points-activity.js'
import { SiteUsage } from './usage/site-usage.entity.js'

export const entities = [SiteRecord, SiteVersion, SiteDomain, SiteUsage]

export const siteServerDatabase: DatabaseSpec = {
  schema: 'site_content',
  entities,
  migrations: [
    SiteContent1764000000000,
    VersionAssetKeys1765200000000,
    RestorePointsActivity1767100000000,
  ],
}
