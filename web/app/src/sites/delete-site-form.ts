import { makeAutoObservable, runInAction } from 'mobx'
import { validateSiteDeleteConfirm } from '@tessera/site-format/validation'
import type { SiteView } from '../api/sites-api'
import { FormState } from '../forms/form-state'
import type { SitesStore } from './sites-store'

/** Deleting a site needs its name typed exactly. */
export class DeleteSiteForm {
  typed = ''
  deleted = false
  readonly state = new FormState<'typed'>()

  constructor(
    private readonly sites: SitesStore,
    readonly site: SiteView,
  ) {
    makeAutoObservable<DeleteSiteForm, 'sites'>(this, { sites: false })
  }

  private get rules() {
    return { typed: () => validateSiteDeleteConfirm(this.typed, this.site.name) }
  }

  get matches(): boolean {
    return this.rules.typed() === undefined
  }

  set(_field: 'typed', value: string): void {
    this.typed = value
    this.state.typed(this.rules, 'typed')
  }

  blur(field: 'typed'): void {
    this.state.touch(field)
    this.state.check(this.rules, field)
  }

  submit(): Promise<boolean> {
    if (!this.state.check(this.rules)) return Promise.resolve(false)
    return this.state.run(async () => {
      await this.sites.api.delete(this.site.id)
      runInAction(() => {
        this.sites.remove(this.site.id)
        this.deleted = true
      })
    })
  }
}
