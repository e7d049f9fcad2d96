import { makeAutoObservable, runInAction } from 'mobx'
import { validateSiteName, validateSubdomain } from '@tessera/site-format/validation'
import type { ContentParts, SiteView } from '../api/sites-api'
import { FormState } from '../forms/form-state'
import type { SitesStore } from './sites-store'

type Field = 'name' | 'subdomain'

/** A new site: a name, and a subdomain (the server makes one from the name when left empty). */
export class CreateSiteForm {
  name = ''
  subdomain = ''
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
      subdomain: () =>
        this.subdomain.trim() ? validateSubdomain(this.subdomain.trim()) : undefined,
    }
  }

  set(field: Field, value: string): void {
    this[field] = value
    this.state.typed(this.rules, field)
  }

  blur(field: Field): void {
    this.state.touch(field)
    this.state.check(this.rules, field)
  }

  submit(): Promise<boolean> {
    if (!this.state.check(this.rules)) return Promise.resolve(false)
    const subdomain = this.subdomain.trim()
    return this.state.run(async () => {
      const content = await this.content?.()
      const site = await this.sites.api.create({
        name: this.name.trim(),
        ...(subdomain ? { subdomain } : {}),
        ...content,
      })
      runInAction(() => {
        this.sites.put(site)
        this.created = site
      })
    })
  }
}
