import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { TemplatesApi, TemplateSummary, TemplateQuery } from '../../api/templates-api'

/** Templates from the API; a failed listing is logged and shows as empty (platform.md section 8). */
export class TemplateListStore {
  templates: TemplateSummary[] = []
  status: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle'

  constructor(private readonly api: TemplatesApi) {
    // The list is replaced whole, never edited: no need to watch inside each template.
    makeAutoObservable<TemplateListStore, 'api'>(this, { api: false, templates: observableRef })
  }

  async load(query: TemplateQuery = {}): Promise<void> {
    this.status = 'loading'
    try {
      const { results } = await this.api.list(query)
      runInAction(() => {
        this.templates = Array.isArray(results) ? results : []
        this.status = 'loaded'
      })
    } catch (error) {
      console.warn('Listing templates failed', error)
      runInAction(() => {
        this.templates = []
        this.status = 'failed'
      })
    }
  }
}
