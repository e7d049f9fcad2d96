import type { SitesApi, SiteView } from '../api/sites-api'
import type { WorkspacesApi } from '../api/workspaces-api'
import { SITES_BASE_DOMAIN } from '../sites/site-address'

/** A site the person can give an agent, with the workspace it belongs to. */
export interface PickableSite {
  id: string
  name: string
  subdomain: string
  /** Where visitors find it, the name people know it by beside its title. */
  address: string
  workspace: string
  personal: boolean
}

/** Every site of every workspace the person belongs to: their own first. */
export async function pickableSites(
  workspaces: WorkspacesApi,
  sites: SitesApi,
): Promise<PickableSite[]> {
  const { results } = await workspaces.list()
  const ordered = [...results].sort((a, b) => Number(b.personal) - Number(a.personal))
  const lists = await Promise.all(ordered.map((w) => sites.list(w.id)))
  return ordered.flatMap((workspace, i) =>
    (lists[i]?.results ?? []).map((site: SiteView) => ({
      id: site.id,
      name: site.name,
      subdomain: site.subdomain,
      address: `${site.subdomain}.${SITES_BASE_DOMAIN}`,
      workspace: workspace.name,
      personal: workspace.personal,
    })),
  )
}
