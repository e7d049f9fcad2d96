import { makeAutoObservable, runInAction } from 'mobx'
import {
  subdomainFromName,
  validateSiteName,
  validateSubdomain,
} from '@tessera/site-format/validation'
import type { ContentParts, SiteView } from '../api/sites-api'
import { FormState } from '../forms/form-state'
import type { SitesStore } from './sites-store'

type Field = 'name' | 'subdomain'

/** A new site: a name, and a subdomain, which follows the name until one is typed. */
export class CreateSiteForm {
  name = ''
  subdomain = ''
  private subdomainSuggested = true
  created: SiteView | undefined = undefined
  readonly state = new FormState<Field>()

  constructor(
    private readonly sites: SitesStore,
    /** Where the content to start from comes (a template); none means the default new site. */
    private readonly content?: () => Promise<ContentParts>,
  ) {
    makeAutoObservable<CreateSiteForm, 'sites' | 'content'>(this, { sites: false, content: false })
  }

  private get rules() {
    return {
      name: () => validateSiteName(this.name.trim()),
      subdomain: () => validateSubdomain(this.subdomain.trim()),
    }
  }

  set(field: Field, value: string): void {
    if (field === 'subdomain') {
      this.subdomain = value
      this.subdomainSuggested = false
    } else {
      this.name = value
      if (this.subdomainSuggested) this.subdomain = subdomainFromName(value)
      if (this.state.touched.subdomain) this.state.check(this.rules, 'subdomain')
    }
    this.state.typed(this.rules, field)
  }

  blur(field: Field): void {
    this.state.touch(field)
    this.state.check(this.rules, field)
  }

  /** Checks the name and subdomain, as a first step before choosing how the site starts. */
  checkAll(): boolean {
    return this.state.check(this.rules)
  }

  /** Creates the site, from `start` when given (a template chosen in the dialog), else `content`. */
  submit(start?: () => Promise<ContentParts>): Promise<boolean> {
    if (!this.state.check(this.rules)) return Promise.resolve(false)
    const source = start ?? this.content
    return this.state.run(async () => {
      const content = await source?.()
      const site = await this.sites.api.create({
        name: this.name.trim(),
        subdomain: this.subdomain.trim(),
        ...(this.sites.workspaceId ? { workspace_id: this.sites.workspaceId } : {}),
        ...content,
      })
      runInAction(() => {
        this.sites.put(site)
        this.created = site
      })
    })
  }
}
