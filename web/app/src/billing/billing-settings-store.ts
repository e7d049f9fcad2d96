import { makeAutoObservable, runInAction } from 'mobx'
import { toDisplayError, type DisplayError } from '../i18n/error-message'
import type { BillingApi, SavedBillingInfo, SavedCard } from './billing-api'

/** Settings, billing: saved addresses (with delete) and the cards subscriptions renew on. */
export class BillingSettingsStore {
  infos: SavedBillingInfo[] = []
  cards: SavedCard[] = []
  loading = true
  error: DisplayError | undefined = undefined
  deleting: string | undefined = undefined

  constructor(private readonly api: BillingApi) {
    makeAutoObservable<BillingSettingsStore, 'api'>(this, { api: false })
  }

  async load(): Promise<void> {
    try {
      const { results, cards } = await this.api.billingInfo()
      runInAction(() => {
        this.infos = results
        this.cards = cards
      })
    } catch (error) {
      runInAction(() => (this.error = toDisplayError(error)))
    } finally {
      runInAction(() => (this.loading = false))
    }
  }

  async remove(id: string): Promise<void> {
    this.deleting = id
    this.error = undefined
    try {
      await this.api.deleteBillingInfo(id)
      runInAction(() => (this.infos = this.infos.filter((i) => i.id !== id)))
    } catch (error) {
      runInAction(() => (this.error = toDisplayError(error)))
    } finally {
      runInAction(() => (this.deleting = undefined))
    }
  }
}
